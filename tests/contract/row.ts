import type { FormFile } from '../api/helpers/multipartBody';
import type { Scene } from './scene';

/** What a call of the specification answers: a list (`Records`), one record (`data`), a message, a file, a session. */
export type Shape = 'list' | 'record' | 'message' | 'file' | 'session';

/**
 * One call as a client written from the specification sends it (the path with `{name}` filled from `params`). A
 * value may be a scene id read by name: the runner refuses one that is missing.
 */
export interface Request {
  params?: Record<string, number | string | undefined>;
  query?: Record<string, number | string | boolean | undefined>;
  body?: Record<string, unknown>;
  /** A multipart/form-data body instead of JSON. */
  form?: { fields: Record<string, string | number | undefined>; file?: FormFile };
  /** Another caller than the scene's owner (null: no token). */
  headers?: Record<string, string> | null;
}

export interface ContractRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the specification writes it. */
  path: string;
  shape: Shape;
  /** The smallest request the specification describes; may first make what it needs (a code sent by SMS …). */
  request: (s: Scene) => Request | Promise<Request>;
  /** Which fields the row sends and why, where the specification is silent on the body. */
  why?: string;
  /** The same call's second form in §7 (another query on the same path), checked by the same row. */
  also?: { shape: Shape; request: (s: Scene) => Request | Promise<Request> };
  /** What a user would notice beyond the shape (one monthly job, not two …), checked after the first answer. */
  check?: (s: Scene, body: Record<string, unknown>) => void | Promise<void>;
  /** The test's time limit in ms, where the server does slow work (reading an Excel file in a worker). */
  timeout?: number;
  /** Why the row cannot pass yet (the test is `it.todo`). */
  todo?: string;
}
