/**
 * The audit rows a bulk insert builds in PostgreSQL (recordInsertAudit) hold what the rows' audit built in Node
 * holds: the same keys, kuruş as text, timestamps as JSON writes a Date, secrets hidden.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, debts, users } from '../../../server/db/schema';
import { recordInsertAudit, redact } from '../../../server/repositories/shared/audit';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Denetim Sitesi' });
});
afterAll(() => ctx?.close());

/** A row as the audit log keeps it when Node writes it. */
const asAudited = (row: unknown) => JSON.parse(JSON.stringify(redact(row)));

async function auditedAfter(table: string, ids: number[]) {
  const rows = await ctx.db
    .select({
      recordId: auditLog.recordId,
      after: auditLog.after,
      userId: auditLog.userId,
      action: auditLog.action,
    })
    .from(auditLog)
    .where(and(eq(auditLog.tableName, table), inArray(auditLog.recordId, ids.map(String))));
  return new Map(rows.map((row) => [Number(row.recordId), row]));
}

describe('audit rows built from the rows themselves', () => {
  it('records every debt of a split once, by its user, exactly as the debt reads', async () => {
    const m = moneyFixtures(ctx, owner);
    const type = await m.incomeType();
    const flats = await m.flats(3, (i) => ({ land: [10, 20, 70][i] }));
    const entry = await dataOf<{ rows: { debt_id: number }[] }>(
      caller(ctx)(owner, 'POST', '/debt/land', {
        building_ids: [flats[0]!.building.id],
        total: '1.000,01',
        accounting_type_id: type.id,
        due_date: '15.03.2025',
        description: 'Çatı onarımı',
      }),
    );
    const ids = entry.rows.map((row) => row.debt_id);
    expect(ids).toHaveLength(3);
    const saved = await ctx.db.select().from(debts).where(inArray(debts.id, ids));
    const audited = await auditedAfter('debts', ids);
    expect(audited.size).toBe(3);
    for (const debt of saved) {
      const row = audited.get(debt.id)!;
      expect(row).toMatchObject({ action: 'insert', userId: owner.user.id });
      expect(row.after).toEqual(asAudited(debt));
    }
    // Kuruş stay exact text: 1.000,01 TL over 10/20/70 gives 100,00 + 200,00 + 700,01.
    expect(saved.map((debt) => debt.amount).sort()).toEqual([10000n, 20000n, 70001n]);
    expect(ids.map((id) => (audited.get(id)!.after as { amount: string }).amount).sort()).toEqual([
      '10000',
      '20000',
      '70001',
    ]);
  });

  it('hides a secret column as the Node audit does', async () => {
    const actor = { accountId: owner.user.account_id, userId: owner.user.id };
    await recordInsertAudit(ctx.db, actor, users, owner.user.account_id, [owner.user.id]);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, owner.user.id));
    const after = (await auditedAfter('users', [owner.user.id])).get(owner.user.id)!.after as Record<
      string,
      unknown
    >;
    expect(after.passwordHash).toBe('[hidden]');
    expect(after).toEqual(asAudited(user));
  });
});
