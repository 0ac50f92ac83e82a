import { expect } from 'vitest';
import { createOperator } from '../../../server/services/platform/operators';
import { registerAccount, type SignedIn } from './fixtures';
import { caller, startTestApp, type TestContext } from './harness';

/**
 * The platform operator tests' set-up, shared by platform.test.ts and platformSupport.test.ts: each file calls
 * `startOperatorScene` in its own beforeAll, so each builds its own app on its own database, with the operator and
 * three accounts. The bindings below are live: they name the running file's scene.
 */
export interface Operator {
  token: string;
  headers: { authorization: string };
}

export let ctx: TestContext;
export let operator: Operator;
export let ayse: SignedIn;
export let zeynep: SignedIn;
export let mert: SignedIn;

export const call = caller(() => ctx);

export async function startOperatorScene(): Promise<void> {
  ctx = await startTestApp();
  await createOperator(ctx.db, {
    name: 'Destek Ekibi',
    phone: '0555 123 45 67',
    password: 'operator-parola',
  });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/user/admin',
    payload: { phone: '5551234567', password: 'operator-parola' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token } = login.json() as { token: string };
  operator = { token, headers: { authorization: `Bearer ${token}` } };
  ayse = await registerAccount(ctx, { assocName: 'Akasya Sitesi' });
  zeynep = await registerAccount(ctx, { assocName: 'Zambak Apartmanı' });
  mert = await registerAccount(ctx, { assocName: 'Menekşe Konutları' });
}

export async function stopOperatorScene(): Promise<void> {
  await ctx.close();
}

/** A JSON value as ra-data-simple-rest puts it in the query string. */
export function q(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}
