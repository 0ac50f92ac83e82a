import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { PageConfig } from '../registry/types';

/** A standalone page (standalone.ts) on its route, with its own router: main.tsx loads this with the page. */
export function StandaloneRoute({ page }: { page: PageConfig }) {
  const Page = page.component;
  return (
    <BrowserRouter>
      <Routes>
        <Route path={page.path} element={<Page />} />
      </Routes>
    </BrowserRouter>
  );
}
