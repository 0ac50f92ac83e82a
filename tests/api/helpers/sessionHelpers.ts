import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../../common/date';
import { accounts, auditLog, oneTimeCodes, users } from '../../../server/db/schema';
import { outbox, type TestContext } from './harness';

/** Shared by the session test files (login and tokens, register, passwords). */

export const WRONG_CREDENTIALS = 'Telefon numarası veya şifre hatalı.';
export const BAD_PHONE = 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).';

export const bearer = (token: string) => `Bearer ${token}`;

export function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie as typeof cookie & { httpOnly?: boolean; path?: string; sameSite?: string };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
export const isoOf = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Whether `digits` appears in `text` as a whole number (not inside a longer one, such as a phone). */
export const containsNumber = (text: string, digits: string) =>
  new RegExp(`(?<!\\d)${digits}(?!\\d)`).test(text);

/** A code that is certainly not `code`. */
export const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** Requests and database reads of the session tests, on the test file's app (started in its beforeAll). */
export function sessionRequests(context: () => TestContext) {
  const inject = (options: InjectOptions) => context().app.inject(options);
  return {
    postLogin: (payload: Record<string, unknown>, url = '/api/login') =>
      inject({ method: 'POST', url, payload }),
    sendRegisterCode: (phone: string) =>
      inject({ method: 'GET', url: `/api/register/send/code?phone=${encodeURIComponent(phone)}` }),
    controlCode: (phone: string, code: string) =>
      inject({
        method: 'GET',
        url: `/api/register/control/code?phone=${encodeURIComponent(phone)}&code=${encodeURIComponent(code)}`,
      }),
    register: (payload: Record<string, unknown>) => inject({ method: 'POST', url: '/api/register', payload }),
    buildingsWith: (authorization: string) =>
      inject({ method: 'GET', url: '/api/building?page=1', headers: { authorization } }),
    refresh: (cookie?: string) =>
      inject({
        method: 'POST',
        url: '/api/jwt/refresh-token',
        ...(cookie === undefined ? {} : { cookies: { refresh_token: cookie } }),
      }),
    async setLicenceEnd(accountId: number, iso: string) {
      await context().db.update(accounts).set({ licenceEnd: iso }).where(eq(accounts.id, accountId));
    },
    async codeRows(phone: string) {
      const db = context().db;
      return db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)).orderBy(oneTimeCodes.id);
    },
  };
}

/** Ends each session test file: whatever the file did, the audit log holds no password, code or token. */
export function describeSecrets(context: () => TestContext) {
  describe('secrets', () => {
    it('never writes a password, code or token into the audit log', async () => {
      const ctx = context();
      const rows = await ctx.db.select().from(auditLog);
      expect(rows.length).toBeGreaterThan(5);
      const text = JSON.stringify(rows);
      const codes = outbox(ctx)
        .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
        .filter(Boolean) as string[];
      expect(codes.length).toBeGreaterThan(5);
      for (const code of codes) expect(containsNumber(text, code), code).toBe(false);
      for (const secret of ['parola123', 'gizli-parola-1', 'papatya-2024', 'ikinci-parola', 'scrypt$']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      const hashes = (await ctx.db.select({ h: users.passwordHash }).from(users)).map((u) => u.h);
      for (const hash of hashes) expect(text).not.toContain(hash);
      expect(existsSync(join(ctx.dataDir, 'sms-outbox.jsonl'))).toBe(true);
      expect(readFileSync(join(ctx.dataDir, 'sms-outbox.jsonl'), 'utf8')).not.toMatch(/scrypt|eyJ/);
    });
  });
}
