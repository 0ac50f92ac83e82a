/**
 * Tickets (issue 11): the back office opens and answers them, the resident opens and answers their own from the
 * resident page, each sees the whole thread; another resident's link and another account see nothing; a reply
 * also sent by SMS writes the SMS, and without credits the reply is kept and the answer says no SMS went out;
 * the bell hears of the resident's tickets and replies.
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
let call: ReturnType<typeof caller>;
let ayse: { id: number; token: string };
let bora: { id: number; token: string };
let flatId: number;

const residentCall = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${path}`, ...(payload && { payload }) });

async function linkOf(residentId: number) {
  const { token } = await issueResidentLink(
    ctx.db,
    { accountId: owner.user.account_id, userId: owner.user.id },
    residentId,
  );
  return token;
}

async function setCredits(credits: number) {
  await ctx.db.update(accounts).set({ smsCredits: credits }).where(eq(accounts.id, owner.user.account_id));
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Çınar Apartmanı' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  const make = property(ctx, owner);
  const building = await make.building('A Blok');
  const flat = await make.apartment({ building_id: building.id, identifier: '3' });
  flatId = flat.id;
  const a = await make.resident({ name: 'Ayşe', surname: 'Kaya', phone: newPhone() });
  await make.link({ apartment_id: flat.id, resident_id: a.id, type: 1 });
  const b = await make.resident({ name: 'Bora', surname: 'Demir', phone: newPhone() });
  const flatB = await make.apartment({ building_id: building.id, identifier: '4' });
  await make.link({ apartment_id: flatB.id, resident_id: b.id, type: 1 });
  ayse = { id: a.id, token: await linkOf(a.id) };
  bora = { id: b.id, token: await linkOf(b.id) };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('tickets', () => {
  it('the back office opens a ticket for a resident; the resident sees it and answers; the thread shows both', async () => {
    const { id } = await dataOf<{ id: number }>(
      call(owner, 'POST', '/ticket', {
        subject: 'Asansör arızası',
        category: 'fault',
        apartment_id: flatId,
        resident_id: ayse.id,
        body: 'Asansör için servis çağrıldı.',
      }),
    );
    const mine = await residentCall(ayse.token, 'GET', '/tickets');
    expect(mine.statusCode, mine.body).toBe(200);
    const ticket = mine.json().Records.find((t: { id: number }) => t.id === id);
    expect(ticket).toMatchObject({ subject: 'Asansör arızası', category: 'fault', status: 'open' });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ body: 'Asansör için servis çağrıldı.', from_resident: false }),
    ]);

    const answer = await residentCall(ayse.token, 'POST', `/ticket/${id}/message`, { body: 'Teşekkürler.' });
    expect(answer.statusCode, answer.body).toBe(200);

    const detail = await dataOf<{ flat: string; resident_name: string; messages: object[] }>(
      call(owner, 'GET', `/ticket/${id}`),
    );
    expect(detail.flat).toBe('A Blok 3');
    expect(detail.resident_name).toBe('Ayşe Kaya');
    expect(detail.messages).toEqual([
      expect.objectContaining({
        body: 'Asansör için servis çağrıldı.',
        author: 'Ali Veli',
        from_resident: false,
      }),
      expect.objectContaining({ body: 'Teşekkürler.', author: 'Sakin', from_resident: true }),
    ]);
  });

  it('a resident opens a ticket from their page; the back office lists it, answers with a new status, the resident sees the answer', async () => {
    const opened = await residentCall(ayse.token, 'POST', '/ticket', {
      subject: 'Gürültü',
      category: 'complaint',
      body: 'Üst katta gece gürültü var.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().data.id as number;

    const list = (await call(owner, 'GET', '/ticket?page=1')).json();
    expect(list.Records[0]).toMatchObject({
      id,
      subject: 'Gürültü',
      resident_name: 'Ayşe Kaya',
      status: 'open',
    });
    const complaints = (await call(owner, 'GET', '/ticket?page=1&category=complaint')).json();
    expect(complaints.Records.map((t: { id: number }) => t.id)).toEqual([id]);

    const reply = await call(owner, 'POST', '/ticket/send/user', {
      ticket_id: id,
      message: 'Komşuyla görüşeceğiz.',
      status: 'in_progress',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ description: 'Yanıt kaydedildi.', data: { sms_sent: null } });

    const inProgress = (await call(owner, 'GET', '/ticket?page=1&status=in_progress')).json();
    expect(inProgress.Records.map((t: { id: number }) => t.id)).toEqual([id]);
    const seen = (await residentCall(ayse.token, 'GET', '/tickets'))
      .json()
      .Records.find((t: { id: number }) => t.id === id);
    expect(seen.status).toBe('in_progress');
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual([
      'Üst katta gece gürültü var.',
      'Komşuyla görüşeceğiz.',
    ]);

    const closed = await call(owner, 'PUT', `/ticket/${id}`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await dataOf<{ status: string }>(call(owner, 'GET', `/ticket/${id}`))).status).toBe('closed');
  });

  it("another resident's link neither sees nor answers the ticket (404)", async () => {
    const { id } = (
      await residentCall(ayse.token, 'POST', '/ticket', { subject: 'Su', category: 'other', body: 'Su yok.' })
    ).json().data;
    const theirs = (await residentCall(bora.token, 'GET', '/tickets')).json().Records;
    expect(theirs).toEqual([]);
    const reply = await residentCall(bora.token, 'POST', `/ticket/${id}/message`, { body: 'Benim de' });
    expect(reply.statusCode).toBe(404);
    const bad = await residentCall('x'.repeat(30), 'GET', '/tickets');
    expect(bad.statusCode).toBe(401);
  });

  it('another account can neither read, list, answer nor change the ticket (404)', async () => {
    const { id } = await dataOf<{ id: number }>(
      call(owner, 'POST', '/ticket', { subject: 'Çatı', category: 'fault', body: 'Akıntı var.' }),
    );
    expect((await call(stranger, 'GET', `/ticket/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/ticket?page=1')).json().Records).toEqual([]);
    const reply = await call(stranger, 'POST', '/ticket/send/user', { ticket_id: id, message: 'X' });
    expect(reply.statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/ticket/${id}`, { status: 'closed' })).statusCode).toBe(404);
    const forResident = await call(stranger, 'POST', '/ticket', {
      subject: 'Y',
      category: 'other',
      body: 'Z',
      resident_id: ayse.id,
    });
    expect(forResident.statusCode).toBe(404);
    expect((await dataOf<{ status: string }>(call(owner, 'GET', `/ticket/${id}`))).status).toBe('open');
  });

  it('a reply also sent by SMS writes the SMS and takes the credits', async () => {
    await setCredits(10);
    const { id } = await dataOf<{ id: number }>(
      call(owner, 'POST', '/ticket', {
        subject: 'Kapı',
        category: 'fault',
        body: 'Kapı bozuk.',
        resident_id: ayse.id,
      }),
    );
    const reply = await call(owner, 'POST', '/ticket/send/user', {
      ticket_id: id,
      message: 'Kapı yarın onarılacak.',
      send_sms: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.sms_sent).toBe(true);
    const sms = await ctx.db
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(and(eq(smsMessages.accountId, owner.user.account_id), eq(smsMessages.residentId, ayse.id)));
    expect(sms.map((s) => s.text)).toContain('Kapı yarın onarılacak.');
    const [after] = await ctx.db
      .select({ c: accounts.smsCredits })
      .from(accounts)
      .where(eq(accounts.id, owner.user.account_id));
    expect(after!.c).toBe(9);
  });

  it('without credits the reply is still saved and the answer says the SMS was not sent', async () => {
    await setCredits(0);
    const { id } = await dataOf<{ id: number }>(
      call(owner, 'POST', '/ticket', {
        subject: 'Işık',
        category: 'fault',
        body: 'Lamba yanmıyor.',
        resident_id: ayse.id,
      }),
    );
    const reply = await call(owner, 'POST', '/ticket/send/user', {
      ticket_id: id,
      message: 'Lamba değişti.',
      send_sms: true,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.sms_sent).toBe(false);
    expect(reply.json().description).toMatch(/SMS gönderilmedi/);
    const detail = await dataOf<{ messages: { body: string }[] }>(call(owner, 'GET', `/ticket/${id}`));
    expect(detail.messages.map((m) => m.body)).toContain('Lamba değişti.');
  });

  it("the resident's new ticket and reply reach the bell, which marks them read", async () => {
    await dataOf(call(owner, 'PUT', '/notifications/read', {}));
    const { id } = (
      await residentCall(ayse.token, 'POST', '/ticket', {
        subject: 'Bahçe',
        category: 'suggestion',
        body: 'Çiçek ekelim.',
      })
    ).json().data;
    await residentCall(ayse.token, 'POST', `/ticket/${id}/message`, { body: 'Gül olsun.' });
    const bell = (await call(owner, 'GET', '/notifications?page=1&unread=true')).json();
    expect(bell.unread_count).toBe(2);
    expect(bell.Records).toEqual([
      expect.objectContaining({ kind: 'ticket_reply', link: `/tickets/${id}/show`, read: false }),
      expect.objectContaining({ kind: 'ticket', title: 'Yeni talep: Bahçe', link: `/tickets/${id}/show` }),
    ]);
    expect((await call(stranger, 'GET', '/notifications?page=1')).json().unread_count).toBe(0);
    await dataOf(call(owner, 'PUT', '/notifications/read', { ids: [bell.Records[0].id] }));
    expect((await call(owner, 'GET', '/notifications?page=1')).json().unread_count).toBe(1);
    await dataOf(call(owner, 'PUT', '/notifications/read', {}));
    const after = (await call(owner, 'GET', '/notifications?page=1')).json();
    expect(after.unread_count).toBe(0);
    expect(after.Records[0].read).toBe(true);
  });

  it('a sub-user with additional features at level 0 is refused', async () => {
    const outsider = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    expect((await call(outsider, 'GET', '/ticket?page=1')).statusCode).toBe(403);
    const open = await call(outsider, 'POST', '/ticket', { subject: 'A', category: 'other', body: 'B' });
    expect(open.statusCode).toBe(403);
  });
});
