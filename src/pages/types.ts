import type { ComponentType, LazyExoticComponent } from 'react';
import type { Action, Area } from '../../common/permissions';
import type { Messages } from '../i18n/catalogue';
import type { MenuGroup } from '../resources/types';

/** A right that opens a page: a resource name (`residents`, `debt-entry`) or an area name (`accounting`). */
export interface AccessRule {
  resource: string;
  action: Action;
}

/**
 * Who may open a page: anybody (sign-in, registration), any signed-in user, or the users holding at least one
 * of the rules.
 */
export type PageAccess = 'public' | 'signed-in' | AccessRule[];

/** One entry of the menu. A page may have several (the interest page's report and its settings tab). */
export interface PageMenuEntry {
  /** i18n key of the entry's text. */
  label: string;
  group: MenuGroup;
  icon: ComponentType;
  /** Where the entry leads when not the page's own path: a path with a query or with its parameter filled. */
  to?: string;
  /** The rights that show the entry, when narrower than the page's (one tab of the page). */
  access?: AccessRule[];
}

/**
 * Claims one of the quick search's page links (docs/domain.md, "Screens and quick links"): `/apps/<slug>` leads to
 * `to`.
 */
export interface QuickLinkClaim {
  slug: string;
  /** Default: the page's path, or `/<resource name>`. */
  to?: string;
}

/** What a refused user sees instead of react-admin's access-denied page: the page's title and its own sentence. */
export interface Refusal {
  title?: string;
  text: string;
}

/** One custom page = one folder in src/pages/ whose `index.ts` exports this, and one line in src/pages/registry.ts. */
export interface PageConfig {
  /** The folder's name; also a resource name for `canAccess` when the page has an `area`. */
  name: string;
  /** The route, e.g. `/collections` or `/debt-entry/:mode`. */
  path: string;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** Shown without the app bar and menu (sign-in, registration, printable pages). */
  noLayout?: boolean;
  access: PageAccess;
  /** The area `canAccess({ resource: name })` reads, for components that check the page by its name. */
  area?: Area;
  menu?: PageMenuEntry[];
  quickLink?: QuickLinkClaim;
  /** Default: react-admin's access-denied page. */
  refusal?: Refusal;
  /** The page's own texts, its folder's `messages.ts`. */
  messages?: Messages;
}
