/**
 * Polls (anket, issue 11): writing a poll and its options, the poll SMS (each resident of the chosen buildings
 * gets the question and their personal voting link, through the SMS send), votes (one per resident, replaced
 * until the end date), and the results by head and by land share.
 */
import { dmyToIso } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { countVotes, type OptionResult } from '../../domain/surveyResults';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../errors';
import { todayIso } from '../../fields';
import type { Actor } from '../../repositories/shared/audit';
import { surveysRepository as repo, type Survey, type SurveyOption } from '../../repositories/shared/surveys';
import { type MailQueue, mailReach, queuePollInvitations } from '../mail/channels';
import type { ResidentSession } from '../property/residentPageLinks';
import { type CampaignQueue, previewSms, type SendResult, SMS_TEXTS, sendSms } from '../sms/compose';

export const SURVEY_TEXTS = {
  created: 'Anket eklendi.',
  updated: 'Anket güncellendi.',
  deleted: 'Anket silindi.',
  voted: 'Oyunuz kaydedildi.',
  votedFor: 'Oy kaydedildi.',
  optionCount: 'Bir ankette en az 2, en fazla 10 seçenek olmalı.',
  optionBlank: 'Seçenekler boş olamaz.',
  optionTwice: 'Aynı seçenek iki kez yazılmış.',
  badDate: 'Bitiş tarihi GG.AA.YYYY biçiminde olmalı.',
  pastDate: 'Bitiş tarihi geçmiş bir gün olamaz.',
  optionsLocked: 'Oy verilmiş bir anketin seçenekleri değiştirilemez.',
  notOption: 'Seçilen seçenek bu ankete ait değil.',
  noResident: 'Sakin bulunamadı.',
  notAudience:
    'Bu kişi anketin gönderildiği sakinlerden değil (o binalarda güncel bir dairesi yok); oyu kaydedilemez.',
  notYours: 'Bu anket size gönderilmedi; oy veremezsiniz.',
  noBuilding: 'En az bir bina seçin.',
  ended: (date: string) => `Anketin süresi doldu: ${date} tarihinden sonra oy verilemez.`,
  sendEnded: 'Süresi dolmuş bir anket gönderilemez.',
} as const;

/** Ended polls stay on the resident page this many days. */
export const RESIDENT_PAGE_ENDED_DAYS = 90;

export interface SurveyInput {
  title: string;
  question: string;
  options: string[];
  end_date: string;
  weighting?: 'head' | 'land';
}

const fold = (text: string) => text.trim().toLocaleLowerCase('tr-TR');

/** Checked values of a poll; an end date in the past is refused unless it is the one already stored. */
function valuesOf(input: SurveyInput, keptEndDate?: string) {
  const title = input.title.trim();
  const question = input.question.trim();
  if (!title) throw fieldError('title', 'Başlık boş olamaz.');
  if (!question) throw fieldError('question', 'Soru boş olamaz.');
  const options = input.options.map((o) => o.trim());
  if (options.length < 2 || options.length > 10) throw fieldError('options', SURVEY_TEXTS.optionCount);
  if (options.some((o) => !o)) throw fieldError('options', SURVEY_TEXTS.optionBlank);
  if (new Set(options.map(fold)).size !== options.length)
    throw fieldError('options', SURVEY_TEXTS.optionTwice);
  const endDate = dmyToIso(input.end_date);
  if (!endDate) throw fieldError('end_date', SURVEY_TEXTS.badDate);
  if (endDate < todayIso() && endDate !== keptEndDate) throw fieldError('end_date', SURVEY_TEXTS.pastDate);
  return { survey: { title, question, endDate, weighting: input.weighting }, options };
}

export interface SurveyWithOptions extends Survey {
  options: SurveyOption[];
}

async function withOptions(exec: Executor, accountId: number, survey: Survey): Promise<SurveyWithOptions> {
  return { ...survey, options: await repo.options(exec, accountId, [survey.id]) };
}

export async function createSurvey(db: Executor, actor: Actor & { accountId: number }, input: SurveyInput) {
  const { survey, options } = valuesOf(input);
  return db.transaction(async (tx) => {
    const row = await repo.insert(tx, actor.accountId, actor, {
      ...survey,
      weighting: survey.weighting ?? 'head',
    });
    await repo.replaceOptions(tx, actor.accountId, actor, row.id, options);
    return withOptions(tx, actor.accountId, row);
  });
}

