/**
 * Reminder runs (docs/reminders.md): the preview says who gets what with the credits; "Şimdi çalıştır" sends each
 * resident one message per rule and due date, however often and from however many instances it runs; a debt paid
 * before the run, a resident below the minimum or in another building gets nothing; the history and the effect
 * say what happened.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apartments, reminderSends, residents } from '../../../server/db/schema';
import { caller, startSecondInstance, startTestApp, type TestContext } from '../helpers/harness';
import { dataOf } from '../helpers/propertyFixtures';
import { reminderScene, ruleBody } from './reminderScene';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

interface Preview {
  rules: {
    rule_id: number;
    name: string;
    send_hour: number;
    reached: number;
    sms: number;
    credits: number;
    email: number;
    left_out: number;
  }[];
  people: {
    rule_id: number;
    recipients: { resident_id: number; channel: string; text: string; parts: number }[];
    left_out: { name: string; reason: string }[];
  } | null;
  credits: number;
  credits_left: number;
  enough: boolean;
}

async function paymentCode(apartmentId: number) {
  const [row] = await ctx.db.select().from(apartments).where(eq(apartments.id, apartmentId));
  return row!.paymentCode;
}

describe('preview and run', () => {
  it('previews the day with its credits, then sends each debtor one message, twice run or not', async () => {
    const s = await reminderScene(ctx);
    const [a, b, later] = await s.flats(3);
    await s.m.debt(a!.apartment.id, s.type.id, '450,00', { due_date: '10.11.2026' });
    await s.m.debt(b!.apartment.id, s.type.id, '100,00', { due_date: '10.11.2026' });
    await s.m.debt(later!.apartment.id, s.type.id, '100,00', { due_date: '20.11.2026' });
    const rule = await s.rule();

    const preview = await dataOf<Preview>(s.call(s.owner, 'GET', '/reminder/preview?date=15.11.2026'));
    expect(preview.rules).toEqual([
      {
        rule_id: rule.id,
        name: 'Beş gün sonra',
        send_hour: 10,
        reached: 2,
        sms: 2,
        credits: 2,
        email: 0,
        left_out: 0,
      },
    ]);
    expect(preview.people!.rule_id).toBe(rule.id);
    expect(preview.people!.recipients.map((r) => r.resident_id)).toEqual([a!.owner.id, b!.owner.id]);
    expect(preview.people!.recipients[0]!.text).toBe(
      `Sayın Ahmet, 10.11.2026 vadeli borcunuz dahil 450,00 TL borcunuz var. Ödeme kodu: ${await paymentCode(a!.apartment.id)}.`,
    );
    expect(preview).toMatchObject({ credits: 2, credits_left: 1000, enough: true });

    const first = await s.run('15.11.2026');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ sent: 2, failed: 0 });
    expect(first.json().description).toBe(
      '15.11.2026 hatırlatmaları: 2 gönderildi, 0 gönderilemedi, 0 kişiye ulaşılamadı.',
    );
    const second = await s.run('15.11.2026');
    expect(second.json().data).toMatchObject({ sent: 0 });
    // The next days of the catch-up week find nothing new either.
    await s.run('16.11.2026');
    const sent = await s.messages();
    expect(sent.map((m) => m.residentId)).toEqual([a!.owner.id, b!.owner.id]);
    expect(sent[0]!.text).toContain('450,00 TL');
    // Each reminder in the history points at the SMS it went as, to its own resident.
    const sends = await ctx.db.select().from(reminderSends).where(eq(reminderSends.accountId, s.accountId));
    const messageOf = new Map(sent.map((m) => [m.id, m.residentId]));
    expect(sends.map((send) => messageOf.get(send.smsMessageId ?? 0)).sort()).toEqual(
      sends.map((send) => send.residentId).sort(),
    );
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, s.accountId));
    expect(account!.smsCredits).toBe(998);

    const after = await dataOf<Preview>(s.call(s.owner, 'GET', '/reminder/preview?date=15.11.2026'));
    expect(after.rules[0]).toMatchObject({ reached: 0, credits: 0 });
    expect(after.people!.recipients).toEqual([]);

    const runs = (await s.call(s.owner, 'GET', '/reminder/runs?page=1')).json();
    expect(runs.TotalRecords).toBe(3);
    expect(runs.Records[2]).toMatchObject({
      rule_name: 'Beş gün sonra',
      date: '15.11.2026',
      manual: true,
      sent: 2,
    });
  });

  it('two runs at once, on two instances, still send each resident one message', async () => {
    const s = await reminderScene(ctx);
    const flats = await s.flats(4);
    for (const flat of flats)
      await s.m.debt(flat.apartment.id, s.type.id, '80,00', { due_date: '01.11.2026' });
    await s.rule({ offset_days: 0 });
    const other = await startSecondInstance(ctx);
    try {
      const answers = await Promise.all([
        s.run('01.11.2026'),
        caller(() => ({ ...ctx, app: other.app }))(s.owner, 'POST', '/reminder/run', { date: '01.11.2026' }),
        s.run('01.11.2026'),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers.reduce((sum, answer) => sum + answer.json().data.sent, 0)).toBe(4);
    } finally {
      await other.close();
    }
    const sent = await s.messages();
    expect(sent.map((m) => m.residentId).sort()).toEqual(flats.map((f) => f.owner.id).sort());
  });
});

describe('the preview a page at a time', () => {
  it('counts every reminder of the rule as the run of the day sends them, and pages through each person once', async () => {
    const s = await reminderScene(ctx);
    const bySms = await s.flats(5);
    const [mailed] = await s.flats(1);
    const [noPhone] = await s.m.flats(1);
    // Two long names make their SMS two parts: the credits are not the count of SMS.
    for (const flat of bySms.slice(0, 2)) {
      await ctx.db
        .update(residents)
        .set({ name: 'Abdurrahman Şerafettin Muhammed Kemalettin' })
        .where(eq(residents.id, flat.owner.id));
    }
    await ctx.db
      .update(residents)
      .set({ email: 'selin@example.com' })
      .where(eq(residents.id, mailed!.owner.id));
    for (const flat of [...bySms, mailed!, noPhone!]) {
      await s.m.debt(flat.apartment.id, s.type.id, '450,00', { due_date: '10.11.2026' });
    }
    const rule = await s.rule({
      channels: ['email', 'sms'],
      template: `${ruleBody().template} Ödemenizi son ödeme gününe kadar yapmanızı rica ederiz.`,
    });
    const other = await s.rule({ name: 'Üç gün önce', offset_days: -3 });
    const ask = (query: string) =>
      dataOf<Preview>(s.call(s.owner, 'GET', `/reminder/preview?date=15.11.2026&${query}`));

    const first = await ask('per_page=2');
    expect(first.rules.map((r) => r.rule_id)).toEqual([rule.id, other.id]);
    expect(first.rules[0]).toMatchObject({ reached: 6, sms: 5, credits: 7, email: 1, left_out: 1 });
    expect(first.rules[1]).toMatchObject({ reached: 0, credits: 0, left_out: 0 });
    expect(first.credits).toBe(7);
    // The first rule is listed unless another is asked for.
    expect(first.people).toMatchObject({ rule_id: rule.id, page: 1, left_out_page: 1, per_page: 2 });
    expect(first.people!.recipients).toHaveLength(2);

    const pages = [first, await ask('per_page=2&page=2'), await ask('per_page=2&page=3')];
    const listed = pages.flatMap((p) => p.people!.recipients.map((r) => r.resident_id));
    const everyone = [...bySms, mailed!].map((f) => f.owner.id).sort((x, y) => x - y);
    expect(listed).toEqual(everyone);
    expect((await ask('per_page=2&page=4')).people!.recipients).toEqual([]);
    // Every page adds up to the totals: the texts listed are the ones counted.
    const shown = pages.flatMap((p) => p.people!.recipients);
    expect(shown.filter((r) => r.channel === 'sms').reduce((sum, r) => sum + r.parts, 0)).toBe(7);
    expect(first.people!.left_out).toEqual([
      {
        name: expect.stringContaining('Ahmet'),
        reason: 'E-posta adresi yok ya da geri döndü; Geçerli bir cep telefonu yok.',
      },
    ]);
    expect((await ask('per_page=2&left_out_page=2')).people!.left_out).toEqual([]);

    // Another rule's people when asked for; a rule that is not active lists as by default.
    expect((await ask(`rule_id=${other.id}`)).people).toMatchObject({ rule_id: other.id, recipients: [] });
    expect((await ask('rule_id=999999')).people!.rule_id).toBe(rule.id);

    // The preview's promise: the run of the day sends what it counted.
    const run = await s.run('15.11.2026');
    expect(run.json().data).toEqual({ date: '15.11.2026', sent: 6, failed: 0, skipped: 1 });
    const sent = await s.messages();
    const smsIds = shown.filter((r) => r.channel === 'sms').map((r) => r.resident_id);
    expect(sent.map((m) => m.residentId).sort((x, y) => x! - y!)).toEqual(smsIds.sort((x, y) => x - y));
    expect(sent.reduce((sum, m) => sum + m.parts, 0)).toBe(first.rules[0]!.credits);
    expect(sent.map((m) => m.text).sort()).toEqual(
      shown
        .filter((r) => r.channel === 'sms')
        .map((r) => r.text)
        .sort(),
    );
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, s.accountId));
    expect(account!.smsCredits).toBe(1000 - 7);
  });

  it('lists by default a rule that reminds someone, though an earlier active rule reaches nobody that day', async () => {
    const s = await reminderScene(ctx);
    const [flat] = await s.flats(1);
    await s.m.debt(flat!.apartment.id, s.type.id, '450,00', { due_date: '10.11.2026' });
    const empty = await s.rule({ name: 'Üç gün önce', offset_days: -3 });
    const reaching = await s.rule();
    const ask = (query = '') =>
      dataOf<Preview>(s.call(s.owner, 'GET', `/reminder/preview?date=15.11.2026${query}`));

    const preview = await ask();
    expect(preview.rules.map((r) => [r.rule_id, r.reached])).toEqual([
      [empty.id, 0],
      [reaching.id, 1],
    ]);
    expect(preview.people).toMatchObject({ rule_id: reaching.id, left_out: [] });
    expect(preview.people!.recipients.map((r) => r.resident_id)).toEqual([flat!.owner.id]);
    // The empty rule asked for by name is still listed: the page shows that it reaches nobody.
    expect((await ask(`&rule_id=${empty.id}`)).people).toEqual({
      rule_id: empty.id,
      page: 1,
      left_out_page: 1,
      per_page: 25,
      recipients: [],
      left_out: [],
    });
  });

  it('refuses a page below 1, in Turkish', async () => {
    const s = await reminderScene(ctx);
    const answer = await s.call(s.owner, 'GET', '/reminder/preview?date=15.11.2026&page=0');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.page).toBe('En az 1 olmalıdır.');
  });
});

describe('who is reminded', () => {
  it('not a debt paid before the run, nor one below the minimum or in another building', async () => {
    const s = await reminderScene(ctx);
    const [paid, small, big] = await s.flats(3);
    const [elsewhere] = await s.flats(1);
    const cash = await s.m.cashAccount();
    const paidDebt = await s.m.debt(paid!.apartment.id, s.type.id, '300,00', { due_date: '01.12.2026' });
    await s.m.debt(small!.apartment.id, s.type.id, '50,00', { due_date: '01.12.2026' });
    await s.m.debt(big!.apartment.id, s.type.id, '300,00', { due_date: '01.12.2026' });
    await s.m.debt(elsewhere!.apartment.id, s.type.id, '300,00', { due_date: '01.12.2026' });
    await s.rule({ offset_days: -2, min_amount: '100,00', building_ids: [paid!.building.id] });
    const pay = await s.m.pay({
      debt_id: paidDebt,
      account_id: cash.id,
      accounting_type_id: s.type.id,
      amount: '300,00',
      date: '28.11.2026',
    });
    expect(pay.statusCode, pay.body).toBe(200);

    const answer = await s.run('29.11.2026');
    expect(answer.json().data).toMatchObject({ sent: 1 });
    expect((await s.messages()).map((m) => m.residentId)).toEqual([big!.owner.id]);
  });

  it('reads the oldest open debt for a days-overdue filter and its fields', async () => {
    const s = await reminderScene(ctx);
    const [late, recent] = await s.flats(2);
    await s.m.debt(late!.apartment.id, s.type.id, '200,00', { due_date: '01.09.2026' });
    for (const flat of [late!, recent!]) {
      await s.m.debt(flat.apartment.id, s.type.id, '100,00', { due_date: '10.11.2026' });
    }
    await s.rule({
      min_overdue_days: 30,
      template: 'Sayın {ad}, en eski borcunuz {en_eski_vade}, {gecikme_gun} gün.',
    });
    const preview = await dataOf<Preview>(s.call(s.owner, 'GET', '/reminder/preview?date=15.11.2026'));
    expect(preview.people!.recipients.map((r) => [r.resident_id, r.text])).toEqual([
      [late!.owner.id, 'Sayın Ahmet, en eski borcunuz 01.09.2026, 75 gün.'],
    ]);
  });

  it('counts a resident without a mobile phone as not reached', async () => {
    const s = await reminderScene(ctx);
    const [flat] = await s.m.flats(1);
    await s.m.debt(flat!.apartment.id, s.type.id, '300,00', { due_date: '01.12.2026' });
    await s.rule({ offset_days: 0 });
    const preview = await dataOf<Preview>(s.call(s.owner, 'GET', '/reminder/preview?date=01.12.2026'));
    expect(preview.rules[0]).toMatchObject({ reached: 0, left_out: 1 });
    expect(preview.people!.left_out).toEqual([
      { name: expect.stringContaining('Ahmet'), reason: 'Geçerli bir cep telefonu yok.' },
    ]);
    expect((await s.run('01.12.2026')).json().data).toMatchObject({ sent: 0, skipped: 1 });
  });

  it('too few credits: the reminders fail with the reason in the history and are not tried again', async () => {
    const s = await reminderScene(ctx, 0);
    const [flat] = await s.flats(1);
    await s.m.debt(flat!.apartment.id, s.type.id, '300,00', { due_date: '01.12.2026' });
    await s.rule({ offset_days: 0 });
    expect((await s.run('01.12.2026')).json().data).toMatchObject({ sent: 0, failed: 1 });
    expect((await s.run('01.12.2026')).json().data).toMatchObject({ sent: 0, failed: 0 });
    const runs = (await s.call(s.owner, 'GET', '/reminder/runs?page=1')).json().Records;
    expect(runs[1]).toMatchObject({
      failed: 1,
      errors: ['SMS krediniz yetersiz: bu gönderim 1 kredi gerektiriyor, hesabınızda 0 kredi var.'],
    });
    expect(await s.messages()).toEqual([]);
  });

  it('refuses a run without a valid day, in Turkish', async () => {
    const s = await reminderScene(ctx);
    const answer = await s.run('31.02.2026');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.date).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
  });
});

describe('effect', () => {
  it('counts the reminded debts paid within 7 days and the amount', async () => {
    const s = await reminderScene(ctx);
    const [payer, late] = await s.flats(2);
    const cash = await s.m.cashAccount();
    const debt = await s.m.debt(payer!.apartment.id, s.type.id, '200,00', { due_date: '01.11.2026' });
    await s.m.debt(late!.apartment.id, s.type.id, '200,00', { due_date: '01.11.2026' });
    const rule = await s.rule({ offset_days: 3 });
    expect((await s.run('04.11.2026')).json().data).toMatchObject({ sent: 2 });
    await s.m.pay({
      debt_id: debt,
      account_id: cash.id,
      accounting_type_id: s.type.id,
      amount: '200,00',
      date: '05.11.2026',
    });
    const listed = (await s.call(s.owner, 'GET', '/reminder/rules')).json().Records as {
      id: number;
      effect: unknown;
    }[];
    expect(listed.find((r) => r.id === rule.id)!.effect).toEqual({
      reminded: 2,
      paid: 1,
      paid_share: 0.5,
      paid_amount: 200,
    });
  });
});
