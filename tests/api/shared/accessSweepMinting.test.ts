/**
 * The access sweep, part 4 (security issue 21, "minting rights"), generated from the OpenAPI document: every
 * operation that makes or revokes a resident's personal link refuses a sub-user lacking any one of the rights the
 * link's page shows (RESIDENT_PAGE_RIGHTS in server/schemas/shared/access.ts), and makes or revokes nothing for them; a
 * pass over every other write checks that none of them hands such a sub-user a link either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissions, requirement } from '../../../common/permissions';
import { deniedMessage } from '../../../server/plugins/auth';
import { RESIDENT_PAGE_RIGHTS } from '../../../server/schemas/shared/access';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import {
  callOperation,
  type Ids,
  isPublic,
  isResidentLinkWrite,
  isResidentPage,
  label,
  newestIds,
  type Operation,
  operationsOf,
} from '../helpers/openapiSweep';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let operations: Operation[];
let idsFor: (op: Operation) => Ids;

/** How many links exist and how many are revoked: a make or a revoke changes one of the two. */
async function linkState(): Promise<string> {
  const { rows } = await ctx.pool.query<{ made: number; revoked: number }>(
    `SELECT coalesce(max(id), 0)::int AS made, count(revoked_at)::int AS revoked FROM resident_links`,
  );
  return `${rows[0]!.made}/${rows[0]!.revoked}`;
}

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Bağlantı Sitesi' });
  const m = moneyFixtures(ctx, owner);
  const [flat] = await m.flats(1);
  await dataOf(caller(ctx)(owner, 'POST', `/resident/${flat!.owner.id}/page-link`));
  operations = operationsOf(ctx.app);
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
}, 60_000);
afterAll(() => ctx?.close());

describe('making and revoking personal links (generated from the OpenAPI document)', {
  timeout: 180_000,
}, () => {
  it('finds the operations that make and revoke a link', () => {
    const found = operations.filter(isResidentLinkWrite).map(label);
    expect(found).toEqual(
      expect.arrayContaining(['POST /api/resident/{id}/page-link', 'DELETE /api/resident/{id}/page-links']),
    );
  });

  for (const right of RESIDENT_PAGE_RIGHTS) {
    const { key } = requirement(right.area, right.action);
    it(`refuses a sub-user without ${key} (every other level full), and makes or revokes nothing`, async () => {
      const sub = await createSubUser(ctx, owner, { ...fullPermissions(2), [key]: 0 });
      const wrong: string[] = [];
      for (const op of operations.filter(isResidentLinkWrite)) {
        const before = await linkState();
        const answer = await callOperation(ctx.app, op, sub.headers, { ids: idsFor(op) });
        const after = await linkState();
        const refused =
          answer.statusCode === 403 && answer.json().description === deniedMessage(right.action);
        if (!refused || before !== after) wrong.push(`${label(op)} → ${answer.statusCode} ${answer.body}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('lets a sub-user with every right of the page make and revoke (the refusals above are not for all)', async () => {
    const sub = await createSubUser(ctx, owner, fullPermissions(2));
    for (const op of operations.filter(isResidentLinkWrite)) {
      const answer = await callOperation(ctx.app, op, sub.headers, { ids: idsFor(op) });
      expect(answer.statusCode, `${label(op)} ${answer.body}`).toBe(200);
    }
  });

  it('no other write makes or revokes a link for a sub-user without the debts right', async () => {
    const sub = await createSubUser(ctx, owner, { ...fullPermissions(2), show_debit: 0 });
    const writes = operations.filter(
      (op) => op.method !== 'GET' && !isPublic(op) && !isResidentPage(op) && !isResidentLinkWrite(op),
    );
    expect(writes.length).toBeGreaterThan(100);
    const changed: string[] = [];
    for (const op of writes) {
      const before = await linkState();
      const answer = await callOperation(ctx.app, op, sub.headers, { ids: idsFor(op) });
      if ((await linkState()) !== before) changed.push(`${label(op)} → ${answer.statusCode}`);
    }
    expect(changed).toEqual([]);
  });
});
