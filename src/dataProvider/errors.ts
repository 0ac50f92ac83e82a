import { HttpError } from 'react-admin';

interface ErrorLike {
  response?: { status: number; data?: unknown };
  message?: string;
}

const NETWORK_ERROR = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.';

/**
 * An axios error becomes react-admin's HttpError whose message is the server's Turkish `description`
 * and whose body keeps `errors` for the form (react-admin shows `body.errors` under each field) and `data`.
 */
export function toHttpError(error: ErrorLike): HttpError {
  if (!error.response) return new HttpError(NETWORK_ERROR, 0);
  const { status, data } = error.response;
  const body = (data && typeof data === 'object' ? data : {}) as {
    description?: string;
    errors?: Record<string, string>;
    data?: unknown;
  };
  const message = body.description || `Sunucu hatası (${status}).`;
  return new HttpError(message, status, {
    ...(body.errors ? { errors: body.errors } : {}),
    description: message,
    // A refused import names its problem rows here.
    ...(body.data !== undefined ? { data: body.data } : {}),
  });
}

/** The per-field messages of a failed call (`errors` of the answer), for the form to show under each field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error as HttpError).body?.errors ?? {};
}
