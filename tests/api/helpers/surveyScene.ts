/**
 * The poll tests' set-up, shared by surveys.test.ts and surveyAudience.test.ts: each file calls `startSurveyScene` in its
 * own beforeAll, so each builds its own app on its own database with two accounts, A Blok's and B Blok's residents.
 * The bindings below are live: they name the running file's scene.
 */
import { issueResidentLink } from '../../../server/services/property/residentPageLinks';
import { newPhone, registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { caller, dataOf, moneyFixtures } from './propertyFixtures';

export let ctx: TestContext;
export let owner: SignedIn;
export let stranger: SignedIn;
export let call: ReturnType<typeof caller>;
export const people: Record<string, number> = {};
export let strangerResident: number;
export let buildingA: number;
export let buildingB: number;

export const LINK_REFUSED =
  'Bu bağlantı geçersiz ya da süresi dolmuş. Yönetimden yeni bir bağlantı isteyiniz.';

/** A date `days` from today in Istanbul, DD.MM.YYYY. */
export function dayFromToday(days: number): string {
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

export async function tokenOf(who: SignedIn, residentId: number, days?: number): Promise<string> {
  const { token } = await issueResidentLink(
    ctx.db,
    { accountId: who.user.account_id, userId: null },
    residentId,
    days,
  );
  return token;
}

export const asResident = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${url}`, ...(payload && { payload }) });

export const pollBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Çatı onarımı',
  question: 'Çatı bu yaz onarılsın mı?',
  options: ['Evet', 'Hayır'],
  end_date: dayFromToday(10),
  ...extra,
});

export interface Detail {
  id: number;
  options: { id: number; text: string }[];
  results: {
    option_id: number;
    text: string;
    votes: number;
    head_percent: number;
    land: number;
    land_percent: number;
  }[];
  total_votes: number;
  voters: { resident_id: number; name: string; vote: number | null; land: number }[];
}
export const detail = (id: number) => dataOf<Detail>(call(owner, 'GET', `/survey/${id}`));

export async function startSurveyScene(): Promise<void> {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Yeşil Vadi Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  const make = moneyFixtures(ctx, owner).make;
  buildingA = (await make.building('A Blok')).id;
  const flat = (identifier: string, land: string) =>
    make.apartment({ building_id: buildingA, identifier, land });
  const live = async (name: string, apartmentId: number, type: 1 | 2) => {
    const resident = await make.resident({ name, surname: 'Kaya', phone: newPhone() });
    await make.link({ apartment_id: apartmentId, resident_id: resident.id, type });
    people[name] = resident.id;
  };
  const one = await flat('1', '60');
  const two = await flat('2', '20');
  const three = await flat('3', '20');
  await live('Ayşe', one.id, 1);
  await live('Mehmet', two.id, 1);
  await live('Kiracı', two.id, 2);
  // Flat 3 is held by two stock holders of 50 % each.
  for (const name of ['Hisse', 'Pay']) {
    const holders = await dataOf<{ Records: { stock_holder_id: number; name: string }[] }>(
      call(owner, 'POST', '/stock/holder', {
        apartment_id: three.id,
        name,
        surname: 'Kaya',
        phone: newPhone(),
        percent: 50,
      }),
    );
    people[name] = holders.Records.find((h) => h.name === name)!.stock_holder_id;
  }
  buildingB = (await make.building('B Blok')).id;
  const flatB = await make.apartment({ building_id: buildingB, identifier: '1', land: '50' });
  await live('Bora', flatB.id, 1);
  const strangerMake = moneyFixtures(ctx, stranger).make;
  strangerResident = (await strangerMake.resident({ name: 'Yabancı', surname: 'Kişi' })).id;
  const strangerFlat = await strangerMake.apartment({
    building_id: (await strangerMake.building('Z Blok')).id,
    identifier: '1',
  });
  await strangerMake.link({ apartment_id: strangerFlat.id, resident_id: strangerResident, type: 1 });
}

export async function stopSurveyScene(): Promise<void> {
  await ctx?.close();
}
