import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, customType, foreignKey, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A person's e-mail (residents, non-members; docs/mail.md): kept lower-cased, marked when it bounced for good. */
export const emailColumns = () => ({
  email: text(),
  /** A permanent refusal (SMTP 5xx): the next message goes by SMS until the address is changed. */
  emailBouncedAt: timestamp({ withTimezone: true }),
  /** "Duyuru e-postası istemiyor": no announcements, polls or news; receipts and statements still go. */
  emailOptOut: boolean().notNull().default(false),
});

/*
 * Ready for Citus by account_id (docs/scaling.md): a key between two of an account's tables is
 * (account_id, x_id) → parent (account_id, id), backed by the parent's unique (account_id, id), so a row can never
 * point at another account's row; every other unique key includes account_id. Keys to accounts, users,
 * operators and packages stay on id alone (tests/api/shared/tenantSchema.test.ts says why).
 */
/** A key between two of an account's tables, as the comment above says. */
export const tenantKey = (
  name: string,
  accountId: AnyPgColumn,
  column: AnyPgColumn,
  parent: { accountId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [accountId, column], foreignColumns: [parent.accountId, parent.id] });

/**
 * A kept total (kuruş) stays within MAX_TOTAL_KURUS of common/money.ts either way: exact as a JSON number and far
 * from bigint's end. The API answers a write that would pass it with a Turkish 400 (server/plugins/errors.ts knows
 * these checks by their `_total_limit` names).
 */
export const withinTotalLimit = (...columns: (AnyPgColumn | SQL)[]) =>
  sql.join(
    columns.map((column) => sql`(${column} BETWEEN -999999999999999 AND 999999999999999)`),
    sql` AND `,
  );
