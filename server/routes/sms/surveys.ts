import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { landShare, percentOf } from '../../domain/surveyResults';
import { todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { PreviewSchema, previewJson, SendSchema } from '../../schemas/sms/sms';
import { actorOf } from '../../services/shared/sessions';
import type { SurveySendResult } from '../../services/shared/surveys';
import {
  createSurvey,
  deleteSurvey,
  listSurveys,
  previewSurveySms,
  recordVote,
  SURVEY_TEXTS,
  type SurveyDetail,
  type SurveyWithOptions,
  sendSurveySms,
  surveyDetail,
  updateSurvey,
} from '../../services/shared/surveys';
import { sendDescription } from '../../services/sms/compose';

/**
 * Polls are "additional features" (docs/domain.md, "Roles and access areas"); their SMS is an SMS send (area sms,
 * send_sms).
 */
const area = 'additional_features' as const;
const tag = 'surveys';

const Weighting = Type.Union([Type.Literal('head'), Type.Literal('land')]);
const OptionSchema = Type.Object({ id: Type.Integer(), text: Type.String() });
const SurveySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  question: Type.String(),
  end_date: Type.String(),
  weighting: Weighting,
  options: Type.Array(OptionSchema),
  open: Type.Boolean(),
});
const ListItem = Type.Object({ ...SurveySchema.properties, votes: Type.Integer() });
const DetailSchema = Type.Object({
  ...SurveySchema.properties,
  results: Type.Array(
    Type.Object({
      option_id: Type.Integer(),
      text: Type.String(),
      votes: Type.Integer(),
      head_percent: Type.Number(),
      land: Type.Number(),
      land_percent: Type.Number(),
    }),
  ),
  total_votes: Type.Integer(),
  total_land: Type.Number(),
  voters: Type.Array(
    Type.Object({
      resident_id: Type.Integer(),
      name: Type.String(),
      flats: Type.String(),
      land: Type.Number(),
      vote: Nullable(Type.Integer()),
      voted_at: Nullable(Type.String()),
    }),
  ),
});

const SurveyBody = Type.Object({
  title: Text(200),
  question: Text(1000),
  options: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
  end_date: Type.String({ maxLength: 10 }),
  weighting: Type.Optional(Weighting),
});
/** A poll's send: the SMS campaign to those the e-mail does not reach (null fields: no SMS went) and the e-mails queued. */
const SurveySendSchema = Type.Object({
  ...SendSchema.properties,
  campaign_id: Nullable(Type.Integer()),
  scheduled_at: Nullable(Type.String()),
  emails: Type.Integer(),
});

/** The poll's preview: the SMS to the rest, and how many the e-mail reaches. */
const SurveyPreviewSchema = Type.Object({ ...PreviewSchema.properties, emails: Type.Integer() });

function surveySentAnswer({ emails, sms, smsRefused }: SurveySendResult) {
  const mailed = emails > 0 ? `${emails} kişiye e-posta ile gönderilecek.` : '';
  const texted = sms ? sendDescription(sms) : smsRefused ? `Diğerlerine SMS gönderilmedi: ${smsRefused}` : '';
  return {
    description: [mailed, texted].filter(Boolean).join(' '),
    data: {
      campaign_id: sms?.campaignId ?? null,
      recipients: sms?.recipients ?? 0,
      parts: sms?.parts ?? 0,
      scheduled_at: sms?.scheduledAt.toISOString() ?? null,
      sms_job_id: sms?.smsJobId ?? null,
      emails,
    },
  };
}

const SendBody = Type.Object({
  survey_id: Id,
  building_ids: Type.Array(Id, { maxItems: 500 }),
});

/** The acting user with the account they act in (votes and polls are audited in that account). */
function actor(request: Parameters<typeof sessionOf>[0]) {
  const session = sessionOf(request);
  return { ...actorOf(session), accountId: session.accountId };
}

const surveyJson = (s: SurveyWithOptions) => ({
  id: s.id,
  title: s.title,
  question: s.question,
  end_date: isoToDmy(s.endDate) ?? '',
  weighting: s.weighting,
  options: s.options.map((o) => ({ id: o.id, text: o.text })),
  open: s.endDate >= todayIso(),
});

