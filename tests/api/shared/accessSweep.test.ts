/**
 * The access sweep, part 1 (issue 13 C), generated from the OpenAPI document: every operation refuses a caller
 * without a valid token (401, before its body is read), sub-users are held to their levels (docs/domain.md, "Roles and
 * access areas") and every integer of a request is bounded. Parts 2 and 3: accessSweepAccounts, accessSweepInput.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissions } from '../../../common/permissions';
import { deniedMessage, OPERATOR_ONLY } from '../../../server/plugins/auth';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import {
  areaRules,
  callOperation,
  type Ids,
  isPublic,
  isResidentPage,
  label,
  newestIds,
  type Operation,
  operationsOf,
  subUserMay,
  unboundedIntegers,
} from '../helpers/openapiSweep';
import { caller, dataOf, moneyFixtures, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let operations: Operation[];
let idsFor: (op: Operation) => Ids;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Süpürge Sitesi' });
  operations = operationsOf(ctx.app);
  // Records for the sub-users' calls to reach: a flat with a debt, a collection and a debt group, and a newer
  // debt group, so an edit that quietly removes something (as POST /debt/groups did) shows in the audit log.
  const m = moneyFixtures(ctx, owner);
  const scene = await collectionScene(m, 200);
  await scene.pay(50);
  const linked = await m.make.group({ type: 1 });
  await dataOf(
    caller(ctx)(owner, 'POST', '/debt/group', { apartment_id: scene.flat.apartment.id, group_id: linked.id }),
  );
  await m.make.group({ type: 1 });
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
});
afterAll(() => ctx?.close());

const OWNER_ONLY = 'Bu işlemi yalnızca hesap sahibi yapabilir.';

describe('the OpenAPI document', () => {
  it('lists every operation with its declared access; public ones need no token', () => {
    expect(operations.length).toBeGreaterThan(150);
    const publicOnes = operations.filter(isPublic).map(label);
    expect(publicOnes).toContain('POST /api/login');
    expect(publicOnes).not.toContain('GET /api/me');
  });

  it('declares the delete right on every DELETE in an area (removing a logo or an invoice file too)', () => {
    // `anyOf`: each way in must be delete; `allOf` (revoking personal links): one of the rights it needs is.
    const needsDelete = (access: Operation['access']) =>
      typeof access === 'object' && 'allOf' in access
        ? areaRules(access).some((rule) => rule.action === 'delete')
        : areaRules(access).every((rule) => rule.action === 'delete');
    const lax = operations.filter(
      (op) => op.method === 'DELETE' && areaRules(op.access).length > 0 && !needsDelete(op.access),
    );
    expect(lax.map(label)).toEqual([]);
  });

  it('bounds every integer of every request (path, query and body)', () => {
    const unbounded = operations.flatMap((op) =>
      unboundedIntegers(op).map((where) => `${label(op)} ${where}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('no token, a forged token, a malformed token', { timeout: 180_000 }, () => {
  /** A well-formed HS256 token with the owner's claims, signed with another secret. */
  function forge(claims: object): string {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, iat: Math.floor(Date.now() / 1000) })}`;
    const signature = createHmac('sha256', 'not-the-server-secret').update(unsigned).digest('base64url');
    return `${unsigned}.${signature}`;
  }

  it('every operation but the public ones answers 401 without reading the body', async () => {
    const forged = `Bearer ${forge({ sub: owner.user.id, acc: owner.user.account_id, ver: 0, typ: 'user' })}`;
    const wrong: string[] = [];
    for (const op of operations.filter((o) => !isPublic(o))) {
      // `{}` misses every required field: a 400 listing them would mean the body was validated first.
      const callers: Record<string, string>[] = [
        {},
        { authorization: forged },
        { authorization: 'Bearer abc' },
      ];
      for (const headers of callers) {
        const answer = await callOperation(ctx.app, op, headers, { body: op.body ? {} : undefined });
        if (answer.statusCode !== 401) wrong.push(`${label(op)} ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an anonymous import of several megabytes is refused before the server parses it', async () => {
    const imports = operations.filter((op) => op.path.includes('import') || op.path.endsWith('/multi'));
    expect(imports.length).toBeGreaterThan(0);
    const big = JSON.stringify({ file_key: 'x', rows: [{ row: 1, text: 'ş'.repeat(5_000_000) }] });
    for (const op of imports.filter((o) => o.method === 'POST')) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: op.path,
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(answer.statusCode, label(op)).toBe(401);
    }
  });
});

