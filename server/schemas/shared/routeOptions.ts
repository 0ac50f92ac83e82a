import type { TSchema } from 'typebox';
import type { Access } from '../../plugins/auth';
import { authErrors } from './http';

/** The request parts a route validates. */
interface RequestParts {
  description?: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  consumes?: readonly string[];
}

/**
 * A route's options: who may call it, its OpenAPI tag, the request parts it validates and its answer, with the
 * error answers every authenticated route may give. `writes` only where the method and action say otherwise
 * (`routeWrites` in plugins/auth.ts): `{writes: false}` on a POST that only reads. `{idempotent: true}` on a money
 * write: it honours the `Idempotency-Key` header (plugins/idempotency.ts).
 */
export function routeOptions<Parts extends RequestParts, Answer extends TSchema>(
  access: Access,
  tag: string,
  parts: Parts,
  answer: Answer,
  effect: { writes?: boolean; idempotent?: boolean } = {},
) {
  return {
    config: { access, ...effect },
    schema: { tags: [tag], ...parts, response: { 200: answer, ...authErrors } },
  };
}
