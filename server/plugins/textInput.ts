/**
 * Text the API refuses wherever it comes: a NUL character (U+0000) cannot be stored in a PostgreSQL text, so a
 * string holding one would fail in the query with a 500. Every string of a request's path, query and JSON body
 * (keys too) is checked before validation, so the handler and its queries never see one; multipart fields are
 * checked where they are read (server/schemas/communication/multipart.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

declare module 'fastify' {
  interface FastifySchema {
    /** An upload route (consumes multipart/form-data), marked in the OpenAPI document by the onRoute hook below. */
    'x-multipart'?: boolean;
  }
}

export const NUL_REFUSED =
  'Gönderilen bilgilerde geçersiz bir karakter (NUL) var. Lütfen bilgileri kontrol ediniz.';
const NUL_FIELD = 'Geçersiz karakter içeremez.';

/** The first place (`query.key`, `body.items.0.name`) of a string holding a NUL, or null. */
export function nulPlace(value: unknown, where: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? where : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const place = key.includes('\u0000') ? where : nulPlace(item, `${where}.${key}`);
    if (place) return place;
  }
  return null;
}

/** A 400 naming the field (its path without `body.`/`query.`/`params.`), as a validation error would. */
export function refuseNul(place: string): never {
  throw badRequest(NUL_REFUSED, { [place.replace(/^[a-z]+\./, '')]: NUL_FIELD });
}

export default fp(
  async function textInput(app: FastifyInstance) {
    // Multipart routes say so in the OpenAPI document too (fastify-swagger lists a request body only for a
    // JSON schema), so clients and the upload sweep (tests/api/shared/accessSweepInputEdges.test.ts) find them.
    app.addHook('onRoute', (route) => {
      if (route.schema?.consumes?.includes('multipart/form-data'))
        route.schema = { ...route.schema, 'x-multipart': true };
    });
    app.addHook('preValidation', async (request) => {
      const place =
        nulPlace(request.params, 'params') ??
        nulPlace(request.query, 'query') ??
        nulPlace(request.body, 'body');
      if (place) refuseNul(place);
    });
  },
  { name: 'textInput' },
);
