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

/** Fields whose value is the id of another record of the account, and the kind of that record. */
export const REFERENCE_FIELDS = {
  cashAccountId: 'cashAccount',
  accountingTypeId: 'accountingType',
  buildingId: 'building',
  apartmentId: 'apartment',
  residentId: 'resident',
  currentAccountId: 'currentAccount',
  groupId: 'group',
} as const;

export type ReferenceField = keyof typeof REFERENCE_FIELDS;
export type ReferenceKind = (typeof REFERENCE_FIELDS)[ReferenceField];

const isReference = (field: string): field is ReferenceField => field in REFERENCE_FIELDS;
const asId = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The ids the changes point to, per kind of record, each once. */
export function referencedIds(changes: FieldChange[]): Map<ReferenceKind, number[]> {
  const ids = new Map<ReferenceKind, Set<number>>();
  for (const { field, before, after } of changes) {
    if (!isReference(field)) continue;
    const kind = REFERENCE_FIELDS[field];
    for (const id of [asId(before), asId(after)]) {
      if (id !== null) ids.set(kind, (ids.get(kind) ?? new Set()).add(id));
    }
  }
  return new Map([...ids].map(([kind, set]) => [kind, [...set]]));
}

/** A change whose values point to other records, with those records' names (null: none found). */
export interface NamedChange extends FieldChange {
  beforeName?: string | null;
  afterName?: string | null;
}

/** A change with the names of the records its values point to, when its field points to records. */
export function namedChange(
  change: FieldChange,
  names: Map<ReferenceKind, Map<number, string>>,
): NamedChange {
  if (!isReference(change.field)) return change;
  const of = names.get(REFERENCE_FIELDS[change.field]);
  const nameOf = (value: unknown) => {
    const id = asId(value);
    return id === null ? null : (of?.get(id) ?? null);
  };
  return { ...change, beforeName: nameOf(change.before), afterName: nameOf(change.after) };
}
