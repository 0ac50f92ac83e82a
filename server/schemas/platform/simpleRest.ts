import type { FastifyReply } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import { badRequest, notFound } from '../../errors';
import { type App, MAX_ID } from '../shared/http';
import { routeOptions } from '../shared/routeOptions';

/**
 * The dialect of ra-data-simple-rest, which the operator's back office reads: a list is
 * `GET /<resource>?sort=["id","ASC"]&range=[0,24]&filter={"q":"…"}` answered by a bare JSON array with
 * `Content-Range: <resource> 0-24/319`; getMany is the same list with `filter={"id":[1,2]}` and no range.
 */
const SimpleRestQuery = Type.Object({
  sort: Type.Optional(Type.String({ maxLength: 200 })),
  range: Type.Optional(Type.String({ maxLength: 100 })),
  filter: Type.Optional(Type.String({ maxLength: 2000 })),
});

const SimpleRestList = <T extends TSchema>(item: T) => Type.Array(item);

/** The id in the path of `GET|PUT|DELETE /<resource>/:id`. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

/** A list request read into what a repository takes. */
export interface SimpleRestRequest<Field extends string> {
  sort: { field: Field; desc: boolean };
  /** null: every row (getMany, or a list asked without a range). */
  page: { offset: number; limit: number } | null;
  filter: Record<string, unknown>;
  /** getMany's `filter={"id":[…]}`. */
  ids: number[] | null;
}

const LARGEST_PAGE = 1000;
const BAD_QUERY = 'Liste isteği okunamadı.';

function parseJson(text: string | undefined, part: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(BAD_QUERY, { [part]: 'Geçerli bir JSON değeri bekleniyor.' });
  }
}

/**
 * Reads sort, range and filter. Only the `sortable` fields sort (anything else falls back to the first one, as
 * react-admin may ask for a column the server does not sort by); a range wider than a thousand rows is refused.
 */
function readSimpleRest<Field extends string>(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly [Field, ...Field[]],
): SimpleRestRequest<Field> {
  const sort = parseJson(query.sort, 'sort');
  const range = parseJson(query.range, 'range');
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw badRequest(BAD_QUERY, { filter: 'Süzgeç bir nesne olmalıdır.' });
  }
  const [field, order] = Array.isArray(sort) ? sort : [];
  const sortField = sortable.find((name) => name === field) ?? sortable[0];
  let page: SimpleRestRequest<Field>['page'] = null;
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) ? range : [];
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      throw badRequest(BAD_QUERY, { range: 'Aralık [başlangıç, bitiş] biçiminde olmalıdır.' });
    }
    if (end - start + 1 > LARGEST_PAGE) {
      throw badRequest(BAD_QUERY, { range: `Bir istekte en fazla ${LARGEST_PAGE} kayıt alınabilir.` });
    }
    page = { offset: start, limit: end - start + 1 };
  }
  const rawIds = (filter as Record<string, unknown>).id;
  const ids = Array.isArray(rawIds)
    ? rawIds.map(Number).filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID)
    : null;
  return {
    sort: { field: sortField, desc: String(order).toUpperCase() === 'DESC' },
    page,
    filter: filter as Record<string, unknown>,
    ids,
  };
}

/** The filter's text value under `key`, trimmed; null when absent or blank. */
export function filterText(filter: Record<string, unknown>, key: string): string | null {
  const value = filter[key];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim().slice(0, 100);
  return text || null;
}

/** The filter's integer value under `key`; null when absent or not a positive integer. */
export function filterId(filter: Record<string, unknown>, key: string): number | null {
  const value = Number(filter[key]);
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
}

/**
 * Sets `Content-Range: <resource> <first>-<last>/<total>` (`*` for an empty page) and names it in
 * Access-Control-Expose-Headers, so a browser on another origin lets ra-data-simple-rest read the total.
 */
function sendRange(
  reply: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  const span = count === 0 ? '*' : `${offset}-${offset + count - 1}`;
  reply.header('Content-Range', `${resource} ${span}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** One resource of the operator's back office as ra-data-simple-rest reads it: its list and, with `find`, one row. */
export interface SimpleRestReads<Row, Field extends string, Item extends TSchema> {
  resource: string;
  item: Item;
  /** The first field is the default order. */
  sortable: readonly [Field, ...Field[]];
  toJson(row: Row): Static<Item>;
  list(query: SimpleRestRequest<Field>): Promise<{ rows: Row[]; total: number }>;
  find?: { row(id: number): Promise<Row | null | undefined>; missing: string };
}

/** Registers `GET /<resource>` (list and getMany) and `GET /<resource>/:id`, open to operators only. */
export function simpleRestReads<Row, Field extends string, Item extends TSchema>(
  app: App,
  spec: SimpleRestReads<Row, Field, Item>,
): void {
  app.get(
    `/${spec.resource}`,
    routeOptions('operator', 'platform', { querystring: SimpleRestQuery }, SimpleRestList(spec.item)),
    async (request, reply) => {
      const query = readSimpleRest(request.query, spec.sortable);
      const { rows, total } = await spec.list(query);
      sendRange(reply, spec.resource, query.page?.offset ?? 0, rows.length, total);
      return rows.map(spec.toJson);
    },
  );
  const find = spec.find;
  if (!find) return;
  // Widened: Fastify's type provider cannot resolve an answer from a generic schema; `toJson` keeps it typed.
  const item: TSchema = spec.item;
  app.get(
    `/${spec.resource}/:id`,
    routeOptions('operator', 'platform', { params: IdParams }, item),
    async (request) => {
      const row = await find.row(request.params.id);
      if (!row) throw notFound(find.missing);
      return spec.toJson(row);
    },
  );
}
