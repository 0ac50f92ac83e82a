import { expect } from 'vitest';
import type { PermissionLevels } from '../../../common/permissions';
import type { CurrentUser } from '../../../common/types';
import { lastCode, type TestContext } from './harness';

export interface SignedIn {
  token: string;
  user: CurrentUser;
  phone: string;
  password: string;
  headers: { authorization: string };
}

let phoneCounter = 0;
/** A fresh, valid Turkish mobile number per call. */
export function newPhone(): string {
  phoneCounter += 1;
  return `53${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
}

/** Registers an account through the real endpoints: send code, check code (read from the outbox), register. */
export async function registerAccount(
  ctx: TestContext,
  { assocName = 'Deneme Sitesi', phone = newPhone(), password = 'parola123' } = {},
): Promise<SignedIn> {
  const send = await ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}` });
  expect(send.statusCode, send.body).toBe(200);
  const code = lastCode(ctx, phone);
  const check = await ctx.app.inject({
    method: 'GET',
    url: `/api/register/control/code?phone=${phone}&code=${code}`,
  });
  expect(check.statusCode, check.body).toBe(200);
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { phone, assoc_name: assocName, email: '', name: 'Ali', surname: 'Veli', password },
  });
  expect(register.statusCode, register.body).toBe(200);
  const { token, user } = register.json() as { token: string; user: CurrentUser };
  return { token, user, phone, password, headers: { authorization: `Bearer ${token}` } };
}

export async function login(ctx: TestContext, phone: string, password: string): Promise<SignedIn> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { phone, password } });
  expect(response.statusCode, response.body).toBe(200);
  const { token, user } = response.json() as { token: string; user: CurrentUser };
  return { token, user, phone, password, headers: { authorization: `Bearer ${token}` } };
}

/** Creates a sub-user of `owner` with the given levels (the others default to 2) and logs it in. */
export async function createSubUser(
  ctx: TestContext,
  owner: SignedIn,
  levels: Partial<PermissionLevels> = {},
  { phone = newPhone(), password = 'altparola1' } = {},
): Promise<SignedIn> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/sub/user',
    headers: owner.headers,
    payload: { name: 'Alt', surname: 'Kullanıcı', email: '', phone, password, ...levels },
  });
  expect(response.statusCode, response.body).toBe(200);
  return login(ctx, phone, password);
}
