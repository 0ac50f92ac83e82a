/**
 * Issue 26: the voter lists of a poll come in Turkish alphabetical order (Cem before Çağla, Ilgaz before İbrahim,
 * Sinan before Şule before Tarık), the same order as every other list of names (server/db/turkishOrder.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

const NAMES = ['Tarık', 'Şule', 'Sinan', 'İbrahim', 'Ilgaz', 'Çağla', 'Cem', 'Ayşe'];

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Sıralı Site' });
  const make = moneyFixtures(ctx, owner).make;
  const building = await make.building('A Blok');
  for (const [index, name] of NAMES.entries()) {
    const flat = await make.apartment({
      building_id: building.id,
      identifier: String(index + 1),
      land: '10',
    });
    const resident = await make.resident({ name, surname: 'Kaya', phone: newPhone() });
    await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
  }
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('a poll’s voters', () => {
  it('are listed in Turkish alphabetical order', async () => {
    const end = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10).split('-');
    const poll = await dataOf<{ id: number }>(
      call(owner, 'POST', '/survey', {
        title: 'Bahçe',
        question: 'Bahçe düzenlensin mi?',
        options: ['Evet', 'Hayır'],
        end_date: `${end[2]}.${end[1]}.${end[0]}`,
      }),
    );
    const detail = await dataOf<{ voters: { name: string }[] }>(call(owner, 'GET', `/survey/${poll.id}`));
    expect(detail.voters.map((voter) => voter.name.replace(' Kaya', ''))).toEqual([
      'Ayşe',
      'Cem',
      'Çağla',
      'Ilgaz',
      'İbrahim',
      'Sinan',
      'Şule',
      'Tarık',
    ]);
  });
});
