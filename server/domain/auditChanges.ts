/** What an audit row shows: the fields it touched, each with its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Shown instead of a secret's value. */
export const MASKED = '••••••';

/** Fields that hold a secret whatever their table: password and code hashes, tokens, the logo's secret key. */
const SECRET_FIELD = /password|hash|token|secret/i;
const SECRET_FIELDS = new Set(['logo', 'logoKey']);
/** Tables whose every value is a secret or leads to one. */
const SECRET_TABLES = new Set(['one_time_codes', 'refresh_tokens']);
/** The same on every row of an account's log: nothing to read. */
const NOISE_FIELDS = new Set(['accountId']);

type Row = Record<string, unknown>;

/** A stored before/after as fields; a value that is not an object (a bulk change's list) is one field. */
function fieldsOf(value: unknown): Row | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Row) : { value };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const mask = (table: string, field: string, value: unknown) =>
  value !== null &&
  value !== undefined &&
  (SECRET_TABLES.has(table) || SECRET_FIELD.test(field) || SECRET_FIELDS.has(field))
    ? MASKED
    : (value ?? null);

/**
 * The fields an audit row shows, secrets masked: every field with a value of an added or deleted record; for an
 * update only those whose value changed (an update that stored only its new values, such as `{deletedAt}`, shows
 * those).
 */
export function auditChanges(
  table: string,
  action: 'insert' | 'update' | 'delete',
  before: unknown,
  after: unknown,
): FieldChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})]);
  return [...fields]
    .filter((field) => !NOISE_FIELDS.has(field))
    .filter((field) =>
      action === 'update'
        ? !now || (field in now && !same(old?.[field], now[field]))
        : (old?.[field] ?? now?.[field] ?? null) !== null,
    )
    .map((field) => ({
      field,
      before: mask(table, field, old?.[field]),
      after: mask(table, field, now?.[field]),
    }));
}
