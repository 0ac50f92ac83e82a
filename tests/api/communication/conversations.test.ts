/**
 * Conversations with residents (issue 11): the manager writes (also by SMS when asked), the resident reads and
 * answers on the resident page, the list shows one row per resident with the last message and the unread count,
 * reading the thread marks it read, a deleted message disappears for both; other residents and accounts see
 * nothing of it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsMessages } from '../../../server/db/schema';
import { issueResidentLink } from '../../../server/services/property/residentPageLinks';
import { createSubUser, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let helper: SignedIn;
let call: ReturnType<typeof caller>;
let ayse: { id: number; token: string };
let bora: { id: number; token: string };

const residentCall = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${path}`, ...(payload && { payload }) });

const setCredits = (credits: number) =>
  ctx.db.update(accounts).set({ smsCredits: credits }).where(eq(accounts.id, owner.user.account_id));

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  helper = await createSubUser(ctx, owner);
  const make = property(ctx, owner);
  const actor = { accountId: owner.user.account_id, userId: owner.user.id };
  const a = await make.resident({ name: 'Ayşe', surname: 'Kaya', phone: newPhone() });
  const b = await make.resident({ name: 'Bora', surname: 'Demir', phone: newPhone() });
  // Residents with a current flat: a link of someone who left every flat writes nothing.
  const building = await make.building('A Blok');
  for (const [identifier, resident] of [
    ['1', a],
    ['2', b],
  ] as const) {
    const flat = await make.apartment({ building_id: building.id, identifier });
    await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
  }
  ayse = { id: a.id, token: (await issueResidentLink(ctx.db, actor, a.id)).token };
  bora = { id: b.id, token: (await issueResidentLink(ctx.db, actor, b.id)).token };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('conversations', () => {
  it('the manager writes, the resident reads and answers; the list and the thread show it; reading marks it read', async () => {
    const sent = await call(owner, 'POST', `/user/sendmessage/${ayse.id}`, {
      message: 'Aidat yarın toplanacak.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ description: 'Mesaj gönderildi.', data: { sms_sent: null } });

    const page = await residentCall(ayse.token, 'GET', '/messages');
    expect(page.json().Records).toEqual([
      expect.objectContaining({ body: 'Aidat yarın toplanacak.', from_resident: false }),
    ]);
    const answer = await residentCall(ayse.token, 'POST', '/message', { body: 'Evde olacağım.' });
    expect(answer.statusCode, answer.body).toBe(200);
    await residentCall(ayse.token, 'POST', '/message', { body: 'Saat kaçta?' });

    const list = (await call(owner, 'GET', '/user/messages?page=1')).json();
    expect(list.Records).toEqual([
      expect.objectContaining({ id: ayse.id, name: 'Ayşe Kaya', last_message: 'Saat kaçta?', unread: 2 }),
    ]);

    const thread = await dataOf<{ name: string; messages: { body: string; author: string }[] }>(
      call(owner, 'GET', `/user/messages/${ayse.id}`),
    );
    expect(thread.name).toBe('Ayşe Kaya');
    expect(thread.messages.map((m) => [m.body, m.author])).toEqual([
      ['Aidat yarın toplanacak.', 'Ali Veli'],
      ['Evde olacağım.', 'Sakin'],
      ['Saat kaçta?', 'Sakin'],
    ]);
    expect((await call(owner, 'GET', '/user/messages?page=1')).json().Records[0].unread).toBe(0);

    // Opening the conversation read its notifications for the owner only (issues 26 and 28).
    const bell = (await call(owner, 'GET', '/notifications?page=1')).json();
    expect(bell.unread_count).toBe(0);
    expect(bell.Records).toEqual([
      expect.objectContaining({
        kind: 'resident_message',
        body: 'Saat kaçta?',
        link: `/conversations/${ayse.id}/show`,
        read: true,
      }),
      expect.objectContaining({ kind: 'resident_message', body: 'Evde olacağım.', read: true }),
    ]);
    expect((await call(helper, 'GET', '/notifications?page=1&unread=true')).json().unread_count).toBe(2);
  });

  it('a deleted message is gone from both sides', async () => {
    const thread = await dataOf<{ messages: { id: number; body: string }[] }>(
      call(owner, 'GET', `/user/messages/${ayse.id}`),
    );
    const first = thread.messages.find((m) => m.body === 'Aidat yarın toplanacak.')!;
    expect((await call(stranger, 'DELETE', `/user/message/${first.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/user/message/${first.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/user/message/${first.id}`)).statusCode).toBe(404);
    const page = (await residentCall(ayse.token, 'GET', '/messages')).json().Records;
    expect(page.map((m: { body: string }) => m.body)).not.toContain('Aidat yarın toplanacak.');
  });

  it("another resident's link and another account see nothing of the conversation", async () => {
    expect((await residentCall(bora.token, 'GET', '/messages')).json().Records).toEqual([]);
    expect((await call(stranger, 'GET', '/user/messages?page=1')).json().Records).toEqual([]);
    expect((await call(stranger, 'GET', `/user/messages/${ayse.id}`)).statusCode).toBe(404);
    const write = await call(stranger, 'POST', `/user/sendmessage/${ayse.id}`, { message: 'Merhaba' });
    expect(write.statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/notifications?page=1')).json().Records).toEqual([]);
  });

  it('a message also sent by SMS writes the SMS; without credits it is kept and the answer says no SMS went out', async () => {
    await setCredits(5);
    const sent = await call(owner, 'POST', `/user/sendmessage/${bora.id}`, {
      message: 'Otopark boyanacak.',
      send_sms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sms_sent).toBe(true);
    const sms = await ctx.db
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(and(eq(smsMessages.accountId, owner.user.account_id), eq(smsMessages.residentId, bora.id)));
    expect(sms.map((s) => s.text)).toEqual(['Otopark boyanacak.']);

    await setCredits(0);
    const unsent = await call(owner, 'POST', `/user/sendmessage/${bora.id}`, {
      message: 'Yarın başlıyor.',
      send_sms: true,
    });
    expect(unsent.statusCode, unsent.body).toBe(200);
    expect(unsent.json().data.sms_sent).toBe(false);
    expect(unsent.json().description).toMatch(/SMS gönderilmedi/);
    const page = (await residentCall(bora.token, 'GET', '/messages')).json().Records;
    expect(page.map((m: { body: string }) => m.body)).toEqual(['Otopark boyanacak.', 'Yarın başlıyor.']);
  });

  it('a sub-user may not send SMS without send_sms: the message is kept, no SMS', async () => {
    await setCredits(5);
    const clerk = await createSubUser(ctx, owner, { send_sms: 0 });
    const sent = await call(clerk, 'POST', `/user/sendmessage/${bora.id}`, {
      message: 'Not',
      send_sms: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ data: { sms_sent: false } });
    expect(sent.json().description).toMatch(/yetkiniz yok/);
  });

  it('a sub-user with additional features at level 0 is refused', async () => {
    const outsider = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    expect((await call(outsider, 'GET', '/user/messages?page=1')).statusCode).toBe(403);
    expect((await call(outsider, 'POST', `/user/sendmessage/${ayse.id}`, { message: 'X' })).statusCode).toBe(
      403,
    );
  });

  it('answering a conversation reads its notifications for the one who answers', async () => {
    await residentCall(bora.token, 'POST', '/message', { body: 'Su kesik.' });
    const unread = async (who: SignedIn) =>
      (await call(who, 'GET', '/notifications?page=1&unread=true'))
        .json()
        .Records.map((n: { body: string }) => n.body);
    expect(await unread(helper)).toContain('Su kesik.');
    const answer = await call(helper, 'POST', `/user/sendmessage/${bora.id}`, { message: 'Bakıyoruz.' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await unread(helper)).not.toContain('Su kesik.');
    expect(await unread(owner)).toContain('Su kesik.');
  });
});