/** Title, question, end date and weighting change any time; the options only while nobody has voted. */
export async function updateSurvey(
  db: Db,
  actor: Actor & { accountId: number },
  id: number,
  input: SurveyInput,
) {
  return db.transaction(async (tx) => {
    const before = await repo.findOrFail(tx, actor.accountId, id);
    const { survey, options } = valuesOf(input, before.endDate);
    const current = (await repo.options(tx, actor.accountId, [id])).map((o) => o.text);
    const changed = current.length !== options.length || current.some((text, i) => text !== options[i]);
    if (changed && (await repo.hasVotes(tx, actor.accountId, id))) {
      throw conflict(SURVEY_TEXTS.optionsLocked, { options: SURVEY_TEXTS.optionsLocked });
    }
    const row = await repo.update(tx, actor.accountId, actor, id, {
      ...survey,
      weighting: survey.weighting ?? before.weighting,
    });
    if (changed) await repo.replaceOptions(tx, actor.accountId, actor, id, options);
    return withOptions(tx, actor.accountId, row);
  });
}

export async function listSurveys(db: Db, accountId: number, query: Parameters<typeof repo.list>[2]) {
  const { rows, total } = await repo.list(db, accountId, query);
  const ids = rows.map((r) => r.id);
  const [options, votes] = await Promise.all([
    repo.options(db, accountId, ids),
    repo.voteCounts(db, accountId, ids),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      options: options.filter((o) => o.surveyId === r.id),
      votes: votes.get(r.id) ?? 0,
    })),
  };
}

export interface SurveyDetail extends SurveyWithOptions {
  open: boolean;
  results: OptionResult[];
  voters: Awaited<ReturnType<typeof repo.voters>>;
}

/** A poll with its options, the counts by head and by land share, and who voted (and for what) and who did not. */
export async function surveyDetail(db: Db, accountId: number, id: number): Promise<SurveyDetail> {
  const survey = await withOptions(db, accountId, await repo.findOrFail(db, accountId, id));
  const voters = await repo.voters(db, accountId, id);
  const ballots = voters.flatMap((v) =>
    v.option_id === null ? [] : [{ optionId: v.option_id, land: v.land }],
  );
  return {
    ...survey,
    open: survey.endDate >= todayIso(),
    results: countVotes(
      survey.options.map((o) => o.id),
      ballots,
    ),
    voters,
  };
}

export async function deleteSurvey(db: Db, actor: Actor & { accountId: number }, id: number) {
  await repo.remove(db, actor.accountId, actor, id);
}

/**
 * One resident's vote (from the back office or their own page): the poll and resident of the account, the
 * resident in the poll's audience, an option of that poll, and the end date not passed (Istanbul day,
 * inclusive). A later vote replaces the earlier.
 */
export async function recordVote(
  db: Executor,
  actor: Actor & { accountId: number },
  vote: { surveyId: number; residentId: number; optionId: number },
  notAudience: string = SURVEY_TEXTS.notAudience,
) {
  await db.transaction(async (tx) => {
    const survey = await repo.findOrFail(tx, actor.accountId, vote.surveyId);
    if (!(await repo.residentExists(tx, actor.accountId, vote.residentId))) {
      throw notFound(SURVEY_TEXTS.noResident);
    }
    if (!(await repo.inAudience(tx, actor.accountId, survey.id, vote.residentId))) {
      throw forbidden(notAudience);
    }
    const options = await repo.options(tx, actor.accountId, [survey.id]);
    if (!options.some((o) => o.id === vote.optionId)) throw fieldError('vote', SURVEY_TEXTS.notOption);
    if (survey.endDate < todayIso()) {
      const [y, m, d] = survey.endDate.split('-');
      throw conflict(SURVEY_TEXTS.ended(`${d}.${m}.${y}`));
    }
    await repo.vote(tx, actor, survey.id, vote.residentId, vote.optionId);
  });
}

/**
 * The resident page's polls: those of the resident's audience, open or ended in the last 90 days, each with the
 * resident's vote.
 */
export async function residentSurveys(db: Db, resident: ResidentSession) {
  const since = new Date(`${todayIso()}T00:00:00Z`);
  since.setUTCDate(since.getUTCDate() - RESIDENT_PAGE_ENDED_DAYS);
  const today = todayIso();
  const rows = await repo.ofResident(
    db,
    resident.accountId,
    resident.residentId,
    since.toISOString().slice(0, 10),
  );
  const options = await repo.options(
    db,
    resident.accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    open: r.end_date >= today,
    options: options.filter((o) => o.surveyId === r.id),
  }));
}

