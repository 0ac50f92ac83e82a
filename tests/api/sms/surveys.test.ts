/**
 * Polls (issue 11): writing a poll (and the refusals), the poll SMS to a building (one message per resident with
 * their own link), votes from the resident page and from the office (one per resident, replaced, none after the
 * end date) and the results by head and by land share. The audience, isolation and permissions: surveyAudience.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsMessages, surveys } from '../../../server/db/schema';
import { dataOf } from '../helpers/propertyFixtures';
import {
  asResident,
  buildingA,
  buildingB,
  call,
  ctx,
  type Detail,
  dayFromToday,
  detail,
  owner,
  people,
  pollBody,
  startSurveyScene,
  stopSurveyScene,
  tokenOf,
} from '../helpers/surveyScene';

beforeAll(startSurveyScene, 60_000);
afterAll(stopSurveyScene);

describe('writing a poll', () => {
  it('refuses too few, blank or repeated options and an end date in the past, in Turkish', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ options: ['Evet'] }, 'options', 'Bir ankette en az 2, en fazla 10 seçenek olmalı.'],
      [{ options: ['Evet', '  '] }, 'options', 'Seçenekler boş olamaz.'],
      [{ options: ['Evet', 'EVET '] }, 'options', 'Aynı seçenek iki kez yazılmış.'],
      [{ end_date: dayFromToday(-1) }, 'end_date', 'Bitiş tarihi geçmiş bir gün olamaz.'],
      [{ end_date: '31.02.2030' }, 'end_date', 'Bitiş tarihi GG.AA.YYYY biçiminde olmalı.'],
    ];
    for (const [change, field, text] of refusals) {
      const answer = await call(owner, 'POST', '/survey', pollBody(change));
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json().errors[field]).toBe(text);
    }
    const list = await call(owner, 'GET', '/surveys?page=1');
    expect(list.json().TotalRecords).toBe(0);
  });

  it('creates, lists, searches, edits and deletes a poll', async () => {
    const created = await call(owner, 'POST', '/survey', pollBody({ weighting: 'land' }));
    expect(created.json().description).toBe('Anket eklendi.');
    const poll = created.json().data;
    expect(poll.options.map((o: { text: string }) => o.text)).toEqual(['Evet', 'Hayır']);
    expect(poll.weighting).toBe('land');
    expect(poll.open).toBe(true);

    const found = (await call(owner, 'GET', '/surveys?page=1&name=catı')).json();
    expect(found.Records.map((r: { id: number }) => r.id)).toEqual([poll.id]);

    const edited = await dataOf<{ title: string; options: { text: string }[] }>(
      call(owner, 'PUT', '/survey', {
        id: poll.id,
        ...pollBody({ title: 'Çatı', options: ['A', 'B', 'C'] }),
      }),
    );
    expect(edited.title).toBe('Çatı');
    expect(edited.options.map((o) => o.text)).toEqual(['A', 'B', 'C']);

    const removed = await call(owner, 'DELETE', '/survey', { id: poll.id });
    expect(removed.json().description).toBe('Anket silindi.');
    expect((await call(owner, 'GET', `/survey/${poll.id}`)).statusCode).toBe(404);
  });
});

describe('the poll SMS', () => {
  it('sends each resident of the building the title and their own link, and takes the credits', async () => {
    await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
    const poll = await dataOf<{ id: number }>(call(owner, 'POST', '/survey', pollBody()));
    const preview = await dataOf<{ recipients: { name: string; text: string }[] }>(
      call(owner, 'POST', '/survey/preview', { survey_id: poll.id, building_ids: [buildingA] }),
    );
    expect(preview.recipients).toHaveLength(5);
    const sent = await call(owner, 'POST', '/survey/send', { survey_id: poll.id, building_ids: [buildingA] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().description).toMatch(/^5 kişiye \d+ SMS/);
    const messages = await ctx.db
      .select({ residentId: smsMessages.residentId, text: smsMessages.text })
      .from(smsMessages)
      .where(eq(smsMessages.campaignId, sent.json().data.campaign_id));
    expect(messages.map((m) => m.residentId).sort()).toEqual(
      ['Ayşe', 'Mehmet', 'Kiracı', 'Hisse', 'Pay'].map((n) => people[n]).sort(),
    );
    for (const m of messages) {
      expect(m.text).toContain('"Çatı onarımı" anketimize katılın:');
      expect(m.text).toContain('/sakin/');
    }
    expect(new Set(messages.map((m) => m.text)).size).toBe(5);
    const [account] = await ctx.db
      .select({ credits: accounts.smsCredits })
      .from(accounts)
      .where(eq(accounts.id, owner.user.account_id));
    expect(account!.credits).toBe(100 - sent.json().data.parts);
  });

  it("counts as not voted only the residents it was sent to, and shows in the reports as a poll's send", async () => {
    await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
    const surveySms = async () =>
      (await call(owner, 'GET', '/sms/reports?page=1&audience=survey')).json().TotalRecords as number;
    const earlier = await surveySms();
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    // Never sent: everyone with a flat is asked (a poll voted on paper), Bora of B Blok too.
    const unsent = (await detail(poll.id)).voters.map((v) => v.name);
    expect(unsent).toEqual(expect.arrayContaining(['Ayşe Kaya', 'Bora Kaya']));

    const sent = await call(owner, 'POST', '/survey/send', { survey_id: poll.id, building_ids: [buildingA] });
    expect(sent.statusCode, sent.body).toBe(200);
    await dataOf(
      call(owner, 'POST', '/vote/survey', {
        resident_id: people.Ayşe,
        survey_id: poll.id,
        vote: poll.options[0]!.id,
      }),
    );
    const after = await detail(poll.id);
    expect(after.voters.filter((v) => v.vote === null).map((v) => v.name)).toEqual([
      'Hisse Kaya',
      'Kiracı Kaya',
      'Mehmet Kaya',
      'Pay Kaya',
    ]);
    expect(after.voters.filter((v) => v.vote !== null).map((v) => v.name)).toEqual(['Ayşe Kaya']);

    // A later send to B Blok adds Bora to those asked.
    await call(owner, 'POST', '/survey/send', { survey_id: poll.id, building_ids: [buildingA, buildingB] });
    const later = await detail(poll.id);
    expect(later.voters.map((v) => v.name)).toContain('Bora Kaya');

    const campaigns = (await call(owner, 'GET', '/sms/campaigns?page=1')).json().Records;
    expect(campaigns[0]).toMatchObject({ id: sent.json().data.campaign_id + 1, audience: 'survey' });
    expect(await surveySms()).toBe(earlier + 5 + 6);
  });

  it('refuses a building list that is empty', async () => {
    const poll = await dataOf<{ id: number }>(call(owner, 'POST', '/survey', pollBody()));
    const answer = await call(owner, 'POST', '/survey/send', { survey_id: poll.id, building_ids: [] });
    expect(answer.statusCode).toBe(400);
  });
});

describe('voting', () => {
  it('takes one vote per resident from their page, a later vote replacing the earlier', async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const [yes, no] = poll.options;
    const token = await tokenOf(owner, people.Ayşe!);

    const before = (await asResident(token, 'GET', '/surveys')).json().Records;
    const mine = before.find((s: { id: number }) => s.id === poll.id);
    expect(mine).toMatchObject({ open: true, my_vote: null, title: 'Çatı onarımı' });

    const voted = await asResident(token, 'POST', '/vote', { survey_id: poll.id, option_id: yes!.id });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json().description).toBe('Oyunuz kaydedildi.');
    await asResident(token, 'POST', '/vote', { survey_id: poll.id, option_id: no!.id });

    const after = (await asResident(token, 'GET', '/surveys')).json().Records;
    expect(after.find((s: { id: number }) => s.id === poll.id).my_vote).toBe(no!.id);
    const result = await detail(poll.id);
    expect(result.total_votes).toBe(1);
    expect(result.results.map((r) => r.votes)).toEqual([0, 1]);
  });

  it('records a vote given on paper, and locks the options once someone voted', async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const answer = await call(owner, 'POST', '/vote/survey', {
      resident_id: people.Bora,
      survey_id: poll.id,
      vote: poll.options[0]!.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const locked = await call(owner, 'PUT', '/survey', { id: poll.id, ...pollBody({ options: ['X', 'Y'] }) });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().description).toBe('Oy verilmiş bir anketin seçenekleri değiştirilemez.');
    const retitled = await call(owner, 'PUT', '/survey', {
      id: poll.id,
      ...pollBody({ title: 'Yeni başlık' }),
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
  });

  it('refuses a vote after the end date, from the page and from the office', async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody()));
    const token = await tokenOf(owner, people.Mehmet!);
    await ctx.db.update(surveys).set({ endDate: '2020-01-01' }).where(eq(surveys.id, poll.id));
    // Ended more than 90 days ago: no longer on the resident page.
    const list = (await asResident(token, 'GET', '/surveys')).json().Records;
    expect(list.some((s: { id: number }) => s.id === poll.id)).toBe(false);

    const yesterday = dayFromToday(-1).split('.').reverse().join('-');
    await ctx.db.update(surveys).set({ endDate: yesterday }).where(eq(surveys.id, poll.id));
    const shown = (await asResident(token, 'GET', '/surveys')).json().Records;
    expect(shown.find((s: { id: number }) => s.id === poll.id).open).toBe(false);
    const late = await asResident(token, 'POST', '/vote', {
      survey_id: poll.id,
      option_id: poll.options[0]!.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().description).toBe(
      `Anketin süresi doldu: ${dayFromToday(-1)} tarihinden sonra oy verilemez.`,
    );
    const paper = await call(owner, 'POST', '/vote/survey', {
      resident_id: people.Mehmet,
      survey_id: poll.id,
      vote: poll.options[0]!.id,
    });
    expect(paper.statusCode).toBe(409);
    expect((await detail(poll.id)).total_votes).toBe(0);
  });

  it('still takes votes on the end date itself', async () => {
    const poll = await dataOf<Detail>(
      call(owner, 'POST', '/survey', pollBody({ end_date: dayFromToday(0) })),
    );
    const answer = await call(owner, 'POST', '/vote/survey', {
      resident_id: people.Ayşe,
      survey_id: poll.id,
      vote: poll.options[1]!.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('results', () => {
  it('counts by head and by land share (owners whole, stock holders by percent, tenants 0)', async () => {
    const poll = await dataOf<Detail>(call(owner, 'POST', '/survey', pollBody({ weighting: 'land' })));
    const [yes, no] = poll.options;
    const vote = (name: string, option: number) =>
      dataOf(
        call(owner, 'POST', '/vote/survey', { resident_id: people[name], survey_id: poll.id, vote: option }),
      );
    await vote('Ayşe', yes!.id); // land 60
    await vote('Hisse', yes!.id); // 50 % of 20 = 10
    await vote('Mehmet', no!.id); // land 20
    await vote('Kiracı', no!.id); // a tenant: 0

    const result = await detail(poll.id);
    expect(result.results).toEqual([
      expect.objectContaining({ text: 'Evet', votes: 2, head_percent: 50, land: 70, land_percent: 77.78 }),
      expect.objectContaining({ text: 'Hayır', votes: 2, head_percent: 50, land: 20, land_percent: 22.22 }),
    ]);
    const notVoted = result.voters.filter((v) => v.vote === null).map((v) => v.name);
    expect(notVoted).toEqual(expect.arrayContaining(['Pay Kaya', 'Bora Kaya']));
    expect(result.voters.find((v) => v.name === 'Hisse Kaya')).toMatchObject({ vote: yes!.id, land: 10 });
  });
});
