/**
 * Announcements, poll invitations and ticket replies by e-mail through the outbox (docs/mail.md, "Announcements,
 * polls and ticket replies"): each .eml is read back with mailparser. Announcements and polls are queued and sent
 * after the answer (without the job queue, in the same process), so their messages are waited for. An opted-out resident gets no announcement
 * or poll e-mail (the poll by SMS instead), a bounced address gets nothing by e-mail, a ticket reply still goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../../common/mail';
import { accounts, residents, smsMessages } from '../../../server/db/schema';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody, PDF } from '../helpers/multipartBody';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
const people: Record<'ayse' | 'bora' | 'cem' | 'deniz', { id: number; name: string; phone: string }> =
  {} as never;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
  const m = moneyFixtures(ctx, owner);
  const building = await m.make.building('A Blok');
  const names = ['ayse', 'bora', 'cem', 'deniz'] as const;
  for (const [index, key] of names.entries()) {
    const apartment = await m.make.apartment({ building_id: building.id, identifier: String(index + 1) });
    const resident = await m.make.resident({ name: key, surname: 'Kaya', phone: newPhone() });
    await m.make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
    people[key] = resident as never;
  }
  const setEmail = (key: keyof typeof people, email: string, more: Record<string, unknown> = {}) => {
    const { id, name, phone } = people[key];
    return dataOf(call(owner, 'PUT', '/resident', { id, name, surname: 'Kaya', phone, email, ...more }));
  };
  await setEmail('ayse', 'Ayse@Example.com');
  await setEmail('bora', 'bora@example.com', { email_opt_out: true });
  await setEmail('cem', 'cem@example.com');
  await ctx.db.update(residents).set({ emailBouncedAt: new Date() }).where(eq(residents.id, people.cem.id));
  await ctx.db.update(accounts).set({ smsCredits: 100 }).where(eq(accounts.id, owner.user.account_id));
}, 60_000);
afterAll(() => ctx?.close());

/** Every message of the outbox, parsed, oldest first. */
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

/** The outbox's messages after the first `before`, once there are `count` of them (the queue sends them). */
async function newMails(before: number, count: number): Promise<ParsedMail[]> {
  await expect.poll(async () => (await outboxMails()).length, { timeout: 10_000 }).toBe(before + count);
  return (await outboxMails()).slice(before);
}

const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '';

function announce(method: 'POST' | 'PUT', url: string, fields: Record<string, string | number>) {
  const body = formBody(
    { is_exist_file: 0, passive: 1, ...fields },
    { field: 'File', name: 'Gündem.pdf', bytes: PDF, type: 'application/pdf' },
  );
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
}

describe('announcements by e-mail', () => {
  it('goes to residents with a usable address who did not opt out, with the file attached', async () => {
    const before = (await outboxMails()).length;
    const saved = await announce('POST', '/user/anno', {
      title: 'Genel kurul',
      content: 'Genel kurul 20 Mart’ta saat 19:00’da.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.emails_sent).toBe(1);
    expect(saved.json().description).toContain('1 kişiye e-posta ile gönderilecek.');
    const mails = await newMails(before, 1);
    // Bora stopped announcements; Cem's address bounced; Deniz has none.
    expect(mails.map(toOf)).toEqual(['ayse@example.com']);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Genel kurul');
    expect(mail.text).toContain('Sayın ayse Kaya');
    expect(mail.text).toContain('Genel kurul 20 Mart’ta saat 19:00’da.');
    expect(mail.html).toContain('Genel kurul');
    expect(mail.text).toContain('/api/mail/opt-out/');
    expect(mail.attachments.map((a) => a.filename)).toContain('Gündem.pdf');

    // Editing does not mail it again unless asked; "email: 0" on a new one sends none.
    const id = saved.json().data.id;
    const edited = await announce('PUT', `/user/anno/${id}`, {
      title: 'Genel kurul',
      content: 'Saat 20:00.',
    });
    expect(edited.json().data.emails_sent).toBeNull();
    const quiet = await announce('POST', '/user/anno', { title: 'Sessiz', content: 'E-postasız.', email: 0 });
    expect(quiet.json().data.emails_sent).toBeNull();
    expect((await outboxMails()).length).toBe(before + 1);
  });
});

describe('poll invitations', () => {
  it('e-mails the personal voting link to usable addresses and texts the rest', async () => {
    const poll = await dataOf<{ id: number }>(
      call(owner, 'POST', '/survey', {
        title: 'Çatı onarımı',
        question: 'Çatı bu yaz onarılsın mı?',
        options: ['Evet', 'Hayır'],
        end_date: '31.12.2099',
      }),
    );
    const buildings = (await call(owner, 'GET', '/building?page=1')).json().Records as { id: number }[];
    const body = { survey_id: poll.id, building_ids: buildings.map((b) => b.id) };
    const preview = await call(owner, 'POST', '/survey/preview', body);
    expect(preview.json().description).toBe('1 kişiye e-posta, 3 kişiye SMS');
    expect(preview.json().data.emails).toBe(1);
    const before = (await outboxMails()).length;
    const sent = await call(owner, 'POST', '/survey/send', body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ emails: 1, recipients: 3 });
    expect(sent.json().description).toMatch(/^1 kişiye e-posta ile gönderilecek\. 3 kişiye \d+ SMS/);
    const mails = await newMails(before, 1);
    expect(mails.map(toOf)).toEqual(['ayse@example.com']);
    expect(mails[0]!.subject).toBe('Anket: Çatı onarımı');
    expect(mails[0]!.text).toContain('Çatı bu yaz onarılsın mı?');
    const link = /\/sakin\/([A-Za-z0-9_-]+)/.exec(mails[0]!.text ?? '');
    expect(link).not.toBeNull();
    // The e-mailed link opens Ayşe's page, where the poll is hers to vote on.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/r/${link![1]}/surveys` });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain('Çatı onarımı');
    const texted = await ctx.db
      .select({ residentId: smsMessages.residentId })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.accountId, owner.user.account_id),
          eq(smsMessages.campaignId, sent.json().data.campaign_id),
        ),
      );
    expect(texted.map((t) => t.residentId).sort()).toEqual(
      [people.bora.id, people.cem.id, people.deniz.id].sort(),
    );
  });
});

