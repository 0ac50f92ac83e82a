import type { AxiosError, AxiosInstance } from 'axios';
import type { ApiRequest } from './apiMapping';
import { toHttpError } from './errors';

/** One API call: a JSON answer by default, or a file (`blob`, e.g. a receipt PDF). */
export interface ApiCall extends ApiRequest {
  responseType?: 'json' | 'blob';
  /** Told the upload's progress in percent (an import's rows). */
  onUploadProgress?: (percent: number) => void;
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

export function createSend(http: AxiosInstance): Send {
  return async <T>(call: ApiCall): Promise<T> => {
    try {
      const response = await http.request<T>({
        method: call.method,
        url: call.url,
        params: call.params,
        data: call.data,
        responseType: call.responseType ?? 'json',
        onUploadProgress: call.onUploadProgress
          ? (event) => {
              if (event.total) call.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
            }
          : undefined,
      });
      return response.data;
    } catch (error) {
      throw toHttpError(await readBlobError(error as AxiosError));
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
