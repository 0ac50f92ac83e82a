import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { badRequest } from '../../errors';

/** The Fastify instance route modules receive, typed by their TypeBox schemas. */
export type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Shared pieces of every route's schema. */
export const ErrorAnswer = Type.Object(
  {
    description: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'ErrorAnswer' },
);

export const Message = Type.Object({ description: Type.String() });

export const WriteAnswer = <T extends TSchema>(data: T) => Type.Object({ description: Type.String(), data });

export const ListAnswer = <T extends TSchema>(item: T) =>
  Type.Object({
    Records: Type.Array(item),
    TotalRecords: Type.Integer(),
    Page: Type.Integer(),
    PerPage: Type.Integer(),
  });

/** PostgreSQL's largest integer: ids and indexes above it would fail in SQL (500) instead of being refused (400). */
export const MAX_ID = 2147483647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** No list has a million pages; a larger `page` would overflow PostgreSQL's OFFSET arithmetic (500, not 400). */
export const MAX_PAGE = 1_000_000;

/** 1-based page, optional per_page (default 10, at most 500), sort and order. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 10 })),
  order: Type.Optional(
    Type.Union([Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('asc'), Type.Literal('desc')]),
  ),
};

/** For lists where `?page` is optional: without it every row comes back (no default page). */
export const OptionalPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};

/** The answer of one page of a list: its rows, the count of every matching row, and the page asked for. */
export function pageAnswer<T>(
  rows: T[],
  total: number,
  { page, perPage }: { page: number; perPage: number },
) {
  return { Records: rows, TotalRecords: total, Page: page, PerPage: perPage };
}

export function paging(query: { page?: number; per_page?: number }) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 10;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The error answers every authenticated route may give. */
export const authErrors = {
  400: ErrorAnswer,
  401: ErrorAnswer,
  403: ErrorAnswer,
  404: ErrorAnswer,
  409: ErrorAnswer,
  429: ErrorAnswer,
};

/** A text field: trimmed by the handler, bounded here. */
export const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
export const Phone = Type.String({ minLength: 10, maxLength: 20 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Code = Type.String({ pattern: '^\\d{6}$' });
/** An e-mail the user may leave empty ('' or null). */
export const OptionalEmail = Type.Optional(
  Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal(''), Type.Null()]),
);

/** The schema bounds a text's length; a value of only spaces would still be stored empty, so it is refused. */
export function refuseBlank<T extends object>(body: T, fields: readonly (keyof T & string)[]): void {
  const blank = fields.filter((field) => {
    const value = body[field];
    return typeof value === 'string' && !value.trim();
  });
  if (blank.length > 0) {
    throw badRequest(
      'Lütfen işaretli alanları düzeltiniz.',
      Object.fromEntries(blank.map((field) => [field, 'Bu alan boş bırakılamaz.'])),
    );
  }
}

/** A value the client may send as null ("no filter", "not given"): null first, so Ajv's coercion reads '' as null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** true, false or null: one `type` list, because Ajv would coerce false to null in a union with null first. */
export const NullableBoolean = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });

/** The `key` search of lookups and lists. */
export const KeyQuery = Type.Optional(Nullable(Type.String({ maxLength: 100 })));

/**
 * A decimal or an amount as a JSON number or as typed text ("12,50"), or null / '' when not given; read by
 * common/decimal.ts. One `type` list keeps Ajv from coercing it: 12.345 must stay a number (refused: three
 * decimals), never become the text "12.345", which a Turkish reader takes for twelve thousand.
 */
export const DecimalInput = Type.Unsafe<number | string | null>({
  type: ['number', 'string', 'null'],
  maxLength: 30,
});

/** A calendar date DD.MM.YYYY, checked to be a real date by the handler. */
export const DmyInput = Type.String({ maxLength: 10 });

/** A lookup answer: every row on one page. */
export function allRecords<T>(rows: T[]) {
  return { Records: rows, TotalRecords: rows.length, Page: 1, PerPage: rows.length };
}
