/**
 * Polls (issue 11): writing a poll (and the refusals), the poll SMS to a building (one message per resident with
 * their own link), votes from the resident page and from the office (one per resident, replaced, none after the
 * end date), the results by head and by land share, and the isolation of accounts and links.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsMessages, surveys } from '../../../server/db/schema';
import { issueResidentLink } from '../../../server/services/property/residentPageLinks';
import { createSubUser, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;
const people: Record<string, number> = {};
let strangerResident: number;
let buildingA: number;
let buildingB: number;

const LINK_REFUSED = 'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.';

/** A date `days` from today in Istanbul, DD.MM.YYYY. */
function dayFromToday(days: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

async function tokenOf(who: SignedIn, residentId: number, days?: number): Promise<string> {
  const { token } = await issueResidentLink(
    ctx.db,
    { accountId: who.user.account_id, userId: null },
    residentId,
    days,
  );
  return token;
}

const asResident = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${url}`, ...(payload && { payload }) });

const pollBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Çatı onarımı',
  question: 'Çatı bu yaz onarılsın mı?',
  options: ['Evet', 'Hayır'],
  end_date: dayFromToday(10),
  ...extra,
});

interface Detail {
  id: number;
  options: { id: number; text: string }[];
  results: {
    option_id: number;
    text: string;
    votes: number;
    head_percent: number;
    land: number;
    land_percent: number;
  }[];
  total_votes: number;
  voters: { resident_id: number; name: string; vote: number | null; land: number }[];
}
const detail = (id: number) => dataOf<Detail>(call(owner, 'GET', `/survey/${id}`));

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Yeşil Vadi Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  const make = moneyFixtures(ctx, owner).make;
  buildingA = (await make.building('A Blok')).id;
  const flat = (identifier: string, land: string) =>
    make.apartment({ building_id: buildingA, identifier, land });
  const live = async (name: string, apartmentId: number, type: 1 | 2) => {
    const resident = await make.resident({ name, surname: 'Kaya', phone: newPhone() });
    await make.link({ apartment_id: apartmentId, resident_id: resident.id, type });
    people[name] = resident.id;
  };
  const one = await flat('1', '60');
  const two = await flat('2', '20');
  const three = await flat('3', '20');
  await live('Ayşe', one.id, 1);
  await live('Mehmet', two.id, 1);
  await live('Kiracı', two.id, 2);
  // Flat 3 is held by two stock holders of 50 % each.
  for (const name of ['Hisse', 'Pay']) {
    const holders = await dataOf<{ Records: { stock_holder_id: number; name: string }[] }>(
      call(owner, 'POST', '/stock/holder', {
        apartment_id: three.id,
        name,
        surname: 'Kaya',
        phone: newPhone(),
        percent: 50,
      }),
    );
    people[name] = holders.Records.find((h) => h.name === name)!.stock_holder_id;
  }
  buildingB = (await make.building('B Blok')).id;
  const flatB = await make.apartment({ building_id: buildingB, identifier: '1', land: '50' });
  await live('Bora', flatB.id, 1);
  const strangerMake = moneyFixtures(ctx, stranger).make;
  strangerResident = (await strangerMake.resident({ name: 'Yabancı', surname: 'Kişi' })).id;
  const strangerFlat = await strangerMake.apartment({
    building_id: (await strangerMake.building('Z Blok')).id,
    identifier: '1',
  });
  await strangerMake.link({ apartment_id: strangerFlat.id, resident_id: strangerResident, type: 1 });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

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
