import type { AxiosResponse } from 'axios';
import type { HttpError } from 'react-admin';
import { toHttpError } from '../dataProvider/errors';

/** The server's answer to most calls of the custom pages. */
export interface Described {
  description: string;
}

/** One call from a custom page: the answer's body, or an HttpError whose message is the server's description. */
export async function callApi<T>(request: () => Promise<AxiosResponse<T>>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw toHttpError(error as Parameters<typeof toHttpError>[0]);
  }
}

/** The per-field messages of a failed call (`errors` of the answer), for the form to show under each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error as HttpError).body?.errors ?? {};
}
