/**
 * Preview and send for the audiences (docs/sms.md) with the outbox provider: who is reached and who is left out
 * (and why), the rendered texts and parts, credits taken all or nothing (never below zero, even for two sends
 * at once), the queue's worker sending the campaign to the outbox, and the sub-user's send_sms level.
 * Credits are set in the database: buying them is the licence issue's order flow, not built yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, residents, smsCampaigns, smsMessages } from '../../../server/db/schema';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { createSubUser, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { outbox, startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let buildingId: number;
let other: { buildingId: number };
/** Residents by role in the first building. */
const people: Record<string, { id: number; phone: string | null }> = {};

async function setCredits(accountId: number, credits: number) {
  await ctx.db.update(accounts).set({ smsCredits: credits }).where(eq(accounts.id, accountId));
}
async function creditsOf(accountId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ c: accounts.smsCredits })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!.c;
}
async function campaignCount(accountId: number): Promise<number> {
  const rows = await ctx.db
    .select({ id: smsCampaigns.id })
    .from(smsCampaigns)
    .where(eq(smsCampaigns.accountId, accountId));
  return rows.length;
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Yeşil Vadi Sitesi' });
  const money = moneyFixtures(ctx, owner);
  const make = money.make;
  const building = await make.building('A Blok');
  buildingId = building.id;
  const residentOf = async (name: string, phone: string | null, flat: string, type: 1 | 2) => {
    const apartment = await make.apartment({ building_id: buildingId, identifier: flat });
    const resident = await make.resident({ name, surname: 'Kaya', ...(phone ? { phone } : {}) });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type });
    people[name] = { id: resident.id, phone };
  };
  await residentOf('Ayşe', newPhone(), '1', 1);
  await residentOf('Mehmet', newPhone(), '2', 1);
  await residentOf('Telefonsuz', null, '3', 1);
  await residentOf('İstemez', newPhone(), '4', 1);
  await residentOf('Kiracı', newPhone(), '5', 2);
  // "Does not want SMS" (the resident form's checkbox).
  await ctx.db.update(residents).set({ smsOptOut: true }).where(eq(residents.id, people.İstemez!.id));
  const second = await make.building('B Blok');
  other = { buildingId: second.id };
  const flatB = await make.apartment({ building_id: second.id, identifier: '1' });
  const residentB = await make.resident({ name: 'Bora', surname: 'Demir', phone: newPhone() });
  await make.link({ apartment_id: flatB.id, resident_id: residentB.id, type: 1 });
  people.Bora = { id: residentB.id, phone: null };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const buildingPayload = (extra: Record<string, unknown> = {}) => ({
  all_data: true,
  sending: [],
  not_sending: [],
  building_ids: [buildingId],
  resident_type: 1,
  message: 'Sayın {ad_soyad}, {daire} için su kesintisi salı günü. {yonetim}',
  ...extra,
});

describe('preview', () => {
  it('renders each owner’s text, leaves out who cannot or does not want to be reached, and counts parts', async () => {
    await setCredits(owner.user.account_id, 3);
    const preview = await dataOf<{
      recipients: { name: string; text: string; parts: number; encoding: string }[];
      left_out: { name: string; reason: string }[];
      total_parts: number;
      credits: number;
      enough: boolean;
    }>(call(owner, 'POST', '/building/sms/preview', buildingPayload()));
    expect(preview.recipients.map((r) => r.name).sort()).toEqual(['Ayşe Kaya', 'Mehmet Kaya']);
    const ayse = preview.recipients.find((r) => r.name === 'Ayşe Kaya')!;
    expect(ayse.text).toBe('Sayın Ayşe Kaya, A Blok 1 için su kesintisi salı günü. Yeşil Vadi Sitesi');
    expect(ayse.encoding).toBe('turkish');
    expect(ayse.parts).toBe(1);
    expect(preview.left_out).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Telefonsuz Kaya', reason: 'Geçerli bir cep telefonu yok.' }),
        expect.objectContaining({ name: 'İstemez Kaya', reason: 'SMS almak istemiyor.' }),
      ]),
    );
    expect(preview.total_parts).toBe(2);
    expect(preview.credits).toBe(3);
    expect(preview.enough).toBe(true);
  });

  it('reaches tenants only when asked, and the other building not at all', async () => {
    const tenants = await dataOf<{ recipients: { name: string }[] }>(
      call(owner, 'POST', '/building/sms/preview', buildingPayload({ resident_type: 2 })),
    );
    expect(tenants.recipients.map((r) => r.name)).toEqual(['Kiracı Kaya']);
  });

  it('refuses an unknown merge field with a Turkish message', async () => {
    const answer = await call(
      owner,
      'POST',
      '/building/sms/preview',
      buildingPayload({ message: 'Merhaba {isim}' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.message).toBe('Bilinmeyen alan: {isim}. Listeden bir alan seçin.');
  });

  it('reaches each person once when chosen twice', async () => {
    const chosen = [people.Ayşe!.id, people.Ayşe!.id, people.Mehmet!.id];
    const preview = await dataOf<{ recipients: unknown[] }>(
      call(owner, 'POST', '/group/sms/preview', {
        all_data: false,
        sending: chosen,
        message: 'Merhaba {ad}',
      }),
    );
    expect(preview.recipients).toHaveLength(2);
  });
});

