/**
 * Polls (anket), their options and votes (issue 11). Every query is scoped to the caller's account; writes of the
 * poll itself are audited by accountScoped, option changes and votes write their own audit rows.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { surveyBuildings, surveyOptions, surveySends, surveys, surveyVotes } from '../../db/schema';
import { accountScoped } from './accountScoped';
import { type Actor, recordAudit } from './audit';

export type Survey = typeof surveys.$inferSelect;
export type SurveyOption = typeof surveyOptions.$inferSelect;

/** Land × percent (owners 100) summed over a resident's current flats, ×10^6: whole, so exact (LAND_UNIT). */
const landUnits = (residentId: ReturnType<typeof sql>) => sql`(
  select coalesce(trunc(sum(coalesce(a.land, 0) * coalesce(ar.percent, 100)) * 1000000), 0)::text
  from apartment_residents ar join apartments a on a.id = ar.apartment_id
  where ar.resident_id = ${residentId} and ar.move_out is null and ar.type in (1, 3))`;

/** The flats a resident lives in or owns now, as "A Blok 12, B Blok 3". */
const flatsText = (residentId: ReturnType<typeof sql>) => sql`(
  select coalesce(string_agg(b.name || ' ' || a.identifier, ', ' order by b.name, a.identifier), '')
  from apartment_residents ar join apartments a on a.id = ar.apartment_id join buildings b on b.id = a.building_id
  where ar.resident_id = ${residentId} and ar.move_out is null)`;

/**
 * Whether a resident is in a poll's audience (server/db/schema/sms.ts, survey_buildings): a current flat in the account and,
 * once the poll was sent, that flat in one of its buildings or the resident reached by its SMS.
 */
const inAudience = (accountId: number, surveyId: SQL, residentId: SQL) => sql`exists (
  select 1 from apartment_residents ar join apartments a on a.id = ar.apartment_id and a.account_id = ar.account_id
  where ar.account_id = ${accountId} and ar.resident_id = ${residentId} and ar.move_out is null and (
    a.building_id in (
      select sb.building_id from survey_buildings sb where sb.account_id = ${accountId} and sb.survey_id = ${surveyId})
    or exists (select 1 from survey_sends ss
      where ss.account_id = ${accountId} and ss.survey_id = ${surveyId} and ss.resident_id = ${residentId})
    or not (
      exists (select 1 from survey_buildings sb where sb.account_id = ${accountId} and sb.survey_id = ${surveyId})
      or exists (select 1 from survey_sends ss where ss.account_id = ${accountId} and ss.survey_id = ${surveyId}))))`;

export interface VoterRow {
  resident_id: number;
  name: string;
  flats: string;
  land: bigint;
  option_id: number | null;
  voted_at: string | null;
}

