import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { apartments } from './property';
import { accounts } from './session';

/** A visit (ziyaret) to a flat: who came, when, and when they left. */
export const guests = pgTable(
  'guests',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    apartmentId: integer().notNull(),
    name: text().notNull(),
    phone: text(),
    /** Vehicle plate, as written (34 ABC 123). */
    plate: text(),
    arrivedAt: timestamp({ withTimezone: true }).notNull(),
    leftAt: timestamp({ withTimezone: true }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('guests_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    index().on(t.accountId, t.arrivedAt),
    index().on(t.apartmentId),
  ],
);
