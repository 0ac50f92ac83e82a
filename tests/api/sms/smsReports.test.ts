import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsCampaigns, smsMessages } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let residentsCampaign: number;
let debtorsCampaign: number;

interface Row {
  id: number;
  campaign_id: number | null;
  created_at: string;
  sent_at: string | null;
  name: string | null;
  phone: string;
  text: string;
  parts: number;
  status: string;
  error_code: string | null;
  error: string | null;
  audience: string;
}

interface Recipient {
  name: string;
  phone: string;
  status: string;
  errorCode?: string;
  error?: string;
  createdAt?: Date;
}

/**
 * Messages in every status, on chosen days and without a campaign cannot be made through the API (statuses come
 * from the gateway's delivery reports, a send cannot be dated in the past), so these rows are inserted directly,
 * as a send and its delivery report would leave them. The last tests send through the API itself.
 */
async function campaign(
  accountId: number,
  audience: string,
  recipients: Recipient[],
  createdAt = new Date(),
): Promise<number> {
  const [row] = await ctx.db
    .insert(smsCampaigns)
    .values({
      accountId,
      audience,
      message: `${audience} mesajı`,
      status: 'queued',
      scheduledAt: createdAt,
      recipients: recipients.length,
      parts: recipients.length,
      createdAt,
    })
    .returning();
  for (const recipient of recipients) {
    await ctx.db.insert(smsMessages).values({
      accountId,
      campaignId: row!.id,
      recipientName: recipient.name,
      toPhone: recipient.phone,
      text: `Sayın ${recipient.name}, ${audience} mesajı`,
      parts: 1,
      kind: audience,
      status: recipient.status,
      provider: 'outbox',
      errorCode: recipient.errorCode ?? null,
      error: recipient.error ?? null,
      sentAt: ['sent', 'delivered', 'failed'].includes(recipient.status) ? createdAt : null,
      createdAt: recipient.createdAt ?? createdAt,
    });
  }
  return row!.id;
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Rapor Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Öteki Site' });
  const accountId = owner.user.account_id;
  residentsCampaign = await campaign(accountId, 'residents', [
    { name: 'Ayşe Yılmaz', phone: '5321112233', status: 'delivered' },
    { name: 'Mehmet Kaya', phone: '5324445566', status: 'failed', errorCode: '40', error: 'Numara hatalı.' },
    { name: 'Zeynep Demir', phone: '5327778899', status: 'queued' },
  ]);
  // 10 January 2026 in Istanbul; its second message was written at 00:30 on 11 January Istanbul (21:30Z).
  debtorsCampaign = await campaign(
    accountId,
    'debtors',
    [
      { name: 'Ali Veli', phone: '5051234567', status: 'sent' },
      {
        name: 'Gece Yarısı',
        phone: '5059876543',
        status: 'delivered',
        createdAt: new Date('2026-01-10T21:30:00Z'),
      },
    ],
    new Date('2026-01-10T09:00:00Z'),
  );
  // An automatic payment message kept without a campaign: its kind stands for the audience.
  await ctx.db.insert(smsMessages).values({
    accountId,
    recipientName: 'Tahsilat Kişisi',
    toPhone: '5440001111',
    text: 'Ödemeniz alındı.',
    parts: 1,
    kind: 'payment',
    status: 'delivered',
    provider: 'outbox',
    createdAt: new Date('2025-06-01T09:00:00Z'),
  });
  // A delete code sent to the owner: the platform's one-time code, never in the account's reports.
  await ctx.db.insert(smsMessages).values({
    accountId,
    toPhone: owner.phone,
    text: 'Silme onay kodunuz: 123456',
    parts: 1,
    kind: 'one_time_code',
    provider: 'outbox',
  });
  await campaign(other.user.account_id, 'residents', [
    { name: 'Komşu Kişi', phone: '5330001122', status: 'delivered' },
  ]);
});
afterAll(() => ctx?.close());

