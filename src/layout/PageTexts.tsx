import { lazy, type ReactNode } from 'react';
import { pageTextsLoaded } from '../i18n';

// A part that arrives with every page's texts, the way a page's code arrives (React's lazy): what is under it
// waits for them under the nearest loading bar.
const TextsHere = lazy(() =>
  pageTextsLoaded().then(() => ({ default: ({ children }: { children: ReactNode }) => children })),
);

/**
 * Draws a page once every page's Turkish texts are here: the first screen (the dashboard) has only the menu's
 * part of them (src/i18n/menuCatalogue.ts), so any other page, and what shows a page's texts before it (the
 * quick search), waits for the rest (docs/decisions.md, "Each page's texts come with the page").
 */
export function PageTexts({ children }: { children: ReactNode }) {
  return <TextsHere>{children}</TextsHere>;
}
