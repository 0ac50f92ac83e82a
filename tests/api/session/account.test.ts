import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { MESSAGES } from '../../../common/messages';
import { accounts, auditLog } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, startTestApp, type TestContext } from '../helpers/harness';

/** Licence and login-page info, settings, the tutorial (with the support chat-bot) and demo mode. */
/** A stand-in for the support chat-bot: records what it receives and answers as told. */
interface Hook {
  server: Server;
  url: string;
  received: Record<string, unknown>[];
  answer: 'ok' | 'fail' | 'hang';
  next(): Promise<Record<string, unknown>>;
}

async function startHook(): Promise<Hook> {
  const waiting: ((body: Record<string, unknown>) => void)[] = [];
  const hook: Hook = {
    server: createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(text) as Record<string, unknown>;
        hook.received.push(body);
        waiting.shift()?.(body);
        if (hook.answer === 'hang') return;
        response.writeHead(hook.answer === 'ok' ? 200 : 500).end();
      });
    }),
    url: '',
    received: [],
    answer: 'ok',
    next: () => new Promise((resolve) => waiting.push(resolve)),
  };
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/tutorial-finished`;
  return hook;
}

let hook: Hook;
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  hook = await startHook();
  ctx = await startTestApp({ tutorialWebhookUrl: hook.url });
  owner = await registerAccount(ctx, { assocName: 'Manolya Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
});
afterAll(async () => {
  await ctx?.close();
  hook.server.closeAllConnections();
  await new Promise((resolve) => hook.server.close(resolve));
});

const api = caller(() => ctx);

describe('licence and info', () => {
  it('GET /licance shows the end date, days left and limits of the account', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Lisans Sitesi' });
    const today = todayInIstanbul();
    const end = new Date(Date.UTC(today.year, today.month - 1, today.day + 30));
    const response = await api.get(fresh, '/licance');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      licence_end: formatDmy({
        year: end.getUTCFullYear(),
        month: end.getUTCMonth() + 1,
        day: end.getUTCDate(),
      }),
      days_left: 30,
      is_expired: false,
      apartment_limit: 50,
      apartment_count: 0,
      sms_credits: 0,
      // A new account is on its trial, no package bought yet.
      package_name: null,
    });
    await ctx.db
      .update(accounts)
      .set({ licenceEnd: '2020-01-31' })
      .where(eq(accounts.id, fresh.user.account_id));
    const expired = await api.get(fresh, '/licance');
    expect(expired.json().data).toMatchObject({ licence_end: '31.01.2020', days_left: 0, is_expired: true });
  });

  it('GET /info is public and shows no demo login outside demo mode', async () => {
    const response = await api.get(null, '/info');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      name: 'Site Yönetimi',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      demo: false,
      demo_phone: null,
      demo_password: null,
      support_phone: '0850 000 00 00',
    });
  });
});

describe('settings', () => {
  const valid = {
    auto_payment_advance_payments: true,
    birth_day: true,
    birth_day_message_template: 'Doğum gününüz kutlu olsun {name}!',
    remin_debt: true,
    remind_debt_with_since_day: 15,
    send_payment_message: true,
    payment_message_template: '  ',
  };

  it('starts from the defaults, saves every field for the account and writes the audit log', async () => {
    const initial = await api.get(other, '/settings');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().data).toEqual({
      auto_payment_advance_payments: false,
      birth_day: false,
      birth_day_message_template: null,
      remin_debt: false,
      remind_debt_with_since_day: 0,
      send_payment_message: false,
      payment_message_template: null,
      books_closed_through: null,
      bank_auto_levels: [1],
      mail_receipts: false,
      mail_statements: false,
    });
    const saved = await api.put(other, '/settings', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description).toBe('Ayarlar kaydedildi.');
    // Without books_closed_through in the body, the books stay as they were (open).
    const expected = {
      ...valid,
      payment_message_template: null,
      books_closed_through: null,
      bank_auto_levels: [1],
      mail_receipts: false,
      mail_statements: false,
    };
    expect(saved.json().data).toEqual(expected);
    expect((await api.get(other, '/settings')).json().data).toEqual(expected);
    expect((await api.get(owner, '/settings')).json().data.remind_debt_with_since_day).toBe(0);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'settings'), eq(auditLog.accountId, other.user.account_id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ remindDebtWithSinceDay: 15 });
  });

  it('refuses missing, wrong-typed and out-of-range values', async () => {
    const { birth_day: _, ...withoutBirthDay } = valid;
    const missing = await api.put(owner, '/settings', withoutBirthDay);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.birth_day).toBe('Bu alan zorunludur.');
    const wrongType = await api.put(owner, '/settings', { ...valid, remin_debt: 'belki' });
    expect(wrongType.json().errors.remin_debt).toBe('Geçersiz değer.');
    const days = await api.put(owner, '/settings', { ...valid, remind_debt_with_since_day: 366 });
    expect(days.json().errors.remind_debt_with_since_day).toBe('En fazla 365 olabilir.');
    const long = await api.put(owner, '/settings', { ...valid, birth_day_message_template: 'a'.repeat(501) });
    expect(long.json().errors.birth_day_message_template).toBe('En fazla 500 karakter olabilir.');
  });
});

describe('tutorial', () => {
  it('keeps each user’s steps and tells the support chat-bot once, when the tutorial is finished', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Akasya Sitesi' });
    const initial = await api.get(fresh, '/tutorial');
    expect(initial.json().data).toEqual({ step: 0, is_completed: false, is_first: true });
    const step = await api.put(fresh, '/tutorial', { step: 2, is_completed: false, is_first: false });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toEqual({
      description: 'Kaydedildi.',
      data: { step: 2, is_completed: false, is_first: false },
    });

    const notified = hook.next();
    const done = await api.put(fresh, '/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().description).toBe(MESSAGES.tutorialFinished);
    expect(await notified).toEqual({
      member_id: fresh.user.id,
      site_name: 'Akasya Sitesi',
      contact_name: 'Ali Veli',
      phone: fresh.phone,
    });

    const count = hook.received.length;
    const again = await api.put(fresh, '/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(again.json().description).toBe('Kaydedildi.');
    const reopened = await api.put(fresh, '/tutorial', { step: 1, is_completed: false, is_first: false });
    expect(reopened.statusCode).toBe(200);
    await api.put(fresh, '/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(hook.received.length).toBe(count);

    const sub = await createSubUser(ctx, fresh);
    expect((await api.get(sub, '/tutorial')).json().data).toEqual({
      step: 0,
      is_completed: false,
      is_first: true,
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'tutorials'), eq(auditLog.recordId, String(fresh.user.id))));
    expect(audits).toHaveLength(5);
  });

  it('finishes the tutorial even when the chat-bot fails or does not answer', async () => {
    for (const answer of ['fail', 'hang'] as const) {
      hook.answer = answer;
      const user = await registerAccount(ctx, { assocName: `Çınar ${answer}` });
      const notified = hook.next();
      const done = await api.put(user, '/tutorial', { step: 3, is_completed: true, is_first: false });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().description).toBe(MESSAGES.tutorialFinished);
      expect((await notified).site_name).toBe(`Çınar ${answer}`);
    }
    hook.answer = 'ok';
  });

  it('refuses bad tutorial input', async () => {
    const missing = await api.put(owner, '/tutorial', { step: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      is_completed: 'Bu alan zorunludur.',
      is_first: 'Bu alan zorunludur.',
    });
    const wrong = await api.put(owner, '/tutorial', { step: 'ilk', is_completed: true, is_first: true });
    expect(wrong.json().errors.step).toBe('Bir sayı giriniz.');
  });
});

describe('demo mode', () => {
  it('GET /info shows the demo login on a demo server, and no operator (issue 21, finding 2)', async () => {
    const demo = await startTestApp({ demo: true });
    try {
      const response = await demo.app.inject({ method: 'GET', url: '/api/info' });
      expect(response.json().data).toEqual({
        name: 'Site Yönetimi',
        version: expect.any(String),
        demo: true,
        demo_phone: '555 000 00 00',
        demo_password: 'demo1234',
        support_phone: '0850 000 00 00',
      });
    } finally {
      await demo.close();
    }
  });
});
