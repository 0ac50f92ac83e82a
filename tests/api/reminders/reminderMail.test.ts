/**
 * Reminders by e-mail (docs/reminders.md, "Channels"): a rule whose order is e-mail then SMS writes an .eml to the
 * outbox for a resident with a usable address, with the amount and a personal link that opens their page, and an
 * SMS for one without an address or whose address bounced; the preview says which and counts SMS credits only; a
 * second run sends nothing again; an opted-out resident still gets their reminder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, reminderSends, residents } from '../../../server/db/schema';
import { startTestApp, type TestContext } from '../helpers/harness';
import { dataOf } from '../helpers/propertyFixtures';
import { reminderScene } from './reminderScene';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** Every .eml in the outbox sent to `address`, read back as a mail program would. */
async function inbox(address: string): Promise<ParsedMail[]> {
  const folder = join(ctx.dataDir, 'mail-outbox');
  if (!existsSync(folder)) return [];
  const mails = await Promise.all(
    readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => simpleParser(readFileSync(join(folder, name)))),
  );
  return mails.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address);
}

const setEmail = (residentId: number, values: Partial<typeof residents.$inferInsert>) =>
  ctx.db.update(residents).set(values).where(eq(residents.id, residentId));

describe('reminders by e-mail, then SMS', () => {
  it('e-mails the resident with an address and texts the one without or whose address bounced', async () => {
    const s = await reminderScene(ctx);
    const [mailed, noAddress, bounced] = await s.flats(3);
    await setEmail(mailed!.owner.id, { email: 'ayse.kaya@example.com' });
    await setEmail(bounced!.owner.id, { email: 'eski@example.com', emailBouncedAt: new Date() });
    for (const flat of [mailed, noAddress, bounced]) {
      await s.m.debt(flat!.apartment.id, s.type.id, '450,00', { due_date: '10.11.2026' });
    }
    await s.rule({ channels: ['email', 'sms'] });

    const preview = await dataOf<{
      rules: { sms: number; email: number; credits: number }[];
      people: { recipients: { resident_id: number; channel: string; to: string; parts: number }[] };
      credits: number;
    }>(s.call(s.owner, 'GET', '/reminder/preview?date=15.11.2026'));
    expect(preview.rules[0]).toMatchObject({ sms: 2, email: 1, credits: 2 });
    const byResident = new Map(preview.people.recipients.map((r) => [r.resident_id, r]));
    expect(byResident.get(mailed!.owner.id)).toMatchObject({
      channel: 'email',
      to: 'ayse.kaya@example.com',
      parts: 0,
    });
    expect(byResident.get(noAddress!.owner.id)).toMatchObject({ channel: 'sms', parts: 1 });
    expect(byResident.get(bounced!.owner.id)).toMatchObject({ channel: 'sms', parts: 1 });
    expect(preview.credits).toBe(2);

    const run = await s.run('15.11.2026');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ sent: 3, failed: 0, skipped: 0 });
    expect((await s.messages()).map((m) => m.residentId).sort()).toEqual(
      [noAddress!.owner.id, bounced!.owner.id].sort(),
    );
    expect(await inbox('eski@example.com')).toEqual([]);

    const [mail] = await inbox('ayse.kaya@example.com');
    expect(mail!.subject).toBe('Aidat hatırlatması — Çınar Apt.');
    expect(mail!.text).toContain('Sayın Ahmet, 10.11.2026 vadeli borcunuz dahil 450,00 TL borcunuz var.');
    expect(mail!.text).toContain('Toplam borcunuz: 450,00 TL');
    const link = /https?:\/\/\S+\/sakin\/([A-Za-z0-9_-]{20,})/.exec(mail!.text ?? '');
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.html || '').toContain(`/sakin/${link![1]}`);
    // The link is the resident's own page, with the debt reminded of.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/r/${link![1]}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.debts).toEqual([expect.objectContaining({ remaining: 450 })]);

    const [send] = await ctx.db
      .select()
      .from(reminderSends)
      .where(and(eq(reminderSends.accountId, s.accountId), eq(reminderSends.residentId, mailed!.owner.id)));
    expect(send).toMatchObject({ channel: 'email', status: 'queued', smsMessageId: null });
    const [row] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, send!.mailMessageId!));
    expect(row).toMatchObject({ kind: 'reminder', status: 'sent', toAddress: 'ayse.kaya@example.com' });

    const again = await s.run('15.11.2026');
    expect(again.json().data).toMatchObject({ sent: 0, failed: 0 });
    expect(await inbox('ayse.kaya@example.com')).toHaveLength(1);
    expect(await s.messages()).toHaveLength(2);
  });

  it('still reminds a resident who stopped announcement e-mails', async () => {
    const s = await reminderScene(ctx);
    const [flat] = await s.flats(1);
    await setEmail(flat!.owner.id, { email: 'duyuru.istemez@example.com', emailOptOut: true });
    await s.m.debt(flat!.apartment.id, s.type.id, '120,00', { due_date: '01.12.2026' });
    await s.rule({ channels: ['email'], offset_days: -3 });
    expect((await s.run('28.11.2026')).json().data).toMatchObject({ sent: 1 });
    const [mail] = await inbox('duyuru.istemez@example.com');
    expect(mail!.text).toContain('Son ödeme tarihi: 01.12.2026');
    expect(mail!.headers.has('list-unsubscribe')).toBe(false);
    expect(await s.messages()).toEqual([]);
  });
});
