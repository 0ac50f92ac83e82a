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
import { buildings, residents } from './property';
import { accounts } from './session';

/**
 * Every SMS the product sends, with its parts and status: queued (waiting for the queue), sending, sent (the
 * gateway took it), delivered, failed (with the gateway's code and a Turkish reason), or cancelled (a later send
 * called off). One-time codes have no campaign; every other message belongs to one.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial().primaryKey(),
    /** Required: a code sent before there is an account goes to platform_sms_messages (docs/scaling.md, item 9). */
    accountId: integer().notNull(),
    campaignId: integer(),
    residentId: integer(),
    nonMemberId: integer(),
    /** The recipient's name as it was when the message was written. */
    recipientName: text(),
    toPhone: text().notNull(),
    text: text().notNull(),
    parts: integer().notNull(),
    kind: text().notNull(),
    /** An automatic message's occasion (a birthday's year, a debt, a collection): sent at most once. */
    occasion: text(),
    status: text().notNull().default('sent'),
    provider: text().notNull(),
    /** How many times the gateway was tried (transient errors are tried again with backoff). */
    attempts: integer().notNull().default(0),
    /** When a worker last claimed it (status sending): a claim 30 minutes old was cut short (docs/reminders.md). */
    claimedAt: timestamp({ withTimezone: true }),
    /** The gateway's id of the send (Netgsm's jobid), for its delivery report. */
    providerJobId: text(),
    /** A refused or undelivered message: the gateway's code and what it means, in Turkish. */
    errorCode: text(),
    error: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the delivery report said delivered or failed. */
    reportedAt: timestamp({ withTimezone: true }),
    /** When the parts of a failed or cancelled message went back to the account's credits. */
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey('sms_messages_campaign_id_fk', t.accountId, t.campaignId, smsCampaigns),
    index().on(t.accountId, t.createdAt),
    index().on(t.providerJobId),
    index().on(t.campaignId, t.status),
    // The stale claims' sweep (server/services/sms/reminderStale.ts) reads only the few messages being sent.
    index('sms_messages_sending').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    uniqueIndex('sms_messages_occasion_unique').on(t.accountId, t.kind, t.occasion),
  ],
);

/** An SMS template: a message with merge fields ({ad}, {borc} …) the compose page starts from. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    /** 1 general, 2 debt reminder, 3 birthday, 4 payment receipt, 5 announcement (common/smsFields.ts). */
    type: smallint().notNull().default(1),
    message: text().notNull(),
    /** A commercial message (İYS): sent only to residents who consented. */
    commercial: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_templates_account_id_id_unique').on(t.accountId, t.id),
    uniqueIndex('sms_templates_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/**
 * A recurring send (an SMS job: docs/domain.md, "Audiences and the send payload"): every month on `day` at hour:minute (Istanbul) to the listed residents,
 * until `last_date`. job_type 0 is monthly, the only kind the client sends.
 */
export const smsJobs = pgTable(
  'sms_jobs',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    jobType: smallint().notNull().default(0),
    day: smallint().notNull(),
    hour: smallint().notNull(),
    minute: smallint().notNull(),
    lastDate: date({ mode: 'string' }).notNull(),
    message: text().notNull(),
    templateId: integer(),
    residentIds: integer().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_jobs_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('sms_jobs_template_id_fk', t.accountId, t.templateId, smsTemplates).onDelete('set null'),
    index().on(t.accountId),
    check('sms_jobs_day_check', sql`${t.day} between 1 and 31`),
    check('sms_jobs_hour_check', sql`${t.hour} between 0 and 23`),
    check('sms_jobs_minute_check', sql`${t.minute} between 0 and 59`),
  ],
);

/**
 * One send to many (a campaign): what was written, to which audience, when it leaves. Credits for every part are
 * taken when it is accepted; a recurring job's month is one campaign (unique job + occurrence: sent once however
 * many server instances run the scheduler).
 */
