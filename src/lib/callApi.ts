import type { AxiosResponse } from 'axios';
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

export { fieldErrorsOf } from '../dataProvider/errors';
