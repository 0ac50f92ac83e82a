import type { AxiosError, AxiosInstance } from 'axios';
import type { ApiRequest } from './apiMapping';
import { toHttpError } from './errors';

/** One API call: a JSON answer by default, or a file (`blob`, e.g. a receipt PDF). */
export interface ApiCall extends ApiRequest {
  responseType?: 'json' | 'blob';
  /** Told the upload's progress in percent (an import's rows). */
  onUploadProgress?: (percent: number) => void;
  /**
   * A money write the server keeps once per `Idempotency-Key` (server/plugins/idempotency.ts): when its answer is
   * lost on the way (no answer, or 502/503/504 from a proxy) it is sent again with the same key, so the server
   * answers the first result instead of writing twice.
   */
  idempotent?: boolean;
}

/** Sends one call through the app's HTTP client; resolves to the answer's body or rejects with an HttpError. */
export type Send = <T>(call: ApiCall) => Promise<T>;

/** The server's answer to a write: its Turkish `description` and, for most writes, the record. */
export interface WriteAnswer<T = undefined> {
  description: string;
  data?: T;
}

/** A write whose answer always carries the record (or the result) it made. */
export type WriteResult<T> = Required<WriteAnswer<T>>;

/** The server's answer to a read of one thing: `{data}`. */
export interface ReadAnswer<T> {
  data: T;
}

/** An error answer asked for as a blob is a Blob too: read it back into the server's JSON `{description}`. */
async function readBlobError(error: AxiosError): Promise<AxiosError> {
  const data = error.response?.data;
  if (error.response && typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await data.text());
    } catch {
      error.response.data = {};
    }
  }
  return error;
}

/**
 * A fresh key for one submit. `crypto.randomUUID` exists only on HTTPS or localhost; the office network serves the
 * app over plain HTTP too, where `getRandomValues` still does.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Waits before each resend of a money write whose answer was lost: the server or its proxy may be restarting. */
export const RESEND_DELAYS_MS = [500, 1500];

/** No answer reached the browser (the connection dropped, a proxy gave up): the write may or may not have happened. */
function answerLost(error: unknown): boolean {
  const status = (error as AxiosError).response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSend(http: AxiosInstance, delays: readonly number[] = RESEND_DELAYS_MS): Send {
  return async <T>(call: ApiCall): Promise<T> => {
    // One key per call, that is per submit: every resend below (and the HTTP client's resend after renewing the
    // session, which reuses the request's headers) carries the same one.
    const headers = call.method === 'GET' ? undefined : { 'Idempotency-Key': newIdempotencyKey() };
    const request = () =>
      http.request<T>({
        method: call.method,
        url: call.url,
        params: call.params,
        data: call.data,
        headers,
        responseType: call.responseType ?? 'json',
        onUploadProgress: call.onUploadProgress
          ? (event) => {
              if (event.total) call.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
            }
          : undefined,
      });
    for (let attempt = 0; ; attempt++) {
      try {
        return (await request()).data;
      } catch (error) {
        const delay = delays[attempt];
        if (call.idempotent && delay !== undefined && answerLost(error)) {
          await sleep(delay);
          continue;
        }
        throw toHttpError(await readBlobError(error as AxiosError));
      }
    }
  };
}

/** A list answer with the totals of every matching row. */
export interface ListWithTotals<T, A> {
  Records: T[];
  TotalRecords: number;
  Page?: number;
  PerPage?: number;
  AdditionalData?: A;
}

/** One page of a paged list: the API counts pages from 1. */
export type PageArgs = { page: number; per_page: number };
