import type { ComponentType, LazyExoticComponent } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceArea } from '../../common/permissions';
import type { Messages } from '../i18n/catalogue';
import type { PageConfig, QuickLinkClaim } from '../pages/types';

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
 * (`non-members` → `nonMembers`); registry.ts finds it there. The dataProvider, menu, routes, labels and
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
  /** Its texts, the folder's `messages.ts`: `resources.<name>.*` and its own `app.*` sections. */
  messages: Messages;
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
