import { type Static, Type } from 'typebox';
import { SMS_AUDIENCES, SMS_STATUSES, type SmsAudience, type SmsStatus } from '../../../common/smsFields';
import { dateOr } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { smsReportsRepository as repo, type SmsReportFilters } from '../../repositories/sms/smsReports';
import {
  type App,
  DmyInput,
  KeyQuery,
  ListAnswer,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';

const access = { area: 'sms', action: 'list' } as const;
const tag = 'sms';

const literals = <T extends string>(values: T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const StatusSchema = literals(Object.keys(SMS_STATUSES) as SmsStatus[]);
const AudienceSchema = literals(Object.keys(SMS_AUDIENCES) as SmsAudience[]);

const ReportQuery = Type.Object({
  ...PageQuery,
  /** DD.MM.YYYY, Istanbul days, both inclusive, on the day the message was written. */
  start_date: Type.Optional(Nullable(DmyInput)),
  end_date: Type.Optional(Nullable(DmyInput)),
  status: Type.Optional(Nullable(StatusSchema)),
  audience: Type.Optional(Nullable(AudienceSchema)),
  /** The recipient's name or digits of the phone. */
  key: KeyQuery,
});

const MessageRowSchema = Type.Object({
  id: Type.Integer(),
  campaign_id: Nullable(Type.Integer()),
  /** ISO timestamps */
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
  name: Nullable(Type.String()),
  phone: Type.String(),
  text: Type.String(),
  parts: Type.Integer(),
  status: Type.String(),
  error_code: Nullable(Type.String()),
  /** Why it failed, in Turkish. */
  error: Nullable(Type.String()),
  audience: Type.String(),
});

const CampaignRowSchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  scheduled_at: Type.String(),
  audience: Type.String(),
  message: Type.String(),
  /** scheduled, queued, reporting (all left, a delivery report awaited), done, cancelled, refused. */
  status: Type.String(),
  recipients: Type.Integer(),
  parts: Type.Integer(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  /** Scheduled, queued, sending or sent (not yet reported delivered or failed). */
  pending: Type.Integer(),
});

function filtersOf(query: Static<typeof ReportQuery>): SmsReportFilters {
  return {
    startDate: dateOr(query.start_date, 'start_date', '') || null,
    endDate: dateOr(query.end_date, 'end_date', '') || null,
    status: query.status ?? null,
    audience: query.audience ?? null,
    key: query.key?.trim() || null,
  };
}

type MessageRow = Awaited<ReturnType<typeof repo.messages>>['rows'][number];
const messageJson = (m: MessageRow) => ({
  id: m.id,
  campaign_id: m.campaignId,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
  name: m.name,
  phone: m.phone,
  text: m.text,
  parts: m.parts,
  status: m.status,
  error_code: m.errorCode,
  error: m.error,
  audience: m.audience,
});

type CampaignRow = Awaited<ReturnType<typeof repo.campaigns>>['rows'][number];
const campaignJson = (c: CampaignRow) => ({
  id: c.id,
  created_at: c.createdAt.toISOString(),
  scheduled_at: c.scheduledAt.toISOString(),
  audience: c.audience,
  message: c.message,
  // Handed to the gateway is not yet done for the manager while reports are awaited ("37 bekliyor").
  status: c.status === 'done' && c.pending > 0 ? 'reporting' : c.status,
  recipients: c.recipients,
  parts: c.parts,
  delivered: c.delivered,
  failed: c.failed,
  pending: c.pending,
});

/** SMS reports, sends and credits (docs/sms.md "Reports", "Credits"). */
export default async function smsReportRoutes(app: App) {
  app.get(
    '/sms/reports',
    routeOptions(
      access,
      tag,
      {
        description: 'Every message the account sent, newest first; one-time codes are not among them.',
        querystring: ReportQuery,
      },
      ListAnswer(MessageRowSchema),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const filters = filtersOf(request.query);
      const { rows, total } = await repo.messages(app.db, sessionOf(request).accountId, filters, {
        offset,
        limit: perPage,
      });
      return pageAnswer(rows.map(messageJson), total, { page, perPage });
    },
  );

  listRoute(app, {
    path: '/sms/campaigns',
    access,
    tag,
    query: PageQuery,
    item: CampaignRowSchema,
    read: (db, session, { page }) => repo.campaigns(db, session.accountId, page),
    json: campaignJson,
  });

  app.get(
    '/sms/credits',
    routeOptions(access, tag, {}, Type.Object({ credits: Type.Integer() })),
    async (request) => ({ credits: await repo.credits(app.db, sessionOf(request).accountId) }),
  );
}
