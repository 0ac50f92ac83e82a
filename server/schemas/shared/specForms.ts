import { Type } from 'typebox';
import { fieldError } from '../../errors';
import { Id, MAX_ID } from './http';

/**
 * The record's id where a client of the specification puts it: in the query or in the JSON body, beside the
 * product's own `/path/{id}` (docs/decisions.md, "The specification's calls: one contract table, second forms
 * beside the product's").
 */
export const IdQuery = Type.Object({ id: Type.Optional(Id) });

/** A DELETE's body of the specification: the id alone, or nothing when the id is in the query. */
export const OptionalIdBody = Type.Union([Type.Object({ id: Type.Optional(Id) }), Type.Null()]);

/** The id from the query or the body, or a Turkish error naming the missing field. */
export function idOf(request: { query?: unknown; body?: unknown }): number {
  const fromQuery = (request.query as { id?: number } | undefined)?.id;
  const fromBody = (request.body as { id?: number } | null | undefined)?.id;
  const id = fromQuery ?? fromBody;
  if (id === undefined) throw fieldError('id', 'Kaydın numarası (id) sorguda veya gövdede gönderilmeli.');
  return id;
}

/** The buildings of a debt entry: the product's `building_ids`, or §3's `building_id` (one id or a list). */
const BuildingIds = Type.Array(Id, { minItems: 1, maxItems: 1000 });
export const DebtEntryNames = {
  /** An income type (type 1); `type` is the same field under the specification's name. */
  accounting_type_id: Type.Optional(Id),
  type: Type.Optional(Id),
};
export const BuildingIdsForms = {
  building_ids: Type.Optional(BuildingIds),
  building_id: Type.Optional(BuildingIds),
};

/**
 * The flat of a single debt: the product's `apartment_id`, or §3's `building_id` with `building_identifier` (the
 * flat's identifier within that building, resolved by the server).
 */
export const SingleFlatForms = {
  apartment_id: Type.Optional(Id),
  building_id: Type.Optional(Id),
  building_identifier: Type.Optional(Type.String({ maxLength: 50 })),
};

/** The flat's id, or its building and identifier, or a Turkish error naming the missing field. */
export function singleFlatOf(body: {
  apartment_id?: number;
  building_id?: number;
  building_identifier?: string;
}): number | { buildingId: number; identifier: string } {
  if (body.apartment_id !== undefined) return body.apartment_id;
  const identifier = body.building_identifier?.trim();
  if (body.building_id !== undefined && identifier) return { buildingId: body.building_id, identifier };
  if (body.building_id !== undefined) {
    throw fieldError('building_identifier', 'Binadaki daire numarasını (building_identifier) yazınız.');
  }
  throw fieldError(
    'apartment_id',
    'Daireyi seçiniz (apartment_id, ya da building_id ile building_identifier).',
  );
}

/** The debt entry's income type under either name, or a Turkish error naming the field. */
export function debtTypeOf(body: { accounting_type_id?: number; type?: number }): number {
  const id = body.accounting_type_id ?? body.type;
  if (id === undefined) throw fieldError('accounting_type_id', 'Borç türünü (accounting_type_id) seçiniz.');
  return id;
}

/** The debt entry's buildings under either name, or a Turkish error naming the field. */
export function buildingIdsOf(body: { building_ids?: number[]; building_id?: number[] }): number[] {
  const ids = body.building_ids ?? body.building_id;
  if (ids === undefined) throw fieldError('building_ids', 'En az bir bina seçiniz.');
  return ids;
}

/** A text the product names `body` and the specification `message` (a ticket's first message). */
export function bodyOrMessage(input: { body?: string; message?: string }): string {
  const text = (input.body ?? input.message)?.trim();
  if (!text) throw fieldError('body', 'Talebin metnini (body veya message) yazınız.');
  return text;
}

/** §3's package order, which the specification also sends to POST /licence: the package and what it was shown. */
const Count = Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: MAX_ID })]);
export const LicenceOrderFields = {
  package_id: Type.Optional(Id),
  apartment_count: Type.Optional(Count),
  month: Type.Optional(Count),
};