describe('ticket replies', () => {
  it('e-mails the management’s reply to the resident, opted out of announcements or not', async () => {
    for (const who of [people.ayse, people.bora]) {
      const { id } = await dataOf<{ id: number }>(
        call(owner, 'POST', '/ticket', {
          subject: 'Asansör arızası',
          category: 'fault',
          resident_id: who.id,
          body: 'Asansör çalışmıyor.',
        }),
      );
      const before = (await outboxMails()).length;
      const reply = await call(owner, 'POST', '/ticket/send/user', {
        ticket_id: id,
        message: 'Servis yarın geliyor.',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const address = who === people.ayse ? 'ayse@example.com' : 'bora@example.com';
      expect(reply.json().data.emailed_to).toBe(address);
      expect(reply.json().description).toBe(
        `Yanıt kaydedildi. Yanıt ${address} adresine e-posta ile gönderildi.`,
      );
      const mails = (await outboxMails()).slice(before);
      expect(mails.map(toOf)).toEqual([address]);
      expect(mails[0]!.subject).toBe('Talebinize yanıt: Asansör arızası');
      expect(mails[0]!.text).toContain('Servis yarın geliyor.');
    }
  });

  it('sends nothing by e-mail to a bounced address', async () => {
    const { id } = await dataOf<{ id: number }>(
      call(owner, 'POST', '/ticket', {
        subject: 'Gürültü',
        category: 'complaint',
        resident_id: people.cem.id,
        body: 'x',
      }),
    );
    const before = (await outboxMails()).length;
    const reply = await call(owner, 'POST', '/ticket/send/user', { ticket_id: id, message: 'Uyarıldı.' });
    expect(reply.json().data.emailed_to).toBeNull();
    expect((await outboxMails()).length).toBe(before);
  });
});

describe('non-members’ e-mail', () => {
  it('is kept lower-cased, answered, and a malformed one is refused in Turkish', async () => {
    const phone = newPhone();
    const made = await dataOf<{ id: number; email: string | null }>(
      call(owner, 'POST', '/non/members', { name: 'Kapıcı Ali', phone, email: ' Ali.Kapici@Example.COM ' }),
    );
    expect(made.email).toBe('ali.kapici@example.com');
    const list = (await call(owner, 'GET', '/non/members?page=1')).json().Records;
    expect(list).toContainEqual(expect.objectContaining({ id: made.id, email: 'ali.kapici@example.com' }));
    const bad = await call(owner, 'PUT', '/non/members', {
      id: made.id,
      name: 'Kapıcı Ali',
      phone,
      email: 'ali@',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(EMAIL_INVALID);
    const after = (await call(owner, 'GET', '/non/members?page=1')).json().Records;
    expect(after).toContainEqual(expect.objectContaining({ id: made.id, email: 'ali.kapici@example.com' }));
    // A client that does not send the address (the specification's form) does not erase it.
    const renamed = await call(owner, 'PUT', '/non/members', { id: made.id, name: 'Kapıcı Ali Bey', phone });
    expect(renamed.statusCode).toBe(200);
    const kept = (await call(owner, 'GET', '/non/members?page=1')).json().Records;
    expect(kept).toContainEqual(
      expect.objectContaining({ id: made.id, name: 'Kapıcı Ali Bey', email: 'ali.kapici@example.com' }),
    );
  });
});