export const surveysRepository = {
  ...accountScoped(surveys, {
    auditTable: 'surveys',
    notFound: 'Anket bulunamadı.',
    search: [surveys.title, surveys.question],
    // Newest first by id: a date-as-text column would be ordered as Turkish text (turkishOrder).
    orderBy: [surveys.id],
    sortable: { id: surveys.id, title: surveys.title },
  }),

  async options(exec: Executor, accountId: number, surveyIds: number[]): Promise<SurveyOption[]> {
    if (surveyIds.length === 0) return [];
    return exec
      .select()
      .from(surveyOptions)
      .where(
        and(
          eq(surveyOptions.accountId, accountId),
          sql`${surveyOptions.surveyId} in (${sql.join(surveyIds, sql`, `)})`,
        ),
      )
      .orderBy(asc(surveyOptions.surveyId), asc(surveyOptions.position), asc(surveyOptions.id));
  },

  /** Replaces a poll's options by these texts, in this order. */
  async replaceOptions(
    exec: Executor,
    accountId: number,
    actor: Actor,
    surveyId: number,
    texts: string[],
  ): Promise<void> {
    await exec
      .delete(surveyOptions)
      .where(and(eq(surveyOptions.accountId, accountId), eq(surveyOptions.surveyId, surveyId)));
    await exec
      .insert(surveyOptions)
      .values(texts.map((text, position) => ({ accountId, surveyId, text, position })));
    await recordAudit(exec, actor, {
      table: 'survey_options',
      action: 'insert',
      recordId: surveyId,
      after: { options: texts },
    });
  },

  /** How many votes of its audience each poll has (the list's column). */
  async voteCounts(exec: Executor, accountId: number, surveyIds: number[]): Promise<Map<number, number>> {
    if (surveyIds.length === 0) return new Map();
    const { rows } = await exec.execute<{ survey_id: number; n: number }>(sql`
      select v.survey_id, count(*)::int as n from survey_votes v
      where v.account_id = ${accountId} and v.survey_id in (${sql.join(surveyIds, sql`, `)})
        and ${inAudience(accountId, sql`v.survey_id`, sql`v.resident_id`)}
      group by v.survey_id`);
    return new Map(rows.map((r) => [r.survey_id, r.n]));
  },

  async hasVotes(exec: Executor, accountId: number, surveyId: number): Promise<boolean> {
    const [row] = await exec
      .select({ one: sql`1` })
      .from(surveyVotes)
      .where(and(eq(surveyVotes.accountId, accountId), eq(surveyVotes.surveyId, surveyId)))
      .limit(1);
    return Boolean(row);
  },

  /** Whether the resident is one of the account's (a vote for another account's resident is refused). */
  async residentExists(exec: Executor, accountId: number, residentId: number): Promise<boolean> {
    const { rows } = await exec.execute(
      sql`select 1 from residents where id = ${residentId} and account_id = ${accountId}`,
    );
    return rows.length > 0;
  },

  /** Whether the resident is in the poll's audience (may vote, and is counted). */
  async inAudience(
    exec: Executor,
    accountId: number,
    surveyId: number,
    residentId: number,
  ): Promise<boolean> {
    const { rows } = await exec.execute<{ yes: boolean }>(
      sql`select ${inAudience(accountId, sql`${surveyId}`, sql`${residentId}`)} as yes`,
    );
    return rows[0]?.yes === true;
  },

  /** Adds the buildings of a send to the poll's audience (only the account's own buildings). */
  async recordBuildings(
    exec: Executor,
    accountId: number,
    surveyId: number,
    buildingIds: number[],
  ): Promise<void> {
    if (buildingIds.length === 0) return;
    await exec.execute(sql`
      insert into ${surveyBuildings} (account_id, survey_id, building_id)
      select ${accountId}, ${surveyId}, b.id from buildings b
      where b.account_id = ${accountId} and b.id in (${sql.join(buildingIds, sql`, `)})
      on conflict do nothing`);
  },

  /** Records the resident's vote, replacing an earlier one on the same poll; answers whether one was replaced. */
  async vote(
    exec: Executor,
    actor: Actor & { accountId: number },
    surveyId: number,
    residentId: number,
    optionId: number,
  ): Promise<void> {
    const { rows } = await exec.execute<{ replaced: boolean }>(sql`
      insert into survey_votes (account_id, survey_id, resident_id, option_id, voted_at)
      values (${actor.accountId}, ${surveyId}, ${residentId}, ${optionId}, now())
      on conflict (survey_id, resident_id) do update set option_id = excluded.option_id, voted_at = now()
      returning (xmax <> 0) as replaced`);
    await recordAudit(exec, actor, {
      table: 'survey_votes',
      action: rows[0]?.replaced ? 'update' : 'insert',
      recordId: `${surveyId}:${residentId}`,
      after: { surveyId, residentId, optionId },
    });
  },

  /** Records that a poll SMS reached these residents (a later send to the same resident keeps the newest). */
  async recordSends(
    exec: Executor,
    accountId: number,
    surveyId: number,
    campaignId: number,
    residentIds: number[],
  ): Promise<void> {
    if (residentIds.length === 0) return;
    await exec
      .insert(surveySends)
      .values(residentIds.map((residentId) => ({ accountId, surveyId, residentId, campaignId })))
      .onConflictDoUpdate({
        target: [surveySends.surveyId, surveySends.residentId],
        set: { campaignId, sentAt: sql`now()` },
      });
  },

  /**
   * The poll's audience, each with their land share and vote (null: did not vote); a vote from outside it (a
   * resident who has since left every flat) is not listed, so not counted.
   */
  async voters(exec: Executor, accountId: number, surveyId: number): Promise<VoterRow[]> {
    const { rows } = await exec.execute<Omit<VoterRow, 'land'> & { land: string }>(sql`
      select r.id as resident_id, r.name || ' ' || r.surname as name, ${flatsText(sql`r.id`)} as flats,
        ${landUnits(sql`r.id`)} as land, v.option_id, v.voted_at::text
      from residents r
      left join survey_votes v on v.resident_id = r.id and v.survey_id = ${surveyId} and v.account_id = ${accountId}
      where r.account_id = ${accountId} and ${inAudience(accountId, sql`${surveyId}`, sql`r.id`)}
      order by tr_sort_key(r.name) collate "C", tr_sort_key(r.surname) collate "C", r.id`);
    return rows.map((r) => ({ ...r, land: BigInt(r.land) }));
  },

  /**
   * The polls a resident sees: those of their audience, open or ended since `endedSince` (ISO), newest end first,
   * with their vote.
   */
  async ofResident(exec: Executor, accountId: number, residentId: number, endedSince: string) {
    const { rows } = await exec.execute<{
      id: number;
      title: string;
      question: string;
      end_date: string;
      my_vote: number | null;
    }>(sql`
      select s.id, s.title, s.question, s.end_date::text, v.option_id as my_vote from surveys s
      left join survey_votes v
        on v.survey_id = s.id and v.resident_id = ${residentId} and v.account_id = ${accountId}
      where s.account_id = ${accountId} and s.end_date >= ${endedSince}
        and ${inAudience(accountId, sql`s.id`, sql`${residentId}`)}
      order by s.end_date desc, s.id desc limit 50`);
    return rows;
  },
};
