import { Type } from 'typebox';
import { fieldError } from '../../errors';
import { Id } from './http';

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
