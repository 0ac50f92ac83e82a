/**
 * The resident page's "Duyuru e-postaları" switch (GET/PUT /r/:token/mail, docs/mail.md "Opt-out"): the link's
 * resident stops and restarts announcement e-mail for themselves only; a receipt still reaches them while it is
 * off; a malformed body or a refused link changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { sendMail } from '../../../server/services/mail/sending';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let neighbour: { id: number };
let token: string;

const single = async (id: number) => (await call.get(owner, `/resident/single?id=${id}`)).json().data;

async function setEmail(resident: { id: number }, email: string) {
  const current = await single(resident.id);
  const saved = await call.put(owner, '/resident', {
    id: resident.id,
    name: current.name,
    surname: current.surname,
    email,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const announce = (residentId: number, to: string) =>
  sendMail(ctx.db, ctx.config, {
    accountId: owner.user.account_id,
    residentId,
    to,
    subject: 'Asansör bakımı',
    text: 'Salı günü asansör çalışmayacak.',
    kind: 'announcement',
  });

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
  const m = moneyFixtures(ctx, owner);
  scene = await collectionScene(m, '300,00');
  const [other] = await m.flats(1);
  neighbour = other!.owner;
  await setEmail(scene.flat.owner, 'ayse@example.com');
  await setEmail(neighbour, 'komsu@example.com');
  const link = await dataOf<{ url: string }>(
    call(owner, 'POST', `/resident/${scene.flat.owner.id}/page-link`),
  );
  token = link.url.split('/sakin/')[1]!;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('the resident page’s announcement e-mail switch', () => {
  it('shows the resident their address and that announcement e-mail reaches them', async () => {
    const answer = await call.get(null, `/r/${token}/mail`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      email: 'ayse@example.com',
      email_bounced_on: null,
      email_opt_out: false,
    });
  });

  it('stops announcement e-mail for that resident only, and a receipt still goes', async () => {
    const stopped = await call.put(null, `/r/${token}/mail`, { email_opt_out: true });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().description).toContain('Duyuru e-postaları durduruldu');
    expect(stopped.json().data.email_opt_out).toBe(true);

    expect((await single(scene.flat.owner.id)).email_opt_out).toBe(true);
    expect((await single(neighbour.id)).email_opt_out).toBe(false);
    // The next announcement skips them, not the neighbour.
    expect(await announce(scene.flat.owner.id, 'ayse@example.com')).toBeNull();
    expect((await announce(neighbour.id, 'komsu@example.com'))?.status).toBe('sent');

    // A receipt is about their own money: it still reaches them.
    const settings = (await call.get(owner, '/settings')).json().data;
    expect((await call.put(owner, '/settings', { ...settings, mail_receipts: true })).statusCode).toBe(200);
    const paid = await scene.pay('300,00');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().description).toContain('ayse@example.com adresine e-postayla gönderildi');
    const reports = (await call.get(owner, '/mail/reports?page=1')).json().Records;
    expect(reports).toContainEqual(
      expect.objectContaining({ to: 'ayse@example.com', kind: 'receipt', status: 'sent' }),
    );
    expect(reports.filter((row: { kind: string }) => row.kind === 'announcement')).toEqual([
      expect.objectContaining({ to: 'komsu@example.com' }),
    ]);

    // Written to the audit log as the resident's own change (no user).
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'residents'), eq(auditLog.recordId, String(scene.flat.owner.id))));
    expect(
      audits.some((row) => row.userId === null && JSON.stringify(row.after).includes('emailOptOut')),
    ).toBe(true);
  });

  it('starts announcement e-mail again', async () => {
    const started = await call.put(null, `/r/${token}/mail`, { email_opt_out: false });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().description).toBe('Duyuru e-postaları yeniden açıldı.');
    expect((await single(scene.flat.owner.id)).email_opt_out).toBe(false);
    expect((await announce(scene.flat.owner.id, 'ayse@example.com'))?.status).toBe('sent');
  });

  it('refuses a malformed body or an unknown link and changes nothing', async () => {
    const bad = await call.put(null, `/r/${token}/mail`, { email_opt_out: 'evet' });
    expect(bad.statusCode).toBe(400);
    const unknown = await call.put(null, `/r/${'x'.repeat(40)}/mail`, { email_opt_out: true });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().description).toContain('Bu bağlantı geçersiz');
    expect((await single(scene.flat.owner.id)).email_opt_out).toBe(false);
    expect((await single(neighbour.id)).email_opt_out).toBe(false);
  });
});
