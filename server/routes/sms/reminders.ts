import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { fieldError } from '../../errors';
import { dateOr, todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { reminderRulesRepository } from '../../repositories/sms/reminderRules';
import { reminderRunsRepository } from '../../repositories/sms/reminderRuns';
import { type App, Id, Message, PageQuery, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  DateBody,
  dmyOf,
  PREVIEW_PER_PAGE,
  PreviewQuery,
  PreviewSchema,
  RuleBody,
  RuleSchema,
  RunAnswer,
  RunRow,
  ruleJson,
} from '../../schemas/sms/reminders';
import { accountActorOf } from '../../services/shared/sessions';
import { reminderRules } from '../../services/sms/reminderRules';
import { previewReminders, runReminderDay } from '../../services/sms/reminders';

const area = 'sms' as const;
const tag = 'sms';
const IdParams = Type.Object({ id: Id });

/** Tomorrow in Istanbul, ISO: what the preview shows when no day is asked. */
function tomorrowIso(): string {
  const today = new Date(`${todayIso()}T00:00:00Z`);
  return new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Reminder rules, their preview, the manual run and the runs' history (docs/reminders.md). */
export default async function reminderRoutes(app: App) {
  const deps = () => ({
    db: app.db,
    queue: app.smsQueue,
    provider: app.sms.name,
    origin: app.config.publicUrl,
    mail: app.config,
  });

  listRoute(app, {
    path: '/reminder/rules',
    access: { area, action: 'list' },
    tag,
    description: 'The reminder rules, each with its effect (reminded debts paid within 7 days).',
    query: { page: PageQuery.page, per_page: PageQuery.per_page },
    item: RuleSchema,
    read: async (db, session, { page }) => reminderRules.list(db, session.accountId, page),
    json: ({ rule, effect }) => ruleJson(rule, effect),
  });

  app.get(
    '/reminder/rules/:id',
    routeOptions({ area, action: 'show' }, tag, { params: IdParams }, WriteAnswer(RuleSchema)),
    async (request) => {
      const rule = await reminderRulesRepository.findOrFail(
        app.db,
        sessionOf(request).accountId,
        request.params.id,
      );
      return { description: '', data: ruleJson(rule) };
    },
  );

  app.post(
    '/reminder/rules',
    routeOptions({ area, action: 'create' }, tag, { body: RuleBody }, WriteAnswer(RuleSchema)),
    async (request) => {
      const rule = await reminderRules.create(app.db, accountActorOf(sessionOf(request)), request.body);
      return { description: 'Hatırlatma kuralı eklendi.', data: ruleJson(rule) };
    },
  );

  app.put(
    '/reminder/rules/:id',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { params: IdParams, body: RuleBody },
      WriteAnswer(RuleSchema),
    ),
    async (request) => {
      const actor = accountActorOf(sessionOf(request));
      const rule = await reminderRules.update(app.db, actor, request.params.id, request.body);
      return { description: 'Hatırlatma kuralı güncellendi.', data: ruleJson(rule) };
    },
  );

  app.delete(
    '/reminder/rules/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: IdParams }, Message),
    async (request) => {
      await reminderRules.remove(app.db, accountActorOf(sessionOf(request)), request.params.id);
      return { description: 'Hatırlatma kuralı silindi.' };
    },
  );

  app.get(
    '/reminder/preview',
    routeOptions(
      { area, action: 'list' },
      tag,
      {
        description:
          "What each active rule sends on the day (tomorrow by default): per rule the reminders by channel, the SMS credits and the residents not reached; then one page of one rule's reminders with their texts and of its residents not reached (rule_id, page, left_out_page, per_page).",
        querystring: PreviewQuery,
      },
      WriteAnswer(PreviewSchema),
    ),
    async (request) => {
      const { query } = request;
      const date = dateOr(query.date, 'date', tomorrowIso());
      const paging = {
        ruleId: query.rule_id ?? null,
        page: query.page ?? 1,
        leftOutPage: query.left_out_page ?? 1,
        perPage: query.per_page ?? PREVIEW_PER_PAGE,
      };
      const preview = await previewReminders(
        app.db,
        sessionOf(request).accountId,
        date,
        app.config.publicUrl,
        paging,
      );
      const reached = preview.rules.reduce((sum, r) => sum + r.reached, 0);
      const { people } = preview;
      return {
        description: `${dmyOf(date)}: ${reached} hatırlatma, ${preview.credits} SMS kredisi.`,
        data: {
          date: dmyOf(date),
          rules: preview.rules.map(({ rule, reached, sms, credits, email, leftOut }) => ({
            rule_id: rule.id,
            name: rule.name,
            send_hour: rule.sendHour,
            reached,
            sms,
            credits,
            email,
            left_out: leftOut,
          })),
          people: people && {
            rule_id: people.ruleId,
            page: paging.page,
            left_out_page: paging.leftOutPage,
            per_page: paging.perPage,
            recipients: people.recipients.map((item) => ({
              resident_id: item.target.residentId,
              name: item.name,
              channel: item.channel,
              to: item.channel === 'sms' ? item.sms.phone : item.email,
              due_date: dmyOf(item.target.dueDate),
              text: item.text,
              parts: item.channel === 'sms' ? item.sms.parts : 0,
            })),
            left_out: people.leftOut.map(({ name, reason }) => ({ name, reason })),
          },
          credits: preview.credits,
          credits_left: preview.creditsLeft,
          enough: preview.creditsLeft >= preview.credits,
        },
      };
    },
  );

  app.post(
    '/reminder/run',
    routeOptions(
      { area, action: 'send' },
      tag,
      {
        description: 'Runs every active rule for the day now, whatever their hour; sends nothing twice.',
        body: DateBody,
      },
      WriteAnswer(RunAnswer),
    ),
    async (request) => {
      const session = sessionOf(request);
      const date = dateOr(request.body.date, 'date', '');
      if (!date) throw fieldError('date', 'Çalıştırılacak günü yazın (GG.AA.YYYY).');
      const counts = await runReminderDay(
        deps(),
        { accountId: session.accountId, userId: session.userId },
        date,
      );
      return {
        description: `${dmyOf(date)} hatırlatmaları: ${counts.sent} gönderildi, ${counts.failed} gönderilemedi, ${counts.skipped} kişiye ulaşılamadı.`,
        data: { date: dmyOf(date), ...counts },
      };
    },
  );

  listRoute(app, {
    path: '/reminder/runs',
    access: { area, action: 'list' },
    tag,
    description: 'Each run of a rule, newest first: what went out, what failed and why.',
    query: { page: PageQuery.page, per_page: PageQuery.per_page },
    item: RunRow,
    read: (db, session, { page }) => reminderRunsRepository.runs(db, session.accountId, page),
    json: (row) => ({
      id: row.id,
      rule_id: row.rule_id,
      rule_name: row.rule_name,
      date: isoToDmy(row.date) ?? row.date,
      manual: row.manual,
      started_at: new Date(row.started_at).toISOString(),
      finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      sent: row.sent,
      failed: row.failed,
      skipped: row.skipped,
      errors: row.errors ?? [],
    }),
  });
}
