import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { accounts, auditLog, oneTimeCodes, platformSmsMessages, users } from '../../../server/db/schema';
import { STARTER_ACCOUNTING_TYPES } from '../../../server/domain/starterDefinitions';
import { login, newPhone, registerAccount } from '../helpers/fixtures';
import { lastCode, outbox, startTestApp, type TestContext } from '../helpers/harness';
import {
  addDays,
  BAD_PHONE,
  bearer,
  containsNumber,
  describeSecrets,
  isoOf,
  otherThan,
  refreshCookie,
  sessionRequests,
} from '../helpers/sessionHelpers';

/** Register: the code by SMS, its checks, the form and the new account on its trial. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const { sendRegisterCode, controlCode, register, buildingsWith, codeRows } = sessionRequests(() => ctx);

describe('register', () => {
  it('sends a 6-digit code by SMS: an outbox line, a stored message and only a hash of the code', async () => {
    const phone = newPhone();
    const before = outbox(ctx).length;
    const response = await sendRegisterCode(`0${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ description: 'Doğrulama kodu telefonunuza gönderildi.' });

    const lines = outbox(ctx);
    expect(lines).toHaveLength(before + 1);
    const line = lines.at(-1)!;
    expect(Object.keys(line).sort()).toEqual(['at', 'text', 'to']);
    expect(line.to).toBe(phone);
    expect(line.text).toMatch(/\b\d{6}\b/);
    expect(line.text).toContain('3 dakika');
    expect(new Date(line.at).toISOString()).toBe(line.at);
    expect(Math.abs(Date.now() - Date.parse(line.at))).toBeLessThan(60_000);
    const code = lastCode(ctx, phone);

    // No account yet: the code is the platform's message (docs/scaling.md, item 9).
    const stored = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.toPhone, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ text: line.text, kind: 'one_time_code', parts: 1, status: 'sent' });

    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('register');
    expect(containsNumber(JSON.stringify(rows), code)).toBe(false);
    expect(rows[0]!.codeHash.length).toBeGreaterThan(20);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(170_000);
    expect(ttl).toBeLessThanOrEqual(181_000);
  });

  it('refuses a phone that already has an account, and an invalid phone', async () => {
    const existing = await registerAccount(ctx);
    const before = outbox(ctx).length;
    const taken = await sendRegisterCode(`+90${existing.phone}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().description).toMatch(/kayıtlı bir hesap var/);
    expect(outbox(ctx)).toHaveLength(before);

    const landline = await sendRegisterCode('2121234567');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors).toEqual({ phone: BAD_PHONE });
    const short = await sendRegisterCode('532');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ phone: 'En az 10 karakter olmalıdır.' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/register/send/code' });
    expect(missing.json().errors).toEqual({ phone: 'Bu alan zorunludur.' });
    expect(outbox(ctx)).toHaveLength(before);
  });

  it('counts wrong codes down and accepts the right one', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    const first = await controlCode(phone, otherThan(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      description: 'Kod hatalı. 4 deneme hakkınız kaldı.',
      errors: { code: 'Kod hatalı.' },
    });
    const second = await controlCode(phone, '12ab');
    expect(second.statusCode).toBe(400);
    expect(second.json().description).toBe('Kod hatalı. 3 deneme hakkınız kaldı.');
    expect((await codeRows(phone))[0]!.attempts).toBe(2);

    const ok = await controlCode(phone, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ description: 'Kod doğrulandı.' });
  });

  it('refuses an expired code even when it is right', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, phone));
    const late = await controlCode(phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      description: 'Kodun süresi doldu. Lütfen yeni kod isteyiniz.',
      errors: { code: 'Kodun süresi doldu.' },
    });
    const signUp = await register({
      phone,
      assoc_name: 'Geç Kalan Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toHaveProperty('code');
  });

  it('allows five tries: the sixth is refused even with the right code', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    const wrong = otherThan(code);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await controlCode(phone, wrong);
      expect(response.statusCode).toBe(400);
      answers.push(response.json().description);
    }
    expect(answers).toEqual([
      'Kod hatalı. 4 deneme hakkınız kaldı.',
      'Kod hatalı. 3 deneme hakkınız kaldı.',
      'Kod hatalı. 2 deneme hakkınız kaldı.',
      'Kod hatalı. 1 deneme hakkınız kaldı.',
      'Kod hatalı. Lütfen yeni kod isteyiniz.',
    ]);
    const sixth = await controlCode(phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().description).toBe('Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.');
    expect((await codeRows(phone))[0]!.verifiedAt).toBeNull();

    // A new code starts over, and the old one no longer works.
    await sendRegisterCode(phone);
    const fresh = lastCode(ctx, phone);
    if (fresh !== code) {
      const old = await controlCode(phone, code);
      expect(old.statusCode).toBe(400);
    }
    const ok = await controlCode(phone, fresh);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses to register a phone whose code was not checked', async () => {
    const neverSent = await register({
      phone: newPhone(),
      assoc_name: 'Kodsuz Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(neverSent.statusCode).toBe(400);
    expect(neverSent.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { code: 'Önce telefonunuza gelen kodu doğrulayınız.' },
    });
    const phone = newPhone();
    await sendRegisterCode(phone);
    const notChecked = await register({
      phone,
      assoc_name: 'Kontrolsüz Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(notChecked.statusCode).toBe(400);
    expect(notChecked.json().errors).toEqual({ code: 'Önce telefonunuza gelen kodu doğrulayınız.' });
    const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toBeUndefined();
  });

  it('validates the register form field by field', async () => {
    const response = await register({ phone: newPhone(), email: 'adres-degil', password: 'kısa' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      assoc_name: 'Bu alan zorunludur.',
      name: 'Bu alan zorunludur.',
      surname: 'Bu alan zorunludur.',
      password: 'En az 8 karakter olmalıdır.',
      email: 'Biçimi hatalı.',
    });
    const long = await register({
      phone: newPhone(),
      assoc_name: 's'.repeat(121),
      name: 'n'.repeat(61),
      surname: 'Er',
      password: 'p'.repeat(129),
    });
    expect(long.json().errors).toEqual({
      assoc_name: 'En fazla 120 karakter olabilir.',
      name: 'En fazla 60 karakter olabilir.',
      password: 'En fazla 128 karakter olabilir.',
    });
  });

  it('refuses names made only of spaces, and keeps the checked code for a corrected form', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    expect((await controlCode(phone, lastCode(ctx, phone))).statusCode).toBe(200);
    const blank = await register({
      phone,
      assoc_name: '   ',
      name: ' ',
      surname: 'Er',
      password: 'parola123',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { assoc_name: 'Bu alan boş bırakılamaz.', name: 'Bu alan boş bırakılamaz.' },
    });
    expect(await ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    const fixed = await register({
      phone,
      assoc_name: 'Dolu Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().user.assoc_name).toBe('Dolu Sitesi');
  });

  it('creates the account with a 30-day trial for 50 apartments and signs the user in; the code is then spent', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    expect((await controlCode(phone, code)).statusCode).toBe(200);
    const response = await register({
      phone: `+90 ${phone}`,
      assoc_name: '  Papatya Sitesi  ',
      email: 'yonetim@papatya.example',
      name: 'Zeynep',
      surname: 'Şahin',
      password: 'papatya-2024',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.description).toBe('Kaydınız tamamlandı. 30 günlük deneme süreniz başladı.');
    const trialEnd = addDays(todayInIstanbul(), 30);
    expect(body.user).toMatchObject({
      name: 'Zeynep',
      surname: 'Şahin',
      email: 'yonetim@papatya.example',
      phone,
      assoc_name: 'Papatya Sitesi',
      is_branch: false,
      branchs: [],
      apartment_count: 0,
      apartment_limit: 50,
      licence_end: formatDmy(trialEnd),
      role: 'main',
    });
    expect((await buildingsWith(bearer(body.token))).statusCode).toBe(200);
    expect(refreshCookie(response).value.length).toBeGreaterThan(20);

    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, body.user.account_id));
    expect(account).toMatchObject({
      licenceEnd: isoOf(trialEnd),
      apartmentLimit: 50,
      assocName: 'Papatya Sitesi',
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.passwordHash).not.toContain('papatya-2024');
    expect((await login(ctx, phone, 'papatya-2024')).user.id).toBe(user!.id);

    // The code cannot be used again: neither to check nor to register a second time.
    const again = await controlCode(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().description).toBe('Geçerli bir kod bulunamadı. Lütfen yeni kod isteyiniz.');
    const second = await register({
      phone,
      assoc_name: 'İkinci Site',
      name: 'Zeynep',
      surname: 'Şahin',
      password: 'papatya-2024',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toHaveProperty('code');
    expect(await ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);

    // Register wrote audit rows for the new account, its user and its starter cash desk and accounting types,
    // without the password or its hash.
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.accountId, body.user.account_id));
    expect(new Set(audits.map((a) => `${a.tableName}:${a.action}`))).toEqual(
      new Set([
        'accounts:insert',
        'users:insert',
        'cash_accounts:insert',
        'accounting_types:insert',
        'leave_types:insert',
      ]),
    );
    expect(audits.filter((a) => a.tableName === 'accounting_types')).toHaveLength(
      STARTER_ACCOUNTING_TYPES.length,
    );
    const text = JSON.stringify(audits);
    expect(text).toContain('Papatya Sitesi');
    expect(text).not.toContain('papatya-2024');
    expect(text).not.toContain(user!.passwordHash);
    expect(containsNumber(text, code)).toBe(false);
  });
});

describeSecrets(() => ctx);
