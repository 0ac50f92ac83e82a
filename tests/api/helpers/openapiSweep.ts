/**
 * The operations of the app's own OpenAPI document (`app.swagger()`), with their declared access (`x-access`,
 * written by server/plugins/auth.ts) and a small generator of request values from their JSON schemas: the
 * access sweep (tests/api/shared/accessSweep*.test.ts) calls every operation with them, so a route added later is
 * swept without a test of its own.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Pool } from 'pg';
import { type Action, type Area, requirement } from '../../../common/permissions';
import type { Access } from '../../../server/plugins/auth';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path, e.g. `/api/building/{id}`. */
  path: string;
  access: Access;
  /** Whether it creates, changes, deletes or sends anything (`x-writes`, `routeWrites` in server/plugins/auth.ts). */
  writes: boolean;
  parameters: Parameter[];
  /** The JSON body's schema (uploads, multipart/form-data, have none: they are called without a body). */
  body: JsonSchema | null;
  /** An upload route: it takes multipart/form-data (`x-multipart`, written by server/plugins/textInput.ts). */
  multipart: boolean;
}

interface OpenApiOperation {
  'x-access'?: Access;
  'x-writes'?: boolean;
  'x-multipart'?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export const label = (op: Operation) => `${op.method} ${op.path}`;

/** Every operation of the document (the API's, not the docs' own pages). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const access = operation['x-access'];
      if (!access) throw new Error(`${method} ${path} has no x-access in the OpenAPI document`);
      const writes = operation['x-writes'];
      if (writes === undefined) throw new Error(`${method} ${path} has no x-writes in the OpenAPI document`);
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access,
        writes,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: operation['x-multipart'] === true,
      });
    }
  }
  return operations;
}

export const isPublic = (op: Operation) => op.access === 'public';

/** Resident-page routes take a personal link's token in the path instead of a user's bearer token. */
export const isResidentPage = (op: Operation) => op.access === 'resident';

/**
 * Operations that make or revoke a resident's personal link (`/resident/{id}/page-link`, `…/page-links`), not the
 * list of them; tests/api/shared/accessSweepMinting.test.ts also checks that no other write makes or revokes one.
 */
export const isResidentLinkWrite = (op: Operation) => /\/page-links?$/.test(op.path) && op.method !== 'GET';

/** The area rules of an operation ([] for 'user', 'owner', 'public', 'operator', 'resident'). */
export function areaRules(access: Access): { area: Area; action: Action }[] {
  if (typeof access === 'string') return [];
  if ('allOf' in access) return [...access.allOf];
  return 'anyOf' in access ? [...access.anyOf] : [access];
}

/**
 * What a sub-user whose every level is `level` may do (docs/domain.md, "Roles and access areas";
 * common/permissions.ts): 'user' routes always, 'owner', 'operator' and resident-page routes never, area routes when
 * one rule's key reaches its minimum (every rule's, for `allOf`).
 */
export function subUserMay(access: Access, level: 0 | 1 | 2): boolean {
  if (access === 'user' || access === 'public') return true;
  if (access === 'owner' || access === 'operator' || access === 'resident') return false;
  const reaches = (rule: { area: Area; action: Action }) => level >= requirement(rule.area, rule.action).min;
  if (typeof access === 'object' && 'allOf' in access) return areaRules(access).every(reaches);
  return areaRules(access).some(reaches);
}

/** The non-null branch of a nullable schema or union. */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null' && !(b.enum?.length === 1 && b.enum[0] === null));
    return concrete({ ...branch, maxLength: schema.maxLength ?? branch?.maxLength });
  }
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t) => t !== 'null') };
  return schema;
}

/** The id to put in a field: one number for every id, or one chosen by the field's name. */
export type Ids = number | ((field: string) => number);
const idOf = (ids: Ids, field: string) => (typeof ids === 'number' ? ids : ids(field));

/**
 * A value the schema accepts, with every id (`id`, `*_id`, `*_ids`) taken from `ids`, and a field named in
 * `values` (at any depth) given that value.
 */
export function sample(
  schema: JsonSchema,
  name = '',
  ids: Ids = 1,
  values: Readonly<Record<string, unknown>> = {},
): unknown {
  if (Object.hasOwn(values, name)) return values[name];
  const s = concrete(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((value) => value !== null);
  switch (s.type) {
    case 'integer':
    case 'number': {
      if (name === 'id' || name.endsWith('_id') || name.endsWith('_ids')) return idOf(ids, name);
      const low = s.minimum ?? 1;
      return s.maximum !== undefined ? Math.min(low, s.maximum) : low;
    }
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [sample(s.items, name, ids, values)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [key, sample(value, key, ids, values)]),
      );
    default:
      return sampleText(s, name);
  }
}

