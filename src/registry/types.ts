import type { ComponentType, LazyExoticComponent } from 'react';
import type { RaRecord } from 'react-admin';
import type { Action, Area, ResourceArea } from '../../common/permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ListEndpoint {
  method?: Method;
  path: string;
  /** Query or body parameter that carries the list's search box (`q`), e.g. `key`. */
  searchParam?: string;
  /** Fields the API can sort by; other sort requests are not sent. */
  sortable?: string[];
  /** Lookup lists fail silently with an empty list (docs/domain.md, "Fixed texts"). */
  silent?: boolean;
  /** Constant query parameters sent with every list request, e.g. `{ type: 1 }` on `GET /groups`. */
  query?: Record<string, unknown>;
  /**
   * Where a POST list sends the search box: in the body with the other filters (default), or in the query
   * string beside the paging (`POST /all/apartments?page&key`).
   */
  searchIn?: 'body' | 'query';
  /**
   * The filters a POST list always sends, as null when not set (`{building_id, group_id, …}`, docs/domain.md, "Input
   * rules").
   */
  bodyFilters?: string[];
}

export interface Endpoint {
  method: Method;
  /** Path template, `:id` filled from the record id. */
  path: string;
  /** Where the id travels on update and delete: in the body (`{id, …}`), or only in the path. */
  idIn?: 'body' | 'path';
  /** Name of the id field in the body, when the API does not call it `id` (e.g. `branch_id`). */
  idField?: string;
  /** Constant fields added to the body, e.g. `{ purpose: 'delete' }` on the branch delete-code request. */
  body?: Record<string, unknown>;
  /** The body goes as multipart/form-data (a `File` value as the file, null and undefined left out). */
  form?: boolean;
}

export interface ResourceEndpoints {
  getList: ListEndpoint;
  getOne?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  /** Plain delete, or a delete confirmed by an SMS code (`request` sends the code, `delete` gets `{id, code}`). */
  delete?: Endpoint;
  deleteCode?: Endpoint;
  /** Keys whose empty value ("") is sent as null on create/update (e.g. a password left empty). */
  emptyAsNull?: string[];
  /** Keys dropped from an update when empty (e.g. group_id on apartments). */
  dropWhenEmpty?: string[];
}

export type MenuGroup =
  | 'property'
  | 'definitions'
  | 'debts'
  | 'accounting'
  | 'reports'
  | 'sms'
  | 'people'
  | 'features'
  | 'settings';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * One resource = one folder in src/resources/ whose `index.ts` exports this under the folder's name in camelCase
 * (`non-members` → `nonMembers`); discover.ts finds it there. The dataProvider, menu, routes, labels and
 * permissions all derive from it.
 */
export interface ResourceConfig {
  name: string;
  /** The permission area of every action on it, or `owner` (only the account owner), as its server routes. */
  area: ResourceArea;
  menuGroup: MenuGroup;
  /** Its place in its menu group, lower first. */
  menuOrder: number;
  icon: ComponentType;
  endpoints: ResourceEndpoints;
  /** A field name, or a function for names built from several fields ("Ayşe Yılmaz"). */
  recordRepresentation?: string | ((record: RaRecord) => string);
  list?: Page;
  create?: Page;
  edit?: Page;
  show?: Page;
  /** Custom pages of the resource beyond list/create/edit/show, e.g. the apartment's printable statement. */
  pages?: PageConfig[];
  /** The quick search's page link that opens its list. */
  quickLink?: QuickLinkClaim;
  /** Hidden from the menu (reached from another page). */
  hideFromMenu?: boolean;
}

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

/**
 * One custom page = one folder in src/pages/ whose `index.ts` exports this under the folder's name in camelCase
 * followed by `Page` (`debt-entry` → `debtEntryPage`); discover.ts finds it there.
 */
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
  /** With menu entries: their place among the pages' entries of their group, lower first. */
  menuOrder?: number;
  quickLink?: QuickLinkClaim;
  /** Default: react-admin's access-denied page. */
  refusal?: Refusal;
}

/**
 * Every resource and page of the back office, found in their folders by discover.ts. App builds it once and
 * passes it in: to the dataProvider, the authProvider (access checks), and, through RegistryProvider, to the menu, the page gate and the quick links.
 */
export interface Registry {
  /** Every resource, in menu order. */
  resources: ResourceConfig[];
  /** Every custom route: the pages of src/pages in menu order, then the resources' own pages. */
  pages: PageConfig[];
  /** The two pages react-admin places itself (`loginPage`, `dashboard`) rather than as custom routes. */
  adminPages: { login: PageConfig; dashboard: PageConfig };
  /** Every page including react-admin's two and the standalone ones: what the access and catalogue checks go over. */
  allPages: PageConfig[];
}
