/**
 * The monthly statement by e-mail (docs/mail.md, "Monthly statements"), through the outbox: the 1st of the month's
 * run e-mails the statement PDF to the residents with an address who owe something or had a movement in the past
 * month, only for accounts with mail_statements on; a second run the same month sends nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts, residents } from '../../../server/db/schema';
import { runMonthlyStatements } from '../../../server/services/mail/statements';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, type Flat, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
const DECEMBER = { year: 2026, month: 12, day: 1 };

const setEmail = (flat: Flat, email: string) =>
  ctx.db.update(residents).set({ email }).where(eq(residents.id, flat.owner.id));

async function mailStatements(who: SignedIn, on: boolean) {
  const settings = (await call(who, 'GET', '/settings')).json().data;
  expect(settings.mail_statements).toBe(false);
  const put = await call(who, 'PUT', '/settings', { ...settings, mail_statements: on });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().data.mail_statements).toBe(on);
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Zambak Sitesi' });
  const m = moneyFixtures(ctx, owner);
  const type = await m.incomeType();
  const [owing, quiet, noAddress, paidUp] = await m.flats(4);
  await m.debt(owing!.apartment.id, type.id, '750,00');
  await m.debt(noAddress!.apartment.id, type.id, '500,00');
  const paid = await m.debt(paidUp!.apartment.id, type.id, '300,00', { due_date: '15.11.2026' });
  await ctx.db.update(debts).set({ paid: 30_000n }).where(eq(debts.id, paid));
  await setEmail(owing!, 'borclu@example.com');
  await setEmail(quiet!, 'sessiz@example.com');
  await setEmail(paidUp!, 'odedi@example.com');
  await mailStatements(owner, true);

  // Another account owing money with the setting off.
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  const n = moneyFixtures(ctx, other);
  const [flat] = await n.flats(1);
  await n.debt(flat!.apartment.id, (await n.incomeType()).id, '900,00');
  await setEmail(flat!, 'baska@example.com');
}, 90_000);
afterAll(() => ctx?.close());

async function outboxMails(): Promise<ParsedMail[]> {
  const folder = join(ctx.dataDir, 'mail-outbox');
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((n) => n.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(names.map((n) => simpleParser(readFileSync(join(folder, n)))));
}

const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '';

describe('monthly statements by e-mail', () => {
  it('e-mails the statement PDF to who owes or paid last month, once a month, only where it is on', async () => {
    const first = await runMonthlyStatements(ctx.db, ctx.app.config, DECEMBER);
    expect(first).toEqual({ mailed: 2, refused: 0 });
    const mails = await outboxMails();
    // Not the resident without debts or movements, not the one without an address, not the other account.
    expect(mails.map(toOf).sort()).toEqual(['borclu@example.com', 'odedi@example.com']);
    const owing = mails.find((mail) => toOf(mail) === 'borclu@example.com')!;
    expect(owing.subject).toMatch(/^Hesap ekstreniz \(\d\d\.\d\d\.\d{4}\)$/);
    expect(owing.text).toContain('hesap ekstreniz bu e-postanın ekindedir');
    expect(owing.text).toMatch(/Kalan borcunuz: \D*750,00/);
    expect(owing.text).toContain('Zambak Sitesi');
    const pdf = owing.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^ekstre-.*\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const paidUp = mails.find((mail) => toOf(mail) === 'odedi@example.com')!;
    expect(paidUp.text).toContain('Borcunuz bulunmuyor.');

    // The same month again (a restart, a second instance, a manual run): nothing more.
    expect(await runMonthlyStatements(ctx.db, ctx.app.config, DECEMBER)).toEqual({ mailed: 0, refused: 0 });
    expect(await outboxMails()).toHaveLength(2);
  });

  it('sends nothing once the setting is off', async () => {
    const settings = (await call(owner, 'GET', '/settings')).json().data;
    expect((await call(owner, 'PUT', '/settings', { ...settings, mail_statements: false })).statusCode).toBe(
      200,
    );
    const january = { year: 2027, month: 1, day: 1 };
    expect(await runMonthlyStatements(ctx.db, ctx.app.config, january)).toEqual({ mailed: 0, refused: 0 });
    expect(await outboxMails()).toHaveLength(2);
  });
});
