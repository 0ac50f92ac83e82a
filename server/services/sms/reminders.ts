/**
 * Reminder runs (docs/reminders.md): what a rule would send on a day (the preview), and the run that sends it once
 * per resident, rule and due date. A run takes the rule's lock, claims each reminder in reminder_sends (the unique
 * key holds across restarts, instances and manual runs) and queues the claimed SMS in the same transaction, so a
 * reminder is either claimed and queued, claimed and failed with the reason, or not at all. Claimed e-mails leave
 * right after the commit (reminderMail.ts).
 */
import { type CalendarDate, todayInIstanbul } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { pickChannel, type ReminderChannel } from '../../domain/reminders/channel';
import { isQuietHour, istanbulHour, sendTimeFor } from '../../domain/reminders/hours';
import { listedRuleId } from '../../domain/reminders/previewListing';
import {
  dueWindow,
  needsOldestDue,
  type ReminderTarget,
  reminderTargets,
} from '../../domain/reminders/targets';
import { type CompiledTemplate, compileTemplate, reminderFields } from '../../domain/reminders/template';
import { LINK_PLACEHOLDER, RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import {
  fieldValues,
  type LeftOut,
  recipientOf,
  type SmsPerson,
  type SmsRecipient,
  smsPhone,
  tooLong,
  totalParts,
} from '../../domain/smsRecipients';
import { accountsRepository } from '../../repositories/session/accounts';
import { type ReminderRule, reminderRulesRepository } from '../../repositories/sms/reminderRules';
import { reminderRunsRepository } from '../../repositories/sms/reminderRuns';
import { smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';
import type { MailSettings } from '../mail/sending';
import { type CampaignQueue, tooFewCredits } from './compose';
import { sendReminderMails } from './reminderMail';

export interface ReminderDeps {
  db: Executor;
  queue: CampaignQueue;
  /** The SMS provider's name, kept on each message. */
  provider: string;
  /** The public origin of the personal page links. */
  origin: string;
  /** The e-mail provider's settings (the app's config). */
  mail: MailSettings;
}

/** One reminder a rule would send: its target, the channel chosen, its text and where it goes. */
export type PlannedReminder = {
  target: ReminderTarget;
  name: string;
  /** The rule's template filled in, the link as its stand-in. */
  text: string;
} & ({ channel: 'sms'; sms: SmsRecipient } | { channel: 'email'; email: string });

export interface ReminderPlan {
  planned: PlannedReminder[];
  leftOut: LeftOut[];
}

export interface RunCounts {
  sent: number;
  failed: number;
  skipped: number;
}

const NO_CHANNEL = 'Kuralın kanallarından hiçbiriyle ulaşılamıyor.';
const NO_EMAIL = 'E-posta adresi yok ya da geri döndü';

const calendarOf = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

/**
 * A reminder a rule would send, its text not yet written: the run writes every text, the preview only a page of
 * them (previewRule).
 */
type DraftReminder = {
  target: ReminderTarget;
  name: string;
  person: SmsPerson;
  /** The template's field values for this reminder. */
  values: Partial<Record<string, string>>;
} & ({ channel: 'sms'; phone: string } | { channel: 'email'; email: string });

interface ReminderDrafts {
  drafts: DraftReminder[];
  leftOut: LeftOut[];
  template: CompiledTemplate;
}

/** Who a rule reminds on `date` (ISO), by which channel and with which field values; reminders already sent are not planned again. */
async function draftReminders(
  exec: Executor,
  rule: ReminderRule,
  date: string,
  origin: string,
): Promise<ReminderDrafts> {
  const template = compileTemplate(rule.template);
  const window = dueWindow(rule.offsetDays, date);
  const candidates = await reminderRunsRepository.candidates(exec, rule.accountId, rule.id, window, {
    oldestDue: needsOldestDue(rule),
    groups: rule.groupIds.length > 0,
  });
  const targets = reminderTargets(rule, date, candidates);
  if (targets.length === 0) return { drafts: [], leftOut: [], template };
  const ids = [...new Set(targets.map((t) => t.residentId))];
  // Flats and buildings are read only for a template that says them ({daire}, {bina}).
  const flats = template.keys.has('daire') || template.keys.has('bina');
  const people = await reminderRunsRepository.people(exec, rule.accountId, ids, { flats });
  const byId = new Map(people.map((p) => [p.residentId, p]));
  const order = rule.channels as ReminderChannel[];
  const account = await accountsRepository.find(exec, rule.accountId);
  const context = { assocName: account?.assocName ?? '', today: calendarOf(date), commercial: false };
  // The link is a stand-in as long as a real one; the real link is made when the SMS leaves (sending.ts).
  const link = `${origin}${RESIDENT_PAGE_PATH}${LINK_PLACEHOLDER}`;
  const result: ReminderDrafts = { drafts: [], leftOut: [], template };
  for (const target of targets) {
    const person = byId.get(target.residentId);
    if (!person) continue;
    // The debt and oldest due date come with the candidates: the SMS fields read the same figures as the rule.
    const extra = reminderFields(target, person, link);
    const reminded: SmsPerson = {
      ...person,
      nonMemberId: null,
      paymentCode: target.paymentCode,
      debt: target.residentOpen,
      oldestDue: target.oldestDue,
      extra,
    };
    const name = `${person.name} ${person.surname}`.trim();
    // The other fields (flat, building, days overdue …) are worked out only for a template that uses one.
    const values = template.ownFieldsOnly ? extra : fieldValues(reminded, context);
    const address = smsPhone(reminded, context.commercial);
    const channel = pickChannel(order, {
      email: person.email,
      emailBounced: person.emailBounced,
      sms: address.reason === null,
    });
    if (channel === 'email' && person.email) {
      result.drafts.push({ target, name, person: reminded, values, channel, email: person.email });
    } else if (channel === 'sms' && address.reason === null) {
      result.drafts.push({ target, name, person: reminded, values, channel, phone: address.phone });
    } else {
      const why = address.reason ?? NO_CHANNEL;
      const reason = order.includes('email') ? `${NO_EMAIL}; ${why}` : why;
      result.leftOut.push({ name, phone: address.phone, reason });
    }
  }
  return result;
}

/** A draft with its text written (and for an SMS, measured). */
function written(draft: DraftReminder, template: CompiledTemplate, rule: ReminderRule): PlannedReminder {
  const { target, name } = draft;
  const text = template.fill(draft.values).trim();
  if (draft.channel === 'email') return { target, name, text, channel: 'email', email: draft.email };
  const sms = recipientOf(draft.person, draft.phone, text, rule.template);
  return { target, name, text, channel: 'sms', sms };
}

/** Who a rule reminds on `date` (ISO) and what each one reads; reminders already sent are not planned again. */
export async function planReminders(
  exec: Executor,
  rule: ReminderRule,
  date: string,
  origin: string,
): Promise<ReminderPlan> {
  const { drafts, leftOut, template } = await draftReminders(exec, rule, date, origin);
  return { planned: drafts.map((draft) => written(draft, template, rule)), leftOut };
}

interface RunContext {
  accountId: number;
  ruleId: number;
  runId: number;
  userId: number | null;
  provider: string;
  now: Date;
}

const occasionOf = (ruleId: number, target: ReminderTarget) =>
  `rule:${ruleId}:${target.residentId}:${target.dueDate}`;

/** The SMS of a run: credits taken, one campaign, each message with its once-only occasion. */
async function sendBySms(tx: Executor, run: RunContext, items: SmsReminder[]) {
  if (items.length === 0) return { campaignId: null, sent: 0, failed: 0 };
  const recipients = items.map((item) => ({ ...item.sms, occasion: occasionOf(run.ruleId, item.target) }));
  const long = tooLong(recipients);
  const parts = totalParts(recipients);
  const refusal = long
    ? `Mesaj çok uzun: ${long.name} için ${long.parts} SMS tutuyor.`
    : (await smsCampaignsRepository.takeCredits(tx, run, run.accountId, parts)) === null
      ? tooFewCredits(parts, await smsCampaignsRepository.credits(tx, run.accountId))
      : null;
  if (refusal) {
    await reminderRunsRepository.fail(tx, run.runId, refusal);
    return { campaignId: null, sent: 0, failed: items.length };
  }
  const at = sendTimeFor(run.now);
  const campaign = await smsCampaignsRepository.insertCampaign(tx, {
    accountId: run.accountId,
    userId: run.userId,
    audience: 'debt_reminder',
    message: recipients[0]?.text ?? '',
    status: at > run.now ? 'scheduled' : 'queued',
    scheduledAt: at,
    recipients: recipients.length,
    parts,
  });
  await reminderRunsRepository.insertSms(
    tx,
    run,
    campaign,
    items.map((item) => ({
      residentId: item.target.residentId,
      name: item.sms.name,
      phone: item.sms.phone,
      text: item.sms.text,
      parts: item.sms.parts,
      occasion: occasionOf(run.ruleId, item.target),
    })),
  );
  return { campaignId: campaign.status === 'queued' ? campaign.id : null, sent: items.length, failed: 0 };
}

type SmsReminder = Extract<PlannedReminder, { channel: 'sms' }>;
type MailReminder = Extract<PlannedReminder, { channel: 'email' }>;

/**
 * Runs one rule for one day (ISO): whatever the rule's hour when `manual`. Reminders already sent are left out, so
 * a second run of the day, or two at once, sends nothing twice.
 */
export async function runReminderRule(
  deps: ReminderDeps,
  rule: ReminderRule,
  date: string,
  options: { manual: boolean; userId: number | null; now?: Date },
): Promise<RunCounts> {
  const now = options.now ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    await reminderRunsRepository.lockRule(tx, rule.id);
    const runId = await reminderRunsRepository.startRun(tx, {
      accountId: rule.accountId,
      ruleId: rule.id,
      date,
      manual: options.manual,
      userId: options.userId,
    });
    const { planned, leftOut } = await planReminders(tx, rule, date, deps.origin);
    const run = {
      accountId: rule.accountId,
      ruleId: rule.id,
      runId,
      userId: options.userId,
      provider: deps.provider,
      now,
    };
    const claimed = await reminderRunsRepository.claim(
      tx,
      run,
      planned.map((item) => ({
        residentId: item.target.residentId,
        dueDate: item.target.dueDate,
        channel: item.channel,
        openAmount: item.target.open,
      })),
    );
    const mine = planned.filter((item) => claimed.has(`${item.target.residentId}:${item.target.dueDate}`));
    const bySms = mine.filter((item): item is SmsReminder => item.channel === 'sms');
    const byMail = mine.filter((item): item is MailReminder => item.channel === 'email');
    return {
      run,
      sms: await sendBySms(tx, run, bySms),
      byMail,
      skipped: leftOut.length,
      claimed: claimed.size,
    };
  });
  const { run, sms, byMail, skipped } = result;
  await reminderRunsRepository.countSendsIfMany(deps.db, result.claimed);
  if (sms.campaignId !== null) await deps.queue.enqueue(sms.campaignId);
  const mail = await sendReminderMails(
    deps,
    run,
    byMail.map((item) => ({
      residentId: item.target.residentId,
      dueDate: item.target.dueDate,
      open: item.target.residentOpen,
      to: item.email,
      text: item.text,
    })),
  );
  const counts = { sent: sms.sent + mail.sent, failed: sms.failed + mail.failed, skipped };
  await reminderRunsRepository.finishRun(deps.db, run.runId, counts);
  return counts;
}

