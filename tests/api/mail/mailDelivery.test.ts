/**
 * The e-mail channel against a real SMTP server started here (smtp-server on a free port, no TLS, no auth): what
 * a resident receives is read back with mailparser, its PDF with unpdf. A 550 refusal marks the address bounced;
 * the outbox writes .eml files; an opted-out resident gets no announcement but still their receipt.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INVALID } from '../../../common/mail';
import { hasUsableEmail } from '../../../server/domain/mail';
import { mailMessagesRepository } from '../../../server/repositories/mail/mailMessages';
import { sendMail } from '../../../server/services/mail/sending';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
const refused = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 Böyle bir kullanıcı yok'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await startTestApp({
    mail: { provider: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Site <site@example.com>' },
  });
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
  m = moneyFixtures(ctx, owner);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function setEmail(resident: { id: number }, email: string) {
  const single = (await call.get(owner, `/resident/single?id=${resident.id}`)).json().data;
  return call.put(owner, '/resident', { id: resident.id, name: single.name, surname: single.surname, email });
}

async function mailReceipts(on: boolean) {
  const settings = (await call.get(owner, '/settings')).json().data;
  const put = await call.put(owner, '/settings', { ...settings, mail_receipts: on });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().data.mail_receipts).toBe(on);
}

const reports = async () => (await call.get(owner, '/mail/reports?page=1')).json();

describe('e-mail over SMTP', () => {
  it('sends the receipt with its PDF after a collection, in Turkish, and lists it in the reports', async () => {
    await mailReceipts(true);
    const scene = await collectionScene(m, '1.250,50');
    const saved = await setEmail(scene.flat.owner, '  Ayse.Kaya@Example.COM ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.email).toBe('ayse.kaya@example.com');

    const paid = await scene.pay('1.250,50');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().description).toContain('ayse.kaya@example.com adresine e-postayla gönderildi');
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.subject).toBe(`Tahsilat makbuzu No ${paid.json().data.receipt_number}`);
    expect(mail.from?.text).toContain('Papatya Sitesi');
    expect(mail.text).toContain('05.02.2025 tarihli');
    expect(mail.text).toContain('ödemeniz alındı');
    expect(mail.text).toContain('Borcunuz kalmadı.');
    expect(mail.html || '').toContain('Papatya Sitesi');
    // A receipt is about the resident's own money: no stop link in it.
    expect(mail.text).not.toContain('/api/mail/opt-out/');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^makbuz-\d+\.pdf$/);
    const document = await getDocumentProxy(new Uint8Array(pdf!.content));
    const text = (await extractText(document, { mergePages: true })).text;
    expect(text).toContain('TAHSİLAT MAKBUZU');
    expect(text).toContain('Papatya Sitesi');

    const listed = await reports();
    expect(listed.TotalRecords).toBe(1);
    expect(listed.Records[0]).toMatchObject({
      to: 'ayse.kaya@example.com',
      kind: 'receipt',
      status: 'sent',
      subject: mail.subject,
    });
    expect(listed.Records[0].answer).toMatch(/^250/);
  });

  it('refuses a malformed address in Turkish on the field and changes nothing', async () => {
    const [flat] = await m.flats(1);
    await setEmail(flat!.owner, 'eski@example.com');
    const bad = await setEmail(flat!.owner, 'ayse@@ornek');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe(EMAIL_INVALID);
    const single = (await call.get(owner, `/resident/single?id=${flat!.owner.id}`)).json().data;
    expect(single.email).toBe('eski@example.com');
  });

  it('marks the address bounced on a 550 and then no longer e-mails it', async () => {
    const [flat] = await m.flats(1);
    await setEmail(flat!.owner, 'yok@example.com');
    refused.add('yok@example.com');
    const before = received.length;
    const sent = await call.post(owner, `/resident/${flat!.owner.id}/statement/mail`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'bounced', kind: 'statement' });
    expect(sent.json().data.answer).toContain('550');
    expect(sent.json().description).toContain('gönderilemedi');
    expect(received.length).toBe(before);

    const single = (await call.get(owner, `/resident/single?id=${flat!.owner.id}`)).json().data;
    expect(single.email_bounced_at).not.toBeNull();
    const recipient = await mailMessagesRepository.recipient(ctx.db, owner.user.account_id, flat!.owner.id);
    // The channel choice of the next message: SMS, since the address is not usable.
    expect(hasUsableEmail(recipient!)).toBe(false);
    const again = await call.post(owner, `/resident/${flat!.owner.id}/statement/mail`);
    expect(again.statusCode).toBe(409);
    expect(again.json().description).toContain('yok@example.com adresine giden e-posta geri döndü');

    // A new address is tried again.
    await setEmail(flat!.owner, 'yeni@example.com');
    const fixed = await call.post(owner, `/resident/${flat!.owner.id}/statement/mail`);
    expect(fixed.json().data.status).toBe('sent');
    const statement = received.at(-1)!;
    expect(statement.subject).toMatch(/^Hesap ekstreniz/);
    expect(statement.attachments[0]?.contentType).toBe('application/pdf');
  });

  it('says in Turkish when the resident has no address', async () => {
    const [flat] = await m.flats(1);
    const answer = await call.post(owner, `/resident/${flat!.owner.id}/statement/mail`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.email).toContain('e-posta adresi kayıtlı değil');
  });

  it('stops announcements after the link in one, but not receipts', async () => {
    const scene = await collectionScene(m, 100);
    const resident = scene.flat.owner;
    await setEmail(resident, 'duyuru@example.com');
    const accountId = owner.user.account_id;
    const announce = () =>
      sendMail(ctx.db, ctx.config, {
        accountId,
        residentId: resident.id,
        to: 'duyuru@example.com',
        subject: 'Su kesintisi',
        text: 'Yarın 10.00–14.00 arası su kesilecektir.',
        kind: 'announcement',
      });
    expect((await announce())?.status).toBe('sent');
    const mail = received.at(-1)!;
    expect(mail.subject).toBe('Su kesintisi');
    const link = /(http\S+\/api\/mail\/opt-out\/\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe' && h.line.includes(link!))).toBe(true);
    const path = new URL(link!).pathname.replace(/^\/api/, '');

    const page = await call.get(null, path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('E-postaları durdur');
    const stopped = await call.post(null, path);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('E-postalar durduruldu');
    const forged = await call.post(null, `${path.slice(0, -3)}xyz`);
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('Bu e-posta bağlantısı geçersiz');

    const count = received.length;
    expect(await announce()).toBeNull();
    expect(received.length).toBe(count);
    await mailReceipts(true);
    const paid = await scene.pay(100);
    expect(paid.json().description).toContain('e-postayla gönderildi');
    expect(received.length).toBe(count + 1);
    expect(received.at(-1)!.subject).toMatch(/^Tahsilat makbuzu/);
  });
});

describe('the outbox', () => {
  it('writes each message as a readable .eml under DATA_DIR/mail-outbox/', async () => {
    const outboxCtx = await startTestApp();
    try {
      const someone = await registerAccount(outboxCtx, { assocName: 'Lale Apartmanı' });
      const row = await sendMail(outboxCtx.db, outboxCtx.config, {
        accountId: someone.user.account_id,
        to: 'okur@example.com',
        subject: 'Aidat ödemeleri hakkında',
        text: 'Şubat aidatları 10. güne kadar ödenmelidir.',
        kind: 'other',
      });
      expect(row).toMatchObject({ status: 'sent', provider: 'outbox' });
      const folder = join(outboxCtx.dataDir, 'mail-outbox');
      const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(row!.providerAnswer).toBe(`outbox: mail-outbox/${files[0]}`);
      const parsed = await simpleParser(readFileSync(join(folder, files[0]!)));
      expect(parsed.subject).toBe('Aidat ödemeleri hakkında');
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('okur@example.com');
      expect(parsed.text).toContain('Şubat aidatları 10. güne kadar ödenmelidir.');
      expect(parsed.html || '').toContain('Lale Apartmanı');
    } finally {
      await outboxCtx.close();
    }
  }, 120_000);
});
