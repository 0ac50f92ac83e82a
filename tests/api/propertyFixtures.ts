import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../../server/db/schema';
import type { SignedIn } from './fixtures';
import type { TestContext } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Data = Record<string, unknown> & { id: number };

/** Calls the API as `who`. */
export function caller(ctx: TestContext) {
  return (who: SignedIn, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    ctx.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload && { payload }) });
}

/** The `data` of a successful write, failing the test with the answer's body otherwise. */
export async function dataOf<T = Data>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
}

let counter = 0;
/** A name no other call of this test file used. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}`;
}

/** Shortcuts creating the records most tests start from. */
export function property(ctx: TestContext, who: SignedIn) {
  const call = caller(ctx);
  return {
    building: (name = unique('Blok')) =>
      dataOf(call(who, 'POST', '/building', { name, apartment_limit: 10 })),
    apartment: (body: { building_id: number; identifier?: string } & Record<string, unknown>) =>
      dataOf(call(who, 'POST', '/apartment', { identifier: unique('D').replace(' ', ''), ...body })),
    resident: (body: Record<string, unknown> = {}) =>
      dataOf(call(who, 'POST', '/resident', { name: 'Ahmet', surname: unique('Yılmaz'), ...body })),
    group: (body: Record<string, unknown> = {}) =>
      dataOf(call(who, 'POST', '/group', { name: unique('Grup'), type: 2, amount: 100, ...body })),
    accountingType: (body: Record<string, unknown> = {}) =>
      dataOf(call(who, 'POST', '/accounting/type', { name: unique('Tür'), type: 1, ...body })),
    link: (body: { apartment_id: number; resident_id: number; type: number; move_in?: string }) =>
      dataOf(call(who, 'POST', '/resident/apartment', body)),
  };
}

/** The audit actions written for one record of a table, oldest first. */
export async function auditActions(
  ctx: TestContext,
  table: string,
  recordId: number | string,
): Promise<string[]> {
  const rows = await ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.tableName, table), eq(auditLog.recordId, String(recordId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}
