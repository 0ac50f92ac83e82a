/**
 * Writes answer `{description, data}`. react-admin hands only the record to `onSuccess`, so the server's
 * Turkish description rides along here, keyed by the record object.
 */
const descriptions = new WeakMap<object, string>();

export function attachDescription<T extends object>(record: T, description: string | undefined): T {
  if (description) descriptions.set(record, description);
  return record;
}

export function descriptionOf(record: unknown): string | undefined {
  return record && typeof record === 'object' ? descriptions.get(record) : undefined;
}
