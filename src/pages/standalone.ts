import { platformApp } from '../platform';
import type { PageConfig } from '../registry/types';
import { residentPage, testBankPage } from './resident-page';

/**
 * Public pages mounted by main.tsx outside react-admin: opening one downloads its own chunk, never the back
 * office (react-admin, the menu, the catalogues). Each brings its own providers; the operator's back office
 * (/platform) is a react-admin app of its own. Kept apart from ../registry/discover.ts,
 * which imports every resource; discover.ts lists them in `allPages` for the access and catalogue checks.
 */
export const standalonePages: PageConfig[] = [residentPage, testBankPage, platformApp];

/** Whether a route pattern (`/sakin/:token`, `/platform/*`) matches an address, without loading the router. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const actual = parts[index];
    if (actual === undefined || (!part.startsWith(':') && part !== actual)) return false;
  }
  return parts.length === wanted.length;
}

/** The standalone page at an address, if any. */
export const standalonePageAt = (pathname: string) =>
  standalonePages.find((page) => matches(page.path, pathname));
