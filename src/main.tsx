import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

// Real paths (/buildings, /apps/tahsilat) instead of react-admin's default hash router: the server serves
// index.html for every non-API path, so links can be bookmarked and shared.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