describe('sub-users with every level at 0 and at 1 (docs/domain.md)', { timeout: 180_000 }, () => {
  /** The answers that break the rule: refused where allowed, or let through where refused. */
  async function breaches(sub: SignedIn, level: 0 | 1): Promise<string[]> {
    const found: string[] = [];
    // Resident-page routes answer 401 to any bearer token without a live link: the token sweep above covers them.
    for (const op of operations.filter((o) => !isPublic(o) && !isResidentPage(o))) {
      const answer = await callOperation(ctx.app, op, sub.headers, { ids: idsFor(op) });
      const description = answer.statusCode === 403 ? (answer.json().description as string) : '';
      // Refused for the right the route declares. A route may refuse more finely (an edit that would remove
      // needs delete): the audit check below shows that such a refusal is not missing.
      const declared =
        op.access === 'owner'
          ? [OWNER_ONLY]
          : op.access === 'operator'
            ? [OPERATOR_ONLY]
            : areaRules(op.access).map((rule) => deniedMessage(rule.action));
      const denied = declared.includes(description);
      const may = subUserMay(op.access, level);
      if (may === denied || answer.statusCode === 401 || answer.statusCode >= 500) {
        found.push(`${label(op)} ${JSON.stringify(op.access)} → ${answer.statusCode} ${answer.body}`);
      }
    }
    return found;
  }

  it('level 0 everywhere: only what any signed-in user may do passes', async () => {
    const sub = await createSubUser(ctx, owner, fullPermissions(0));
    expect(await breaches(sub, 0)).toEqual([]);
  });

  it('level 1 everywhere: lists, reads, creates, edits and sends pass; deletes and owner routes do not', async () => {
    const sub = await createSubUser(ctx, owner, fullPermissions(1));
    expect(await breaches(sub, 1)).toEqual([]);
    // Whatever the route is called, nothing the sub-user did removed a record.
    const { rows } = await ctx.pool.query(
      `SELECT table_name, record_id FROM audit_log WHERE user_id = $1 AND action = 'delete'`,
      [sub.user.id],
    );
    expect(rows).toEqual([]);
  });
});

describe('findings of the sweep, one by one', () => {
  it('POST /debt/groups: adding needs edit, taking a flat out of a group needs delete', async () => {
    const api = caller(ctx);
    const make = property(ctx, owner);
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id });
    const first = await make.group({ type: 1 });
    const second = await make.group({ type: 1 });
    const clerk = await createSubUser(ctx, owner, { exec_resident_and_apartments: 1 });
    const groupsOf = async () =>
      (
        (await api(owner, 'GET', `/debt/groups?apartment_id=${apartment.id}`)).json().Records as {
          id: number;
        }[]
      )
        .map((g) => g.id)
        .sort();

    await dataOf(api(clerk, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [first.id] }));
    await dataOf(
      api(clerk, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [first.id, second.id] }),
    );
    expect(await groupsOf()).toEqual([first.id, second.id].sort());

    const emptied = await api(clerk, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [] });
    expect(emptied.statusCode).toBe(403);
    expect(emptied.json().description).toBe(deniedMessage('delete'));
    const swapped = await api(clerk, 'POST', '/debt/groups', {
      apartment_id: apartment.id,
      group_ids: [second.id],
    });
    expect(swapped.statusCode).toBe(403);
    expect(await groupsOf()).toEqual([first.id, second.id].sort());

    await dataOf(api(owner, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [] }));
    expect(await groupsOf()).toEqual([]);
  });

  it('DELETE /logo needs the delete right of settings', async () => {
    const editor = await createSubUser(ctx, owner, { exec_settings: 1 });
    const answer = await caller(ctx)(editor, 'DELETE', '/logo');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().description).toBe(deniedMessage('delete'));
    expect((await caller(ctx)(owner, 'DELETE', '/logo')).statusCode).toBe(200);
  });

  it('GET /groups/all is a picker: refused to a sub-user without any area that uses groups', async () => {
    const api = caller(ctx);
    const none = await createSubUser(ctx, owner, {
      show_definitions: 0,
      show_resident_and_apartments: 0,
      show_debit: 0,
      show_sms: 0,
    });
    expect((await api(none, 'GET', '/groups/all')).statusCode).toBe(403);
    const debtClerk = await createSubUser(ctx, owner, {
      ...fullPermissions(0),
      show_debit: 1,
    });
    expect((await api(debtClerk, 'GET', '/groups/all?type=1')).statusCode).toBe(200);
  });

  it('huge pages and ids answer 400 in the Turkish shape, not 500', async () => {
    const api = caller(ctx);
    const page = await api(owner, 'GET', '/building?page=1e20');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { page: 'En fazla 1.000.000 olabilir.' },
    });
    const branch = await api(owner, 'POST', '/login/branch?branch_id=2147483648');
    expect(branch.statusCode).toBe(400);
    expect(branch.json().errors).toEqual({ branch_id: 'En fazla 2.147.483.647 olabilir.' });
    expect((await api(owner, 'GET', '/building?page=1000000')).statusCode).toBe(200);
  });
});
