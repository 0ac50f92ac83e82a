import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantKey } from './columns';
import { apartments, residents } from './property';
import { accounts, users } from './session';

/** To-do (yapılacaklar): the manager's own list by day; done is set for several items at once. */
export const todos = pgTable(
  'todos',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    subject: text().notNull(),
    content: text().notNull().default(''),
    date: date({ mode: 'string' }).notNull(),
    done: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.date)],
);

/**
 * A document of the association (decision book pages, contracts, budgets): its file lives under
 * DATA_DIR/accounts/<account>/documents/ with a name the server makes; `file_name` is the name it is shown with.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    description: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** The name shown and downloaded with (docs/domain.md, "Input rules": parentheses and the first space removed). */
    fileName: text().notNull(),
    /** The stored file's name inside the account's documents folder (server-made, never from the client). */
    storedName: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.date),
    uniqueIndex('documents_account_file_name_unique').on(t.accountId, t.fileName),
  ],
);

/** Duyuru: shown to residents while passive = 1 (docs/domain.md, "Entities and states": 1 shows, 0 hides), with an optional file. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    userId: integer(),
    title: text().notNull(),
    content: text().notNull(),
    passive: smallint().notNull().default(1),
    fileName: text(),
    storedName: text(),
    mime: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    check('announcements_passive_check', sql`${t.passive} in (0, 1)`),
  ],
);

/** Talep / arıza: a resident's request or fault report, with its thread. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer(),
    apartmentId: integer(),
    subject: text().notNull(),
    category: text({ enum: ['fault', 'complaint', 'suggestion', 'other'] }).notNull(),
    status: text({ enum: ['open', 'in_progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tickets_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('tickets_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('tickets_apartment_id_fk', t.accountId, t.apartmentId, apartments),
    index().on(t.accountId, t.status, t.updatedAt),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    ticketId: integer().notNull(),
    /** Who wrote it: a user of the back office, or the resident (from the resident page). */
    userId: integer(),
    fromResident: boolean().notNull().default(false),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('ticket_messages_ticket_id_fk', t.accountId, t.ticketId, tickets).onDelete('cascade'),
    index().on(t.ticketId, t.createdAt),
  ],
);

/** The conversation between the management and one resident (SMS out, resident page both ways). */
export const residentMessages = pgTable(
  'resident_messages',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    residentId: integer().notNull(),
    userId: integer(),
    fromResident: boolean().notNull().default(false),
    body: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('resident_messages_resident_id_fk', t.accountId, t.residentId, residents),
    index().on(t.accountId, t.residentId, t.createdAt),
  ],
);

/** The bell: what happened that a manager should see, read or unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** ticket, ticket_reply, resident_message, survey_ending, sms_failed, dues_run, licence_ending */
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** Where a click leads in the app (a path), if anywhere. */
    link: text(),
    /** Written once per occasion (a dues run, a licence's last 15 days). */
    occasion: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.accountId, t.createdAt),
    uniqueIndex('notifications_occasion_unique').on(t.accountId, t.kind, t.occasion),
    unique('notifications_account_id_id_unique').on(t.accountId, t.id),
  ],
);

/**
 * Who has read which notification (issue 28): the read state is per user, so what one user of an account reads
 * stays unread for the others. A main user acting in a branch reads the branch's notifications as itself, so
 * user_id may be a user of the parent account (a key to users stays on id alone: tests/api/shared/tenantSchema.test.ts).
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    notificationId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId, t.notificationId] }),
    tenantKey('notification_reads_notification_id_fk', t.accountId, t.notificationId, notifications).onDelete(
      'cascade',
    ),
  ],
);
