import { platformApp } from '../platform';
import { residentPage } from './resident-page';
import type { PageConfig } from './types';

/**
 * Public pages mounted by main.tsx outside react-admin: opening one downloads its own chunk, never the back
 * office (react-admin, the menu, the catalogues). Each brings its own providers; the operator's back office
 * (/platform) is a react-admin app of its own. Kept apart from registry.ts,
 * which imports every resource; registry.ts lists them in `allPages` for the access and catalogue checks.
 */
export const standalonePages: PageConfig[] = [residentPage, platformApp];