function sampleText(s: JsonSchema, name: string): string {
  if (s.format === 'email') return 'deneme@example.com';
  if (s.format === 'binary') return '';
  if (s.pattern === '^\\d{6}$') return '123456';
  if (s.pattern) return 'Deneme_Deneme_Deneme_12';
  if (name.includes('phone')) return '5301112233';
  if (name.includes('date') || name === 'move_in' || name === 'move_out' || s.maxLength === 10) {
    return '01.02.2026';
  }
  const min = s.minLength ?? 1;
  const text = 'Deneme'.padEnd(Math.max(min, 6), 'x');
  return s.maxLength !== undefined ? text.slice(0, s.maxLength) : text;
}

/** A value of the wrong JSON type for the schema (an object where a scalar is expected, and the reverse). */
export function wrongType(schema: JsonSchema): unknown {
  const s = concrete(schema);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.keys(s.properties ?? {}).map((key) => [key, { nested: ['x'] }]));
    case 'array':
      return { length: 1 };
    case 'string':
      return { text: 'x' };
    default:
      return 'sayı değil';
  }
}

/** Every string of a valid-looking value made far longer than any field allows. */
export function oversized(value: unknown, length = 20_000): unknown {
  if (typeof value === 'string') return 'ş'.repeat(length);
  if (Array.isArray(value)) return value.map((item) => oversized(item, length));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, oversized(v, length)]));
  }
  return value;
}

/** Every string (and key) of a valid-looking value with a NUL character in it. */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000x`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  }
  return value;
}

/** Whether a value holds a string anywhere. */
export function holdsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (value && typeof value === 'object') return Object.values(value).some(holdsString);
  return false;
}

/** Whether a parameter's schema is text (not a number, boolean or id). */
export function isTextParameter(parameter: Parameter): boolean {
  return concrete(parameter.schema).type === 'string';
}

/** The URL of an operation with valid-looking path and query values (overridable by name). */
export function urlOf(op: Operation, ids: Ids = 1, overrides: Record<string, string> = {}): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    const value = overrides[parameter.name] ?? String(sample(parameter.schema, parameter.name, ids));
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls an operation with valid-looking values and the given headers (a JSON body where it takes one). */
export function callOperation(
  app: FastifyInstance,
  op: Operation,
  headers: Record<string, string>,
  { ids = 1, body, query }: { ids?: Ids; body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const payload = body ?? (op.body ? sample(op.body, '', ids) : undefined);
  return app.inject({
    method: op.method,
    url: urlOf(op, ids, query),
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload !== undefined && {
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  });
}

/** Where an integer of the request (path, query, body) has no maximum. */
export function unboundedIntegers(op: Operation): string[] {
  const found: string[] = [];
  const walk = (schema: JsonSchema | undefined, where: string) => {
    if (!schema) return;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') && schema.maximum === undefined && !schema.enum) {
      found.push(where);
    }
    for (const [key, value] of Object.entries(schema.properties ?? {})) walk(value, `${where}.${key}`);
    walk(schema.items, `${where}[]`);
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(branch, where);
  };
  for (const parameter of op.parameters) walk(parameter.schema, `${parameter.in}.${parameter.name}`);
  walk(op.body ?? undefined, 'body');
  return found;
}

/**
 * Ids of an account's newest rows, chosen by a field's name (`apartment_id` → apartments, `to_account_id` →
 * cash_accounts, `group_ids` → groups; `id` by the operation's path), so a valid-looking call reaches real
 * records of that account; 1 where no table matches.
 */
export async function newestIds(pool: Pool, accountId: number): Promise<(op: Operation) => Ids> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `SELECT a.table_name FROM information_schema.columns a
       JOIN information_schema.columns i ON i.table_name = a.table_name AND i.column_name = 'id'
      WHERE a.table_schema = 'public' AND a.column_name = 'account_id'`,
  );
  const newest = new Map<string, number>();
  for (const { table_name: table } of tables) {
    const { rows } = await pool.query<{ id: number | null }>(
      `SELECT max(id) AS id FROM "${table}" WHERE account_id = $1`,
      [accountId],
    );
    if (rows[0]?.id) newest.set(table, rows[0].id);
  }
  const lookup = (base: string) =>
    [`${base}s`, `${base}es`, `cash_${base}s`, `sms_${base}s`, `resident_${base}s`]
      .map((table) => newest.get(table))
      .find((id) => id !== undefined);
  return (op) => (field) => {
    if (field !== 'id') return lookup(field.replace(/^(from|to)_/, '').replace(/_ids?$/, '')) ?? 1;
    const words = op.path.split('/').filter((word) => word && word !== 'api' && !word.startsWith('{'));
    return lookup(words.join('_')) ?? lookup(words.at(-1) ?? '') ?? lookup(words[0] ?? '') ?? 1;
  };
}
