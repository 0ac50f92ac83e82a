/**
 * The resident page's writes are limited per personal link (security issue 21, "low"): tickets, replies, messages
 * and votes, counted by two instances on one database alike, as the other limits are (rateLimitsShared).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIDENT_WRITES_MAX } from '../../../server/plugins/residentPage';
import { issueResidentLink } from '../../../server/services/property/residentPageLinks';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext, type TestInstance } from '../helpers/harness';
import { property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let second: TestInstance;
let owner: SignedIn;
const residents: number[] = [];

const TOO_MANY =
  'Bu bağlantıdan kısa sürede çok fazla gönderim yapıldı. Lütfen birkaç dakika sonra tekrar deneyiniz.';

beforeAll(async () => {
  ctx = await startTestApp({ rateLimits: true });
  second = await startSecondInstance(ctx);
  owner = await registerAccount(ctx, { assocName: 'Sınır Sitesi' });
  const make = property(ctx, owner);
  const building = await make.building('A Blok');
  for (const identifier of ['1', '2']) {
    const flat = await make.apartment({ building_id: building.id, identifier });
    const resident = await make.resident({ name: 'Sakin', surname: identifier });
    await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
    residents.push(resident.id);
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const linkOf = async (residentId: number) =>
  (await issueResidentLink(ctx.db, { accountId: owner.user.account_id, userId: null }, residentId)).token;

/** A resident-page write through one instance or the other, from a new address each time. */
const write = (i: number, token: string, path: string, payload: object) =>
  [ctx.app, second.app][i % 2]!.inject({
    method: 'POST',
    url: `/api/r/${token}${path}`,
    remoteAddress: `203.0.113.${i + 1}`,
    payload,
  });

describe('resident page writes, per link', () => {
  it('refuses the ticket and the message after the tenth of ten minutes, on both instances, from any address', async () => {
    const token = await linkOf(residents[0]!);
    const ticket = { subject: 'Asansör', category: 'fault', body: 'ş'.repeat(2000) };
    for (let i = 0; i < RESIDENT_WRITES_MAX; i++) {
      const answer = await write(i, token, '/ticket', ticket);
      expect(answer.statusCode, `ticket ${i + 1}: ${answer.body}`).toBe(200);
    }
    for (const i of [0, 1]) {
      const refused = await write(i, token, '/ticket', ticket);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ description: TOO_MANY });
    }
    const { rows } = await ctx.pool.query(`SELECT count(*)::int AS n FROM tickets WHERE resident_id = $1`, [
      residents[0],
    ]);
    expect(rows[0].n).toBe(RESIDENT_WRITES_MAX);

    for (let i = 0; i < RESIDENT_WRITES_MAX; i++) {
      expect((await write(i, token, '/message', { body: 'ş'.repeat(2000) })).statusCode).toBe(200);
    }
    expect((await write(0, token, '/message', { body: 'Bir tane daha' })).statusCode).toBe(429);

    // Another resident's link is not affected.
    const neighbour = await linkOf(residents[1]!);
    expect((await write(0, neighbour, '/message', { body: 'Merhaba' })).statusCode).toBe(200);
  });
});