function detailJson(s: SurveyDetail) {
  const text = new Map(s.options.map((o) => [o.id, o.text]));
  const votes = s.results.reduce((sum, r) => sum + r.votes, 0);
  const land = s.results.reduce((sum, r) => sum + r.land, 0n);
  return {
    ...surveyJson(s),
    open: s.open,
    results: s.results.map((r) => ({
      option_id: r.optionId,
      text: text.get(r.optionId) ?? '',
      votes: r.votes,
      head_percent: percentOf(r.headBp),
      land: landShare(r.land),
      land_percent: percentOf(r.landBp),
    })),
    total_votes: votes,
    total_land: landShare(land),
    voters: s.voters.map((v) => ({
      resident_id: v.resident_id,
      name: v.name,
      flats: v.flats,
      land: landShare(v.land),
      vote: v.option_id,
      voted_at: v.voted_at && new Date(v.voted_at).toISOString(),
    })),
  };
}

/**
 * Polls (docs/domain.md, "Polls"): CRUD with the id in the body for PUT and DELETE (as /sms/jobs),
 * results in GET /survey/{id}, the poll SMS to buildings and a vote recorded by the office.
 */
export default async function surveyRoutes(app: App) {
  app.get(
    '/surveys',
    routeOptions(
      { area, action: 'list' },
      tag,
      {
        querystring: Type.Object({
          ...PageQuery,
          name: KeyQuery,
          sort: Type.Optional(Type.Union([Type.Literal('id'), Type.Literal('title')])),
        }),
      },
      ListAnswer(ListItem),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await listSurveys(app.db, sessionOf(request).accountId, {
        key: request.query.name?.trim() || null,
        page: { offset, limit: perPage },
        sort: request.query.sort ?? 'id',
        order:
          request.query.order?.toLowerCase() === 'asc' || (!request.query.order && request.query.sort)
            ? 'asc'
            : 'desc',
      });
      return pageAnswer(
        rows.map((r) => ({ ...surveyJson(r), votes: r.votes })),
        total,
        { page, perPage },
      );
    },
  );

  app.get(
    '/survey/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: Type.Object({ id: Id }) },
      WriteAnswer(DetailSchema),
    ),
    async (request) => {
      const detail = await surveyDetail(app.db, sessionOf(request).accountId, request.params.id);
      return { description: '', data: detailJson(detail) };
    },
  );

  app.post(
    '/survey',
    routeOptions({ area, action: 'create' }, tag, { body: SurveyBody }, WriteAnswer(SurveySchema)),
    async (request) => {
      const survey = await createSurvey(app.db, actor(request), request.body);
      return { description: SURVEY_TEXTS.created, data: surveyJson(survey) };
    },
  );

  app.put(
    '/survey',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { body: Type.Object({ id: Id, ...SurveyBody.properties }) },
      WriteAnswer(SurveySchema),
    ),
    async (request) => {
      const { id, ...body } = request.body;
      const survey = await updateSurvey(app.db, actor(request), id, body);
      return { description: SURVEY_TEXTS.updated, data: surveyJson(survey) };
    },
  );

  app.delete(
    '/survey',
    routeOptions({ area, action: 'delete' }, tag, { body: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await deleteSurvey(app.db, actor(request), request.body.id);
      return { description: SURVEY_TEXTS.deleted };
    },
  );

  app.post(
    '/vote/survey',
    routeOptions(
      { area, action: 'create' },
      tag,
      { body: Type.Object({ resident_id: Id, survey_id: Id, vote: Id }) },
      Message,
    ),
    async (request) => {
      const { resident_id, survey_id, vote } = request.body;
      await recordVote(app.db, actor(request), {
        surveyId: survey_id,
        residentId: resident_id,
        optionId: vote,
      });
      return { description: SURVEY_TEXTS.votedFor };
    },
  );

  app.post(
    '/survey/preview',
    routeOptions({ area: 'sms', action: 'list' }, tag, { body: SendBody }, WriteAnswer(SurveyPreviewSchema), {
      writes: false,
    }),
    async (request) => {
      const origin = app.config.publicUrl;
      const result = await previewSurveySms(app.db, sessionOf(request).accountId, request.body, origin);
      const sms = `${result.recipients.length} kişi`;
      const description = result.emails > 0 ? `${result.emails} kişiye e-posta, ${sms}ye SMS` : sms;
      return { description, data: { ...previewJson(result), emails: result.emails } };
    },
  );

  app.post(
    '/survey/send',
    routeOptions({ area: 'sms', action: 'send' }, tag, { body: SendBody }, WriteAnswer(SurveySendSchema)),
    async (request) => {
      const session = sessionOf(request);
      const origin = app.config.publicUrl;
      const deps = {
        db: app.db,
        queue: app.smsQueue,
        provider: app.sms.name,
        origin,
        mailQueue: app.mailQueue,
      };
      const result = await sendSurveySms(
        deps,
        { accountId: session.accountId, userId: session.userId },
        request.body,
      );
      return surveySentAnswer(result);
    },
  );
}