describe('send', () => {
  it('refuses a send the credits do not cover and writes nothing', async () => {
    await setCredits(owner.user.account_id, 1);
    const before = await campaignCount(owner.user.account_id);
    const answer = await call(owner, 'POST', '/building/sms/send', buildingPayload());
    expect(answer.statusCode).toBe(409);
    expect(answer.json().description).toBe(
      'SMS krediniz yetersiz: bu gönderim 2 kredi gerektiriyor, hesabınızda 1 kredi var.',
    );
    expect(await campaignCount(owner.user.account_id)).toBe(before);
    expect(await creditsOf(owner.user.account_id)).toBe(1);
  });

  it('takes the credits, queues one message per person and the worker sends them to the outbox', async () => {
    await setCredits(owner.user.account_id, 10);
    const sent = await call(owner, 'POST', '/building/sms/send', buildingPayload());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().description).toBe('2 kişiye 2 SMS (2 kredi) gönderim kuyruğuna alındı.');
    const campaignId = sent.json().data.campaign_id as number;
    expect(await creditsOf(owner.user.account_id)).toBe(8);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'accounts'), eq(auditLog.accountId, owner.user.account_id)));
    expect(audit.some((row) => (row.after as { sms_credits?: number })?.sms_credits === 8)).toBe(true);

    const result = await deliverCampaign(ctx.db, ctx.app.sms, campaignId);
    expect(result).toEqual({ sent: 2, failed: 0, retry: 0 });
    const lines = outbox(ctx).filter((line) => line.text.includes('su kesintisi'));
    expect(lines.map((l) => l.to).sort()).toEqual([people.Ayşe!.phone, people.Mehmet!.phone].sort());
    const statuses = await ctx.db
      .select({ status: smsMessages.status })
      .from(smsMessages)
      .where(eq(smsMessages.campaignId, campaignId));
    expect(statuses.map((s) => s.status)).toEqual(['sent', 'sent']);
    // A second worker on the same campaign finds nothing left to send.
    expect(await deliverCampaign(ctx.db, ctx.app.sms, campaignId)).toEqual({ sent: 0, failed: 0, retry: 0 });
  });

  it('never lets two sends at once take more credits than there are', async () => {
    await setCredits(owner.user.account_id, 3);
    const answers = await Promise.all([
      call(owner, 'POST', '/building/sms/send', buildingPayload()),
      call(owner, 'POST', '/building/sms/send', buildingPayload()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await creditsOf(owner.user.account_id)).toBe(1);
  });

  it('sends to non-members', async () => {
    await setCredits(owner.user.account_id, 5);
    const member = await dataOf(
      call(owner, 'POST', '/non/members', { name: 'Tesisatçı Hasan', phone: newPhone() }),
    );
    const answer = await call(owner, 'POST', '/non/member/sms/send', {
      all_data: false,
      sending: [member.id],
      message: 'Merhaba {ad_soyad}, yarın 10:00 kazan dairesi.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.recipients).toBe(1);
  });

  it('lets a sub-user without send_sms prepare and preview but not send', async () => {
    await setCredits(owner.user.account_id, 10);
    const clerk = await createSubUser(ctx, owner, { send_sms: 0 });
    const preview = await call(clerk, 'POST', '/building/sms/preview', buildingPayload());
    expect(preview.statusCode).toBe(200);
    const send = await call(clerk, 'POST', '/building/sms/send', buildingPayload());
    expect(send.statusCode).toBe(403);
    expect(await creditsOf(owner.user.account_id)).toBe(10);
  });

  it('does not reach another account’s residents by id', async () => {
    const stranger = await registerAccount(ctx);
    await setCredits(stranger.user.account_id, 10);
    const answer = await call(stranger, 'POST', '/group/sms/send', {
      all_data: false,
      sending: [people.Ayşe!.id],
      message: 'Merhaba',
    });
    expect(answer.statusCode).toBe(400);
    expect(await creditsOf(stranger.user.account_id)).toBe(10);
  });
});

describe('debtors', () => {
  it('lists and reaches only residents with at least the minimum open debt', async () => {
    const money = moneyFixtures(ctx, owner);
    const type = await money.incomeType();
    const flats = await ctx.db.execute<{ apartment_id: number; resident_id: number }>(
      sql`select apartment_id, resident_id from apartment_residents where resident_id in (${people.Ayşe!.id}, ${people.Mehmet!.id}) and type = 1`,
    );
    const flatOf = (id: number) => flats.rows.find((r) => r.resident_id === id)!.apartment_id;
    await money.debt(flatOf(people.Ayşe!.id), type.id, '1500,00');
    await money.debt(flatOf(people.Mehmet!.id), type.id, '200,00');
    const list = await call(owner, 'GET', '/debt/sms?min_amount=1000&overdue_days=30');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().Records as { name: string; debt: string; oldest_due_date: string }[];
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Ayşe Kaya', debt: '1.500,00 TL', oldest_due_date: '01.01.2025' }),
    ]);

    await setCredits(owner.user.account_id, 10);
    const preview = await dataOf<{ recipients: { name: string; text: string }[] }>(
      call(owner, 'POST', '/debt/sms/preview', {
        all_data: true,
        min_amount: '1.000,00',
        overdue_days: 30,
        message: 'Sayın {ad_soyad}, {borc} borcunuz var (vade {en_eski_vade}).',
      }),
    );
    expect(preview.recipients).toEqual([
      expect.objectContaining({
        name: 'Ayşe Kaya',
        text: 'Sayın Ayşe Kaya, 1.500,00 TL borcunuz var (vade 01.01.2025).',
      }),
    ]);
  });
});

