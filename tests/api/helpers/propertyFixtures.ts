import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import type { SignedIn } from './fixtures';
import { caller, type TestContext } from './harness';

type Data = Record<string, unknown> & { id: number };

/** The harness's `caller`, imported from here by the tests that also use the fixtures. */
export { caller };

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
    /** One of the accounting types every new account starts with (server/domain/starterDefinitions.ts). */
    async starterType(name: string, type: 1 | 2 = 1): Promise<Data> {
      const list = await call(who, 'GET', `/accounting/types?is_print=true&type=${type}`);
      const found = (list.json().Records as Data[]).find((record) => record.name === name);
      expect(found, `${name} is not a starter type`).toBeDefined();
      return found!;
    },
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

/** A flat with its building and an owner (and optionally a tenant), ready to be charged. */
export interface Flat {
  building: Data;
  apartment: Data;
  owner: Data;
  tenant?: Data;
}

/** Shortcuts for the money tests: cash accounts, income types, flats with owners, debts and collections. */
export function moneyFixtures(ctx: TestContext, who: SignedIn) {
  const call = caller(ctx);
  const make = property(ctx, who);
  return {
    make,
    cashAccount: (body: Record<string, unknown> = {}) =>
      dataOf(call(who, 'POST', '/account', { name: unique('Kasa'), opening_balance: 0, ...body })),
    incomeType: (name = unique('Aidat')) => make.accountingType({ name, type: 1 }),
    /** A building with `count` flats, each owned by a new resident. */
    async flats(
      count: number,
      body: (index: number) => Record<string, unknown> = () => ({}),
    ): Promise<Flat[]> {
      const building = await make.building();
      const flats: Flat[] = [];
      for (let index = 0; index < count; index++) {
        const apartment = await make.apartment({
          building_id: building.id,
          identifier: String(index + 1),
          ...body(index),
        });
        const owner = await make.resident();
        await make.link({ apartment_id: apartment.id, resident_id: owner.id, type: 1 });
        flats.push({ building, apartment, owner });
      }
      return flats;
    },
    /** One debt on a flat; answers the created debt id. */
    async debt(
      apartmentId: number,
      typeId: number,
      amount: number | string,
      body: Record<string, unknown> = {},
    ) {
      const data = await dataOf<{ rows: { debt_id: number }[] }>(
        call(who, 'POST', '/debt/single', {
          apartment_id: apartmentId,
          accounting_type_id: typeId,
          amount,
          due_date: '01.01.2025',
          ...body,
        }),
      );
      return data.rows[0]!.debt_id;
    },
    pay: (body: Record<string, unknown>) => call(who, 'POST', '/payment/debt', body),
    /** The live balance of a cash account, in TL. */
    async balance(cashAccountId: number): Promise<number> {
      const all = (await call(who, 'GET', '/accounts')).json().Records as { id: number; balance: number }[];
      return all.find((a) => a.id === cashAccountId)!.balance;
    },
    /** Turns the setting auto_payment_advance_payments on or off. */
    async autoPay(on: boolean) {
      const current = (await call(who, 'GET', '/settings')).json().data;
      await dataOf(call(who, 'PUT', '/settings', { ...current, auto_payment_advance_payments: on }));
    },
  };
}
