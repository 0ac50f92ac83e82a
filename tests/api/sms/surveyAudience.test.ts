/** Polls (issue 11): the audience of a poll, the isolation of accounts and links, and the permissions. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../server/db/schema';
import { createSubUser } from '../helpers/fixtures';
import { dataOf } from '../helpers/propertyFixtures';
import {
  asResident,
  buildingA,
  call,
  ctx,
  type Detail,
  detail,
  LINK_REFUSED,
  owner,
  people,
  pollBody,
  startSurveyScene,
  stopSurveyScene,
  stranger,
  strangerResident,
  tokenOf,
} from '../helpers/surveyScene';

beforeAll(startSurveyScene, 60_000);
afterAll(stopSurveyScene);

describe('the audience of a poll (security issue 21, finding 6)', () => {
  it('a poll sent to A Blok takes no vote from a B Blok resident, by link or from the office, and counts only A Blok', async () => {
    await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody({ title: 'A Blok çatısı' })));
    const [yes, no] = poll.options;
    // Before any send the poll asks everyone with a flat: Bora of B Blok votes.
    const bora = await tokenOf(owner, people.Bora!);
    const early = await asResident(bora, 'POST', '/vote', { survey_id: poll.id, option_id: no!.id });
    expect(early.statusCode, early.body).toBe(200);

    const sent = await call(owner, 'POST', '/survey/send', { survey_id: poll.id, building_ids: [buildingA] });
    expect(sent.statusCode, sent.body).toBe(200);
    // Now the poll is A Blok's: Bora does not see it, cannot vote, and his earlier vote is not counted.
    const seen = (await asResident(bora, 'GET', '/surveys')).json().Records as { id: number }[];
    expect(seen.map((s) => s.id)).not.toContain(poll.id);
    const viaLink = await asResident(bora, 'POST', '/vote', { survey_id: poll.id, option_id: no!.id });
    expect(viaLink.statusCode).toBe(403);
    expect(viaLink.json().description).toBe('Bu anket size gönderilmedi; oy veremezsiniz.');
    const viaOffice = await call(owner, 'POST', '/vote/survey', {
      resident_id: people.Bora,
      survey_id: poll.id,
      vote: no!.id,
    });
    expect(viaOffice.statusCode).toBe(403);
    expect(viaOffice.json().description).toMatch(/^Bu kişi anketin gönderildiği sakinlerden değil/);

    const ayse = await tokenOf(owner, people.Ayşe!);
    const own = await asResident(ayse, 'POST', '/vote', { survey_id: poll.id, option_id: yes!.id });
    expect(own.statusCode, own.body).toBe(200);
    const result = await detail(poll.id);
    expect(result.total_votes).toBe(1);
    expect(result.results.map((r) => r.votes)).toEqual([1, 0]);
    expect(result.voters.map((v) => v.name)).not.toContain('Bora Kaya');
    expect(result.voters.filter((v) => v.vote === null).map((v) => v.name)).toEqual([
      'Hisse Kaya',
      'Kiracı Kaya',
      'Mehmet Kaya',
      'Pay Kaya',
    ]);
    const listed = (await call(owner, 'GET', '/surveys?page=1&per_page=100')).json().Records as {
      id: number;
      votes: number;
    }[];
    expect(listed.find((s) => s.id === poll.id)?.votes).toBe(1);
  });
});

describe('isolation', () => {
  it("refuses another account's poll and resident", async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    expect((await call(stranger, 'GET', `/survey/${poll.id}`)).statusCode).toBe(404);
    const strangerVote = await call(stranger, 'POST', '/vote/survey', {
      resident_id: strangerResident,
      survey_id: poll.id,
      vote: poll.options[0]!.id,
    });
    expect(strangerVote.statusCode).toBe(404);
    const foreignResident = await call(owner, 'POST', '/vote/survey', {
      resident_id: strangerResident,
      survey_id: poll.id,
      vote: poll.options[0]!.id,
    });
    expect(foreignResident.statusCode).toBe(404);
    const strangerToken = await tokenOf(stranger, strangerResident);
    const list = (await asResident(strangerToken, 'GET', '/surveys')).json().Records;
    expect(list).toEqual([]);
    const viaLink = await asResident(strangerToken, 'POST', '/vote', {
      survey_id: poll.id,
      option_id: poll.options[0]!.id,
    });
    expect(viaLink.statusCode).toBe(404);
    expect((await detail(poll.id)).total_votes).toBe(0);
  });

  it('refuses an option of another poll', async () => {
    const first = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const second = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const answer = await call(owner, 'POST', '/vote/survey', {
      resident_id: people.Ayşe,
      survey_id: first.id,
      vote: second.options[0]!.id,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.vote).toBe('Seçilen seçenek bu ankete ait değil.');
  });

  it('answers 401 to an unknown or an expired link', async () => {
    const unknown = await asResident('x'.repeat(32), 'GET', '/surveys');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().description).toBe(LINK_REFUSED);
    const expired = await tokenOf(owner, people.Ayşe!, -1);
    const answer = await asResident(expired, 'POST', '/vote', { survey_id: 1, option_id: 1 });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().description).toBe(LINK_REFUSED);
  });
});

describe('permissions', () => {
  it('keeps polls to additional_features and the poll SMS to send_sms', async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const noPolls = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    expect((await call(noPolls, 'GET', '/surveys?page=1')).statusCode).toBe(403);
    expect((await call(noPolls, 'POST', '/survey', pollBody())).statusCode).toBe(403);
    const viewer = await createSubUser(ctx, owner, { exec_additional_features: 1, send_sms: 0 });
    expect((await call(viewer, 'GET', `/survey/${poll.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'DELETE', '/survey', { id: poll.id })).statusCode).toBe(403);
    const body = { survey_id: poll.id, building_ids: [buildingA] };
    expect((await call(viewer, 'POST', '/survey/preview', body)).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/survey/send', body)).statusCode).toBe(403);
  });
});