/** Which rule's people the preview lists, and which page of each of its two lists (1-based). */
export interface PreviewPaging {
  ruleId: number | null;
  page: number;
  leftOutPage: number;
  perPage: number;
}

const pageOf = <T>(rows: T[], page: number, perPage: number) =>
  rows.slice((page - 1) * perPage, page * perPage);

/**
 * What every active rule of the account would send on `date` (ISO): per rule how many are reached, by which
 * channel, the SMS credits of all of them and how many are left out; and one page of one rule's reminders (its texts
 * written) and of its people not reached. The rule asked for if active, else one that shows someone (listedRuleId).
 * An SMS's parts are counted without writing its text (CompiledTemplate.smsMeasure).
 */
export async function previewReminders(
  db: Db,
  accountId: number,
  date: string,
  origin: string,
  paging: PreviewPaging,
) {
  const { rows } = await reminderRulesRepository.list(db, accountId, null);
  const rules = [];
  // Each rule's pages are kept: which rule is listed is known only once every rule is counted.
  const pages = new Map<number, ReminderDrafts>();
  for (const rule of rows.filter((r) => r.active)) {
    const { drafts, leftOut, template } = await draftReminders(db, rule, date, origin);
    let sms = 0;
    let credits = 0;
    for (const draft of drafts) {
      if (draft.channel !== 'sms') continue;
      sms += 1;
      credits += template.smsMeasure(draft.values).parts;
    }
    rules.push({
      rule,
      reached: drafts.length,
      sms,
      credits,
      email: drafts.length - sms,
      leftOut: leftOut.length,
    });
    pages.set(rule.id, {
      drafts: pageOf(drafts, paging.page, paging.perPage),
      leftOut: pageOf(leftOut, paging.leftOutPage, paging.perPage),
      template,
    });
  }
  const listedId = listedRuleId(
    rules.map((r) => ({ ruleId: r.rule.id, reached: r.reached, leftOut: r.leftOut })),
    paging.ruleId,
  );
  const listed = rules.find((r) => r.rule.id === listedId)?.rule;
  const page = listed && pages.get(listed.id);
  const people =
    listed && page
      ? {
          ruleId: listed.id,
          recipients: page.drafts.map((draft) => written(draft, page.template, listed)),
          leftOut: page.leftOut,
        }
      : null;
  const credits = rules.reduce((sum, r) => sum + r.credits, 0);
  return { rules, people, credits, creditsLeft: await smsCampaignsRepository.credits(db, accountId) };
}

/** "Şimdi çalıştır": every active rule of the account for `date` (ISO), now. */
export async function runReminderDay(
  deps: ReminderDeps,
  actor: { accountId: number; userId: number | null },
  date: string,
): Promise<RunCounts> {
  const { rows } = await reminderRulesRepository.list(deps.db, actor.accountId, null);
  const total: RunCounts = { sent: 0, failed: 0, skipped: 0 };
  for (const rule of rows.filter((r) => r.active)) {
    const counts = await runReminderRule(deps, rule, date, { manual: true, userId: actor.userId });
    total.sent += counts.sent;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

/** The daily job's hour (server/plugins/reminderQueue.ts): every account's rules whose hour it is, for today. */
export async function runDueReminders(deps: ReminderDeps, now = new Date()): Promise<RunCounts[]> {
  const hour = istanbulHour(now);
  if (isQuietHour(hour)) return [];
  const { year, month, day } = todayInIstanbul(now);
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const results: RunCounts[] = [];
  for (const due of await reminderRulesRepository.dueAt(deps.db, hour)) {
    const rule = await reminderRulesRepository.findOrFail(deps.db, due.accountId, due.id);
    results.push(await runReminderRule(deps, rule, today, { manual: false, userId: null, now }));
  }
  return results;
}