async function report(who: SignedIn, query = ''): Promise<Row[]> {
  const response = await call(who, 'GET', `/sms/reports?page=1&per_page=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().TotalRecords).toBe(response.json().Records.length);
  return response.json().Records;
}

const namesOf = (rows: Row[]) => rows.map((row) => row.name);

describe('SMS reports', () => {
  it("lists the account's messages newest first, with the campaign's audience, and no one-time code", async () => {
    const rows = await report(owner);
    expect(namesOf(rows)).toEqual([
      'Zeynep Demir',
      'Mehmet Kaya',
      'Ayşe Yılmaz',
      'Gece Yarısı',
      'Ali Veli',
      'Tahsilat Kişisi',
    ]);
    expect(rows.map((row) => row.text).join(' ')).not.toContain('onay kodunuz');
    const failed = rows.find((row) => row.name === 'Mehmet Kaya')!;
    expect(failed).toMatchObject({
      campaign_id: residentsCampaign,
      phone: '5324445566',
      parts: 1,
      status: 'failed',
      error_code: '40',
      error: 'Numara hatalı.',
      audience: 'residents',
    });
    expect(rows.find((row) => row.name === 'Ali Veli')).toMatchObject({
      campaign_id: debtorsCampaign,
      audience: 'debtors',
      created_at: '2026-01-10T09:00:00.000Z',
    });
    expect(rows.find((row) => row.name === 'Tahsilat Kişisi')).toMatchObject({
      campaign_id: null,
      audience: 'payment',
    });
    expect(namesOf(await report(other))).toEqual(['Komşu Kişi']);
  });

  it('each filter narrows the rows', async () => {
    expect(namesOf(await report(owner, '&status=failed'))).toEqual(['Mehmet Kaya']);
    expect(namesOf(await report(owner, '&status=delivered'))).toEqual([
      'Ayşe Yılmaz',
      'Gece Yarısı',
      'Tahsilat Kişisi',
    ]);
    expect(namesOf(await report(owner, '&audience=payment'))).toEqual(['Tahsilat Kişisi']);
    expect(namesOf(await report(owner, '&audience=debtors'))).toEqual(['Gece Yarısı', 'Ali Veli']);
    expect(namesOf(await report(owner, '&key=KAYA'))).toEqual(['Mehmet Kaya']);
    expect(namesOf(await report(owner, '&key=ayse'))).toEqual(['Ayşe Yılmaz']);
    expect(namesOf(await report(owner, `&key=${encodeURIComponent('0505 987')}`))).toEqual(['Gece Yarısı']);
    // Istanbul days: 21:30Z on 10 January is already 11 January there.
    expect(namesOf(await report(owner, '&start_date=10.01.2026&end_date=10.01.2026'))).toEqual(['Ali Veli']);
    expect(namesOf(await report(owner, '&start_date=11.01.2026&end_date=11.01.2026'))).toEqual([
      'Gece Yarısı',
    ]);
    expect(namesOf(await report(owner, '&end_date=31.12.2025'))).toEqual(['Tahsilat Kişisi']);
    expect(namesOf(await report(owner, '&start_date=01.02.2026'))).toEqual([
      'Zeynep Demir',
      'Mehmet Kaya',
      'Ayşe Yılmaz',
    ]);
    expect(namesOf(await report(owner, '&audience=residents&status=queued'))).toEqual(['Zeynep Demir']);

    const badDate = await call(owner, 'GET', '/sms/reports?page=1&start_date=32.01.2026');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.start_date).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
    expect((await call(owner, 'GET', '/sms/reports?page=1&status=lost')).statusCode).toBe(400);
  });

  it('pages the rows with the total of every matching row', async () => {
    const response = await call(owner, 'GET', '/sms/reports?page=2&per_page=2');
    expect(response.json()).toMatchObject({ TotalRecords: 6, Page: 2, PerPage: 2 });
    expect(namesOf(response.json().Records)).toEqual(['Ayşe Yılmaz', 'Gece Yarısı']);
  });

  it('counts each campaign’s delivered, failed and pending messages, newest first', async () => {
    const response = await call(owner, 'GET', '/sms/campaigns?page=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().TotalRecords).toBe(2);
    const [residents, debtors] = response.json().Records;
    expect(residents).toMatchObject({
      id: residentsCampaign,
      audience: 'residents',
      message: 'residents mesajı',
      recipients: 3,
      delivered: 1,
      failed: 1,
      pending: 1,
    });
    expect(debtors).toMatchObject({ id: debtorsCampaign, delivered: 1, failed: 0, pending: 1 });
  });

  it('says “done” only when no message of the send waits for its delivery report', async () => {
    // Every message left the queue: the send is done for the sender, but one still waits for its report.
    await ctx.db.update(smsCampaigns).set({ status: 'done' }).where(eq(smsCampaigns.id, debtorsCampaign));
    const statusOf = async () =>
      (
        (await call(owner, 'GET', '/sms/campaigns?page=1')).json().Records as { id: number; status: string }[]
      ).find((row) => row.id === debtorsCampaign);
    expect(await statusOf()).toMatchObject({ status: 'reporting', pending: 1 });
    await ctx.db
      .update(smsMessages)
      .set({ status: 'delivered' })
      .where(eq(smsMessages.campaignId, debtorsCampaign));
    expect(await statusOf()).toMatchObject({ status: 'done', pending: 0 });
  });

  it("answers the account's credits", async () => {
    expect((await call(owner, 'GET', '/sms/credits')).json()).toEqual({ credits: 0 });
    await ctx.db.update(accounts).set({ smsCredits: 250 }).where(eq(accounts.id, owner.user.account_id));
    expect((await call(owner, 'GET', '/sms/credits')).json()).toEqual({ credits: 250 });
    expect((await call(other, 'GET', '/sms/credits')).json()).toEqual({ credits: 0 });
  });

  it('a send made through the API shows in the report and among the campaigns, pending until it leaves', async () => {
    await ctx.db.update(accounts).set({ smsCredits: 10 }).where(eq(accounts.id, owner.user.account_id));
    const resident = await property(ctx, owner).resident({
      name: 'Selin',
      surname: 'Su',
      phone: '5551230000',
    });
    const sent = await call(owner, 'POST', '/group/sms/send', {
      all_data: false,
      sending: [resident.id],
      not_sending: [],
      message: 'Merhaba {ad}, toplantı cuma.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const campaignId = sent.json().data.campaign_id;

    const [row] = await report(owner, '&key=selin');
    expect(row).toMatchObject({
      campaign_id: campaignId,
      name: 'Selin Su',
      phone: '5551230000',
      text: 'Merhaba Selin, toplantı cuma.',
      parts: 1,
      status: 'queued',
      audience: 'residents',
      sent_at: null,
    });
    const campaigns = (await call(owner, 'GET', '/sms/campaigns?page=1')).json().Records;
    expect(campaigns[0]).toMatchObject({
      id: campaignId,
      recipients: 1,
      delivered: 0,
      failed: 0,
      pending: 1,
    });
    expect((await call(owner, 'GET', '/sms/credits')).json()).toEqual({ credits: 9 });
  });

  it('a sub-user without show_sms gets none of them', async () => {
    const blind = await createSubUser(ctx, owner, { show_sms: 0 });
    for (const url of ['/sms/reports?page=1', '/sms/campaigns?page=1', '/sms/credits']) {
      expect((await call(blind, 'GET', url)).statusCode, url).toBe(403);
    }
    const reader = await createSubUser(ctx, owner, { show_sms: 1, exec_sms: 0, send_sms: 0 });
    expect((await call(reader, 'GET', '/sms/reports?page=1')).statusCode).toBe(200);
  });
});