export async function voteAsResident(db: Db, resident: ResidentSession, surveyId: number, optionId: number) {
  await recordVote(
    db,
    { accountId: resident.accountId, userId: null },
    { surveyId, residentId: resident.residentId, optionId },
    SURVEY_TEXTS.notYours,
  );
}

/** The poll SMS: the question's title and each resident's own link; braces are dropped so a title is no field. */
export function surveyMessage(survey: Survey): string {
  const title = survey.title.replace(/[{}]/g, '');
  return `Sayın {ad}, "${title}" anketimize katılın: {link}`;
}

async function surveyPayload(db: Executor, accountId: number, surveyId: number, buildingIds: number[]) {
  const survey = await repo.findOrFail(db, accountId, surveyId);
  if (buildingIds.length === 0) throw fieldError('building_ids', SURVEY_TEXTS.noBuilding);
  if (survey.endDate < todayIso()) throw badRequest(SURVEY_TEXTS.sendEnded);
  const payload = {
    all_data: true,
    sending: [],
    not_sending: [] as number[],
    building_ids: buildingIds,
    resident_type: 0,
    message: surveyMessage(survey),
  };
  return { survey, payload };
}

/**
 * The poll's SMS as it would go now: to those of the buildings the e-mail does not reach (docs/decisions.md,
 * "Poll invitations: e-mail first, SMS for the rest"); `emails` counts who would get it by e-mail.
 */
export async function previewSurveySms(
  db: Db,
  accountId: number,
  body: { survey_id: number; building_ids: number[] },
  origin: string,
) {
  const { payload } = await surveyPayload(db, accountId, body.survey_id, body.building_ids);
  const byMail = (await mailReach(db, accountId, body.building_ids)).map((p) => p.id);
  const preview = await previewSms(db, accountId, 'buildings', { ...payload, not_sending: byMail }, origin);
  return { ...preview, emails: byMail.length };
}

/** What a poll's send did: e-mails queued, and the SMS to the rest (null: none went, `smsRefused` says why). */
export interface SurveySendResult {
  emails: number;
  sms: SendResult | null;
  smsRefused: string | null;
}

/**
 * Sends the poll: by e-mail, queued with each resident's own voting link, to those with a usable address who did
 * not stop poll e-mails; at once by SMS to the others (docs/decisions.md, "Poll e-mails are queued; a later
 * failure is not texted"). A refused SMS after e-mails were queued (too few credits) is said in the answer; with
 * no e-mail it is refused as any SMS send.
 */
export async function sendSurveySms(
  deps: { db: Db; queue: CampaignQueue; provider: string; origin: string; mailQueue: MailQueue },
  actor: { accountId: number; userId: number | null },
  body: { survey_id: number; building_ids: number[] },
): Promise<SurveySendResult> {
  const { survey, payload } = await surveyPayload(
    deps.db,
    actor.accountId,
    body.survey_id,
    body.building_ids,
  );
  const reach = await mailReach(deps.db, actor.accountId, body.building_ids);
  const options = reach.length > 0 ? await repo.options(deps.db, actor.accountId, [survey.id]) : [];
  const poll = {
    title: survey.title,
    question: survey.question,
    options: options.map((o) => o.text),
    endDate: survey.endDate,
  };
  // Who is e-mailed may vote: the buildings join the poll's audience as an SMS send's do.
  if (reach.length > 0) await repo.recordBuildings(deps.db, actor.accountId, survey.id, body.building_ids);
  const emails = await queuePollInvitations(deps.db, deps.mailQueue, actor, poll, reach);
  const emailed = reach.map((p) => p.id);
  try {
    const sms = await sendSms(deps, actor, 'buildings', { ...payload, not_sending: emailed }, new Date(), {
      label: 'survey',
      // The send's buildings and the residents it reached join the poll's audience (who may vote, who is counted).
      written: async (tx, campaignId, residentIds) => {
        await repo.recordBuildings(tx, actor.accountId, body.survey_id, body.building_ids);
        await repo.recordSends(tx, actor.accountId, body.survey_id, campaignId, residentIds);
      },
    });
    return { emails, sms, smsRefused: null };
  } catch (error) {
    if (emails === 0 || !(error instanceof AppError)) throw error;
    const everyone = error.description === SMS_TEXTS.noRecipient;
    return { emails, sms: null, smsRefused: everyone ? null : error.description };
  }
}
