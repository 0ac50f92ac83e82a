import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import type { Db } from '../db';
import { type App, allRecords, ListAnswer, pageAnswer, paging } from '../schemas/shared/http';
import { routeOptions } from '../schemas/shared/routeOptions';
import type { Session } from '../services/shared/sessions';
import { type Access, sessionOf } from './auth';

/** What a list's read is asked for: the querystring, its search key trimmed, and the page. */
export interface ListAsked<Query> {
  query: Query;
  /** The `keyField`'s text trimmed, null when absent or blank. */
  key: string | null;
  page: { offset: number; limit: number };
  /** True when `whole` said so: every row is read (no page) and the answer is `allRecords`. */
  whole: boolean;
}

export interface ListResource<Query extends TProperties, Item extends TSchema, Row> {
  path: string;
  access: Access;
  tag: string;
  description?: string;
  /** The querystring's fields, PageQuery's (or OptionalPageQuery's) among them, exactly as the route declares. */
  query: Query;
  /** The query field searched by the trimmed key ('key' on most lists, 'name' on some). */
  keyField?: keyof Query & string;
  /** When the whole list is asked for (no `?page`, `?is_print`): its answer is every row on one page. */
  whole?: (query: Static<TObject<Query>>) => boolean;
  item: Item;
  read: (
    db: Db,
    session: Session,
    asked: ListAsked<Static<TObject<Query>>>,
  ) => Promise<{ rows: Row[]; total: number }>;
  json: (row: Row) => Static<Item>;
}

/**
 * The GET route of a paged list: `?page` and `?per_page` read by `paging` (page 1 of 10 by default), the search key
 * trimmed (blank is none), and the answer `{Records, TotalRecords, Page, PerPage}`. Lists whose answer carries more
 * (totals, AdditionalData) or that read a body stay in their route file.
 */
export function listRoute<Query extends TProperties, Item extends TSchema, Row>(
  app: App,
  resource: ListResource<Query, Item, Row>,
): void {
  const { path, access, tag, description, keyField, whole, read, json } = resource;
  type Query_ = Static<TObject<Query>>;
  // The schema below validates the querystring; inside, it is read through the caller's typed `query`.
  const querystring: TSchema = Type.Object(resource.query);
  const parts = description === undefined ? { querystring } : { description, querystring };
  const answer: TSchema = ListAnswer(resource.item);

  app.get(path, routeOptions(access, tag, parts, answer), async (request) => {
    const query = request.query as Query_;
    const { page, perPage, offset } = paging(query as { page?: number; per_page?: number });
    const text = keyField ? (query as Record<string, string | null | undefined>)[keyField] : null;
    const asked = {
      query,
      key: text?.trim() || null,
      page: { offset, limit: perPage },
      whole: whole ? whole(query) : false,
    };
    const { rows, total } = await read(app.db, sessionOf(request), asked);
    const records = rows.map(json);
    return asked.whole ? allRecords(records) : pageAnswer(records, total, { page, perPage });
  });
}