export const smsCampaigns = pgTable(
  'sms_campaigns',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** Who sent it; null for automatic and recurring sends. */
    userId: integer(),
    /** residents, buildings, groups, debtors, non_members, recurring, birthday, debt_reminder, payment. */
    audience: text().notNull(),
    message: text().notNull(),
    templateId: integer(),
    commercial: boolean().notNull().default(false),
    /** scheduled (a later send), queued, done, cancelled, or refused (a recurring month that could not go). */
    status: text().notNull(),
    /** Why a recurring month was refused (too few credits, nobody to reach), in Turkish. */
    note: text(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    recipients: integer().notNull(),
    parts: integer().notNull(),
    smsJobId: integer(),
    /** YYYY-MM: the month of a recurring job this campaign is. */
    occurrence: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sms_campaigns_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('sms_campaigns_template_id_fk', t.accountId, t.templateId, smsTemplates).onDelete('set null'),
    tenantKey('sms_campaigns_sms_job_id_fk', t.accountId, t.smsJobId, smsJobs).onDelete('set null'),
    index().on(t.accountId, t.createdAt),
    index().on(t.status, t.scheduledAt),
    uniqueIndex('sms_campaigns_job_occurrence_unique').on(t.accountId, t.smsJobId, t.occurrence),
  ],
);

/** Anket: a question with options, open until its end date; votes counted by head or by land share (arsa payı). */
export const surveys = pgTable(
  'surveys',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    title: text().notNull(),
    question: text().notNull(),
    /** The last day votes are taken (Istanbul). */
    endDate: date({ mode: 'string' }).notNull(),
    /** head: one vote per resident; land: each vote weighs the land shares of the voter's flats (KMK). */
    weighting: text({ enum: ['head', 'land'] })
      .notNull()
      .default('head'),
    createdAt: createdAt(),
  },
  (t) => [unique('surveys_account_id_id_unique').on(t.accountId, t.id), index().on(t.accountId, t.createdAt)],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    text: text().notNull(),
    position: smallint().notNull(),
  },
  (t) => [
    unique('survey_options_account_id_id_unique').on(t.accountId, t.id),
    tenantKey('survey_options_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    index().on(t.surveyId),
  ],
);

/** One vote per resident per poll: a later vote replaces the earlier one until the end date. */
export const surveyVotes = pgTable(
  'survey_votes',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    residentId: integer().notNull(),
    optionId: integer().notNull(),
    votedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('survey_votes_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_votes_resident_id_fk', t.accountId, t.residentId, residents),
    tenantKey('survey_votes_option_id_fk', t.accountId, t.optionId, surveyOptions).onDelete('cascade'),
    primaryKey({ columns: [t.surveyId, t.residentId] }),
    index().on(t.accountId),
  ],
);

/**
 * Who a poll was sent to: one row per resident reached by a poll SMS (the latest send's campaign), so the
 * results can say who of those asked did not vote.
 */
export const surveySends = pgTable(
  'survey_sends',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    residentId: integer().notNull(),
    campaignId: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey('survey_sends_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_sends_resident_id_fk', t.accountId, t.residentId, residents).onDelete('cascade'),
    tenantKey('survey_sends_campaign_id_fk', t.accountId, t.campaignId, smsCampaigns),
    primaryKey({ columns: [t.surveyId, t.residentId] }),
    index().on(t.accountId),
  ],
);

/**
 * The buildings a poll was sent to. With survey_sends (the residents its SMS reached) they are the poll's audience:
 * the residents with a current flat in one of these buildings, or reached by its SMS and still with a current
 * flat. Only they may vote and only their votes count; a poll never sent asks every resident with a current flat.
 */
export const surveyBuildings = pgTable(
  'survey_buildings',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    surveyId: integer().notNull(),
    buildingId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.surveyId, t.buildingId] }),
    tenantKey('survey_buildings_survey_id_fk', t.accountId, t.surveyId, surveys).onDelete('cascade'),
    tenantKey('survey_buildings_building_id_fk', t.accountId, t.buildingId, buildings).onDelete('cascade'),
  ],
);
