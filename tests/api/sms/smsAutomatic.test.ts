/**
 * The automatic messages of the user settings (docs/sms.md): birthday greetings from the daily run (debt reminders
 * are reminder rules: tests/api/reminders/), the payment message after a collection (the scheduler's minute) and
 * by hand ("Makbuzu SMS ile gönder"); each person and occasion at most once, even when the run is repeated, and nothing for accounts that did not
 * turn them on. The runs are called directly with an explicit day.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, residents, smsMessages } from '../../../server/db/schema';
import { runAutomaticMessages, sendPaymentMessages } from '../../../server/services/sms/automatic';
import { collectionScene } from '../helpers/collectionScene';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
const queued: number[] = [];
const deps = () => ({
  db: ctx.db,
  queue: { enqueue: async (id: number) => void queued.push(id) },
  provider: 'outbox',
});

async function messagesOf(kind: string) {
  return ctx.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.accountId, owner.user.account_id), eq(smsMessages.kind, kind)))
    .orderBy(smsMessages.id);
}

async function settings(changes: Record<string, unknown>) {
  const current = (await call(owner, 'GET', '/settings')).json().data;
  await dataOf(call(owner, 'PUT', '/settings', { ...current, ...changes }));
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Çınar Apt.' });
  await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('birthdays', () => {
  it('greets a resident on the day once, with the account’s own text', async () => {
    const make = moneyFixtures(ctx, owner).make;
    const resident = await make.resident({
      name: 'Selin',
      surname: 'Ok',
      phone: newPhone(),
      birth_day: '25.11.1980',
    });
    const quiet = await make.resident({
      name: 'Sessiz',
      surname: 'Ok',
      phone: newPhone(),
      birth_day: '25.11.1990',
    });
    await ctx.db.update(residents).set({ smsOptOut: true }).where(eq(residents.id, quiet.id));

    const day = new Date('2026-11-25T07:00:00Z');
    // Turned off: nothing.
    await runAutomaticMessages(deps(), day);
    expect(await messagesOf('birthday')).toHaveLength(0);

    await settings({ birth_day: true, birth_day_message_template: 'İyi ki doğdunuz {ad} Hanım! {yonetim}' });
    await runAutomaticMessages(deps(), day);
    await runAutomaticMessages(deps(), day);
    const sent = await messagesOf('birthday');
    expect(sent.map((m) => [m.residentId, m.text, m.status])).toEqual([
      [resident.id, 'İyi ki doğdunuz Selin Hanım! Çınar Apt.', 'queued'],
    ]);
    // Not on another day.
    await runAutomaticMessages(deps(), new Date('2026-11-26T07:00:00Z'));
    expect(await messagesOf('birthday')).toHaveLength(1);
  });
});

describe('payment messages', () => {
  it('announces a collection once when the setting is on, and again only by hand', async () => {
    const m = moneyFixtures(ctx, owner);
    const scene = await collectionScene(m, 300);
    await ctx.db.update(residents).set({ phone: newPhone() }).where(eq(residents.id, scene.flat.owner.id));
    await settings({ send_payment_message: false });
    const first = await scene.pay(100);
    expect(first.statusCode, first.body).toBe(200);
    await sendPaymentMessages(deps());
    expect(await messagesOf('payment')).toHaveLength(0);

    await settings({ send_payment_message: true, payment_message_template: null });
    const second = await scene.pay(50);
    const receipt = second.json().data as { receipt_id: number; receipt_number: number };
    await sendPaymentMessages(deps());
    await sendPaymentMessages(deps());
    const sent = (await messagesOf('payment')).filter(
      (msg) => msg.occasion === `receipt:${receipt.receipt_id}`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('50,00 TL ödemeniz alınmıştır');
    expect(sent[0]!.text).toContain(`Makbuz no: ${receipt.receipt_number}`);
    expect(sent[0]!.text).toContain('Kalan borcunuz: 150,00 TL');

    const byHand = await call(owner, 'POST', '/receipt/sms', { receipt_id: receipt.receipt_id });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().description).toBe('Makbuz SMS’i 1 kişiye gönderim kuyruğuna alındı.');
    const texts = (await messagesOf('payment')).filter((msg) =>
      msg.text.includes(`Makbuz no: ${receipt.receipt_number}`),
    );
    expect(texts).toHaveLength(2);
  });

  it('refuses another account’s receipt', async () => {
    const stranger = await registerAccount(ctx);
    const receipt = (await messagesOf('payment')).at(-1)!;
    const answer = await call(stranger, 'POST', '/receipt/sms', {
      receipt_id: Number(receipt.occasion?.split(':')[1] ?? 1),
    });
    expect(answer.statusCode).toBe(404);
  });
});