describe('commercial messages (İYS)', () => {
  it('reach only residents who consented, and say why the others are left out', async () => {
    await ctx.db.update(residents).set({ commercialConsent: true }).where(eq(residents.id, people.Ayşe!.id));
    const template = await dataOf(
      call(owner, 'POST', '/sms/template', {
        name: 'Kampanya',
        sms_template_type: 1,
        message: 'Sayın {ad}, havuz üyeliğinde indirim.',
        commercial: true,
      }),
    );
    const preview = await dataOf<{
      commercial: boolean;
      recipients: { name: string }[];
      left_out: { name: string; reason: string }[];
    }>(
      call(
        owner,
        'POST',
        '/building/sms/preview',
        buildingPayload({ message: '', sms_template_id: template.id }),
      ),
    );
    expect(preview.commercial).toBe(true);
    expect(preview.recipients.map((r) => r.name)).toEqual(['Ayşe Kaya']);
    expect(preview.left_out).toContainEqual(
      expect.objectContaining({ name: 'Mehmet Kaya', reason: 'Ticari ileti onayı (İYS) yok.' }),
    );
  });
});

describe('other buildings stay out', () => {
  it('a building send to A does not reach B', async () => {
    const preview = await dataOf<{ recipients: { name: string }[] }>(
      call(owner, 'POST', '/building/sms/preview', buildingPayload({ building_ids: [other.buildingId] })),
    );
    expect(preview.recipients.map((r) => r.name)).toEqual(['Bora Demir']);
  });
});
