import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { accountingTypes } from './definitions';
import { accounts } from './session';

/** Personel: a doorman, cleaner, gardener … of the association, with the buildings they work in. */
export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    phone: text(),
    /** The buildings they work in (ids of the same account, checked by the service). */
    buildingIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    startDate: date({ mode: 'string' }).notNull(),
    /** Kept as text as sent (docs/domain.md, "Input rules"); the national id is still checked as a TCKN. */
    nationalId: text(),
    insuranceNo: text(),
    /** doorman, cleaner, gardener, security, technician, manager, other */
    role: text().notNull(),
    monthlyWage: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    iban: text(),
    /** Left the job: kept for the payments and leave already recorded. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('staff_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** Personel izinleri: the account's leave types, whether paid and whether counted against the annual entitlement. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    paid: boolean().notNull().default(true),
    countsAgainstAnnual: boolean().notNull().default(false),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('leave_types_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId)],
);

/** A leave taken by a staff member: its working days exclude weekends and Turkish public holidays. */
export const vacations = pgTable(
  'vacations',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    staffId: integer().notNull(),
    leaveTypeId: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    workingDays: integer().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('vacations_staff_id_fk', t.accountId, t.staffId, staff),
    tenantKey('vacations_leave_type_id_fk', t.accountId, t.leaveTypeId, leaveTypes),
    index().on(t.accountId, t.startDate),
    index().on(t.staffId),
    check('vacations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A payment to a staff member; its amount, date and cash account are on its ledger row (cash_movements). */
export const staffPayments = pgTable(
  'staff_payments',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    staffId: integer().notNull(),
    kind: text({ enum: ['wage', 'advance', 'bonus', 'other'] }).notNull(),
    accountingTypeId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('staff_payments_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('staff_payments_staff_id_fk', t.accountId, t.staffId, staff),
    tenantKey('staff_payments_accounting_type_id_fk', t.accountId, t.accountingTypeId, accountingTypes),
    index().on(t.accountId),
    index().on(t.staffId),
  ],
);
