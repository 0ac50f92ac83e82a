import { and, asc, count, eq, sql } from 'drizzle-orm';
import { todayInIstanbul } from '../common/date';
import type { Db, Executor } from './db';
import {
  accountingTypes,
  accounts,
  advanceMovements,
  apartmentDebtGroups,
  apartmentResidents,
  apartments,
  buildings,
  cashAccounts,
  cashMovements,
  debtExemptions,
  debtJobs,
  debts,
  groups,
  interestSettings,
  nonMembers,
  operators,
  payments,
  receiptCounters,
  receipts,
  residentParents,
  residents,
  settings,
  tutorials,
  users,
} from './db/schema';
import { planEntry } from './services/debtEntry';
import { runDuesJob } from './services/duesRunner';
import { createDebts, type Debt } from './services/money';
import { hashPassword } from './services/passwords';

export const DEMO = {
  phone: '5550000000',
  phoneDisplay: '555 000 00 00',
  password: 'demo1234',
  assocName: 'Yeşilvadi Sitesi',
  operatorPhone: '5559999999',
  operatorPassword: 'operator1234',
} as const;

/** The demo account of DESIGN.md section 10, created only when the database holds no account yet. */
export async function seedDemoWhenEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(accounts);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ assocName: DEMO.assocName, licenceEnd: '2030-12-31', apartmentLimit: 500, smsCredits: 1000 })
      .returning();
    const accountId = account!.id;
    const [owner] = await tx
      .insert(users)
      .values({
        accountId,
        role: 'main',
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'yonetim@yesilvadi.example',
        phone: DEMO.phone,
        passwordHash,
      })
      .returning();
    await tx.insert(settings).values({ accountId });
    // The demo user has seen the tutorial; new registrations get it on first login.
    await tx.insert(tutorials).values({ userId: owner!.id, isCompleted: true, isFirst: false, step: 4 });
    await seedProperty(tx, accountId);
    await seedMoney(tx, accountId, owner!.id);
    await tx.insert(operators).values({
      name: 'Platform Destek',
      phone: DEMO.operatorPhone,
      passwordHash: await hashPassword(DEMO.operatorPassword),
    });
  });
  return true;
}

/** The demo site's blocks: floors × flats per floor, and the gross m² of the flats on a floor, left to right. */
const BLOCKS = [
  { name: 'A Blok', floors: 5, areas: [95, 110, 125, 140] },
  { name: 'B Blok', floors: 4, areas: [100, 115, 130, 145] },
  { name: 'C Blok', floors: 7, areas: [150, 165] },
] as const;
/** Arsa payı of the whole site, split over the flats by area. */
const LAND_TOTAL = 1000;

const FEMALE = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Emine',
  'Hatice',
  'Merve',
  'Şule',
  'Özlem',
  'Gül',
  'Derya',
  'İrem',
];
const MALE = [
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Ömer',
  'Çağrı',
  'Burak',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
];

/** Flats (0-based, in building order) owned by two stock holders; shares alternate 60/40 and 50/50. */
const CO_OWNED = new Set([3, 11, 19, 27, 35, 43]);
/** Flat → the flat whose owner also owns it. */
const SECOND_HOMES = new Map([
  [30, 7],
  [48, 15],
]);

/** The largest-remainder split of `total` over `weights`, so the parts add up exactly. */
function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w * total) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) parts[order[i]!.index]! += 1;
  return parts;
}

/** A valid T.C. kimlik no from nine leading digits (the first not 0). */
function tcknFrom(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A made-up person, the same for the same number on every run (no randomness: the demo is reproducible). */
function person(n: number) {
  const female = n % 2 === 0;
  const names = female ? FEMALE : MALE;
  return {
    name: names[(n * 5) % names.length]!,
    surname: SURNAMES[(n * 7) % SURNAMES.length]!,
    gender: female ? ('female' as const) : ('male' as const),
    phone: `5${30 + (n % 25)}${String(1_000_000 + n * 7).padStart(7, '0')}`,
    birthDay: `${1950 + ((n * 7) % 50)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 3) % 28)).padStart(2, '0')}`,
  };
}

/**
 * About 50 flats with area and land share, about 90 residents (owners, tenants, co-owners with shares, one
 * former tenant), relatives, non-members, debt and dues groups, accounting types and two exemptions.
 */
async function seedProperty(tx: Executor, accountId: number): Promise<void> {
  const types = await tx
    .insert(accountingTypes)
    .values([
      ...['Aidat', 'Yakıt', 'Asansör bakım', 'Demirbaş'].map((name) => ({ accountId, name, type: 1 })),
      ...['Elektrik', 'Su', 'Temizlik'].map((name) => ({ accountId, name, type: 2 })),
    ])
    .returning();
  const [elevatorGroup, parkingGroup, standardDues, largeDues] = await tx
    .insert(groups)
    .values([
      { accountId, name: 'Asansör Grubu', type: 1, amount: 15000n },
      { accountId, name: 'Otopark Grubu', type: 1, amount: 7500n },
      { accountId, name: 'Standart Aidat', type: 2, amount: 85000n },
      { accountId, name: 'Büyük Daire Aidatı', type: 2, amount: 110000n },
    ])
    .returning();

  const flats: { buildingId: number; floor: number; identifier: string; area: number }[] = [];
  for (const block of BLOCKS) {
    const perFloor = block.areas.length;
    const [building] = await tx
      .insert(buildings)
      .values({ accountId, name: block.name, apartmentLimit: block.floors * perFloor })
      .returning();
    for (let floor = 1; floor <= block.floors; floor++) {
      block.areas.forEach((area, position) => {
        const identifier = String((floor - 1) * perFloor + position + 1);
        flats.push({ buildingId: building!.id, floor, identifier, area });
      });
    }
  }
  const lands = splitByWeight(
    LAND_TOTAL,
    flats.map((flat) => flat.area),
  );
  const units = await tx
    .insert(apartments)
    .values(
      flats.map((flat, index) => ({
        accountId,
        buildingId: flat.buildingId,
        identifier: flat.identifier,
        area: String(flat.area),
        land: String(lands[index]),
        groupId: flat.area >= 140 ? largeDues!.id : standardDues!.id,
      })),
    )
    .returning();

  // Flats above the ground floor share the lift; every third flat has a parking space.
  await tx
    .insert(apartmentDebtGroups)
    .values([
      ...units
        .filter((_, i) => flats[i]!.floor > 1)
        .map((u) => ({ accountId, apartmentId: u.id, groupId: elevatorGroup!.id })),
      ...units
        .filter((_, i) => i % 3 === 0)
        .map((u) => ({ accountId, apartmentId: u.id, groupId: parkingGroup!.id })),
    ]);
  const liftType = types.find((t) => t.name === 'Asansör bakım')!;
  await tx
    .insert(debtExemptions)
    .values(units.slice(0, 2).map((u) => ({ accountId, apartmentId: u.id, accountingTypeId: liftType.id })));

  let next = 0;
  const people: (ReturnType<typeof person> & { accountId: number })[] = [];
  const newPerson = () => {
    people.push({ accountId, ...person(next) });
    next += 1;
    return people.length - 1;
  };
  const links: {
    apartment: number;
    person: number;
    type: 1 | 2 | 3;
    percent: string | null;
    moveIn: string;
    moveOut?: string;
  }[] = [];
  const ownerOf = new Map<number, number>();
  units.forEach((_, index) => {
    const ownedSince = `${2010 + (index % 12)}-${String(1 + (index % 12)).padStart(2, '0')}-01`;
    if (CO_OWNED.has(index)) {
      const [first, second] = index % 2 === 1 ? ['60', '40'] : ['50', '50'];
      links.push({ apartment: index, person: newPerson(), type: 3, percent: first!, moveIn: ownedSince });
      links.push({ apartment: index, person: newPerson(), type: 3, percent: second!, moveIn: ownedSince });
    } else {
      const owner = SECOND_HOMES.has(index) ? ownerOf.get(SECOND_HOMES.get(index)!)! : newPerson();
      ownerOf.set(index, owner);
      links.push({ apartment: index, person: owner, type: 1, percent: null, moveIn: ownedSince });
    }
    if ([0, 1, 2, 4, 5, 7, 8].includes(index % 10)) {
      links.push({
        apartment: index,
        person: newPerson(),
        type: 2,
        percent: null,
        moveIn: `${2021 + (index % 4)}-09-01`,
      });
    }
  });
  // A former tenant, so the history tab of flat A Blok 1 is not empty.
  links.push({
    apartment: 0,
    person: newPerson(),
    type: 2,
    percent: null,
    moveIn: '2018-09-01',
    moveOut: '2021-08-31',
  });

  const stored = await tx.insert(residents).values(people).returning();
  await tx.insert(apartmentResidents).values(
    links.map((link) => ({
      accountId,
      apartmentId: units[link.apartment]!.id,
      residentId: stored[link.person]!.id,
      type: link.type,
      percent: link.percent,
      moveIn: link.moveIn,
      moveOut: link.moveOut ?? null,
    })),
  );

  // Spouses and children of every fourth resident, living in the flat; some with a T.C. kimlik no.
  const relatives = stored
    .filter((_, index) => index % 4 === 0)
    .map((resident, index) => {
      const relative = person(1000 + index);
      return {
        accountId,
        residentId: resident.id,
        name: relative.name,
        surname: resident.surname,
        nationalId: index % 3 === 0 ? tcknFrom(String(100_000_000 + index * 7_654_321).slice(0, 9)) : null,
        phone: index % 2 === 0 ? relative.phone : null,
        relation: index % 2 === 0 ? 'eşi' : 'çocuğu',
        livesIn: index % 5 !== 4,
      };
    });
  await tx.insert(residentParents).values(relatives);

  await tx.insert(nonMembers).values([
    { accountId, name: 'Kapıcı Hasan Usta', phone: '5421234501' },
    { accountId, name: 'Bahçıvan Rıza Bey', phone: '5421234502' },
    { accountId, name: 'Asansör Firması - Mehmet Bey', phone: '5421234503' },
    { accountId, name: 'Temizlik Şirketi - Elif Hanım', phone: '5421234504' },
  ]);
}

const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `months` calendar months before the given month (1-based), as {year, month}. */
function monthsBefore(year: number, month: number, months: number) {
  const index = year * 12 + (month - 1) - months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The ISO date `days` after `iso`. */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo's money (DESIGN.md section 10), through the same services as the API where it counts (dues jobs,
 * splits) and in bulk for the collections: two cash accounts, a year of monthly dues from two dues jobs (one per
 * dues group), a roof repair split by arsa payı and a garden cost split equally, most debts paid, some partly,
 * a few not (some of them late, with compensation), a few advances, and the 5 % daily interest setting.
 * Everything is computed from the flats' order and today's date: the same day gives the same data.
 */
async function seedMoney(tx: Executor, accountId: number, userId: number): Promise<void> {
  const actor = { accountId, userId };
  const today = todayInIstanbul();
  const todayIso = isoOf(today.year, today.month, today.day);
  const [kasa, bank] = await tx
    .insert(cashAccounts)
    .values([
      { accountId, name: 'Kasa', address: 'Yönetim ofisi, A Blok zemin kat', openingBalance: 250_000n },
      {
        accountId,
        name: 'Ziraat Bankası',
        phone: '08502200000',
        address: 'Yeşilvadi Şubesi, IBAN TR33 0001 0012 3456 7890 1234 56',
        openingBalance: 4_850_000n,
      },
    ])
    .returning();
  await tx.insert(interestSettings).values({ accountId, monthlyRate: '5', mode: 'daily' });

  const types = await tx.select().from(accountingTypes).where(eq(accountingTypes.accountId, accountId));
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const duesGroups = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.type, 2)))
    .orderBy(asc(groups.id));

  // A year of dues: one job per dues group, run for each of the last 12 months (this month included).
  const jobs = await tx
    .insert(debtJobs)
    .values(
      duesGroups.map((group) => ({
        accountId,
        name: `${group.name}`,
        groupId: group.id,
        accountingTypeId: typeId('Aidat'),
        dayOfMonth: 5,
        isInterest: true,
        responsible: 'owner' as const,
      })),
    )
    .returning();
  for (let back = 11; back >= 0; back--) {
    const { year, month } = monthsBefore(today.year, today.month, back);
    const period = `${year}-${String(month).padStart(2, '0')}`;
    for (const job of jobs) await runDuesJob(tx, accountId, job.id, period, { actor, today: todayIso });
  }

  // Two shared costs, entered like the debt screens do.
  const buildingIds = (
    await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.accountId, accountId))
  ).map((b) => b.id);
  const shared = async (
    input: Parameters<typeof planEntry>[2],
    back: number,
    description: string,
    isInterest: boolean,
  ) => {
    const { year, month } = monthsBefore(today.year, today.month, back);
    const plan = await planEntry(tx, accountId, input, {
      accountingTypeId: typeId('Demirbaş'),
      responsible: 'owner',
    });
    return createDebts(
      tx,
      actor,
      accountId,
      {
        accountingTypeId: typeId('Demirbaş'),
        dueDate: isoOf(year, month, 15),
        description,
        isInterest,
        interestRate: null,
        responsible: 'owner',
      },
      plan.rows,
      {
        batch: { userId, rule: plan.rule, ruleInput: plan.ruleInput, source: 'entry' },
        autoPay: false,
        today: todayIso,
      },
    );
  };
  await shared({ rule: 'land', buildingIds, total: 2_400_000n }, 4, 'Çatı onarımı (arsa payına göre)', true);
  await shared(
    { rule: 'amount_each', buildingIds, amount: 12_000n },
    2,
    'Bahçe düzenlemesi (6.000 TL, eşit)',
    false,
  );

  // Collections: most debts paid a few days after they fell due, some partly, a few not at all.
  const all = await tx
    .select()
    .from(debts)
    .where(eq(debts.accountId, accountId))
    .orderBy(asc(debts.dueDate), asc(debts.apartmentId), asc(debts.id));
  const flatOrder = new Map(
    (
      await tx
        .select({ id: apartments.id })
        .from(apartments)
        .where(eq(apartments.accountId, accountId))
        .orderBy(asc(apartments.id))
    ).map((a, index) => [a.id, index]),
  );
  const monthsAgo = (iso: string) =>
    (today.year - Number(iso.slice(0, 4))) * 12 + (today.month - Number(iso.slice(5, 7)));
  const plannedPayments: { debt: Debt; amount: bigint; date: string }[] = [];
  for (const debt of all) {
    const flat = flatOrder.get(debt.apartmentId) ?? 0;
    const age = monthsAgo(debt.dueDate);
    let share: 'all' | 'half' | 'none' = 'all';
    if (debt.dueDate > todayIso)
      share = flat % 2 === 0 ? 'none' : 'all'; // paid early by half the flats
    else if (flat % 10 === 3 && age <= 3)
      share = 'none'; // a chronic late payer: the last months open
    else if (flat % 10 === 3 && age <= 5) share = 'half';
    else if (flat % 10 === 6 && age <= 1) share = 'none';
    else if (flat % 7 === 0 && age === 0) share = 'half';
    else if (flat % 10 === 8 && age <= 2 && debt.batchId !== null && debt.description.startsWith('Çatı'))
      share = 'none';
    else if (debt.description.startsWith('Bahçe') && flat % 3 === 1) share = 'none';
    else if (debt.description.startsWith('Çatı') && flat % 4 === 2) share = 'half';
    if (share === 'none') continue;
    const amount = share === 'all' ? debt.amount : debt.amount / 2n;
    const paidOn = addDays(debt.dueDate, (flat % 9) - 2);
    // Never in the future (ISO dates sort as text).
    plannedPayments.push({ debt, amount, date: [paidOn, todayIso].sort()[0]! });
  }
  plannedPayments.sort((a, b) => (a.date === b.date ? a.debt.id - b.debt.id : a.date < b.date ? -1 : 1));

  // The payer's remaining debt after each collection: what fell due by then, minus what was paid by then.
  const paidSoFar = new Map<number, bigint>();
  const byResident = new Map<number, Debt[]>();
  for (const debt of all) byResident.set(debt.residentId, [...(byResident.get(debt.residentId) ?? []), debt]);
  const cashOf = (debt: Debt) => ((flatOrder.get(debt.apartmentId) ?? 0) % 3 === 0 ? kasa! : bank!);
  const receiptRows = plannedPayments.map((p, index) => {
    paidSoFar.set(p.debt.id, (paidSoFar.get(p.debt.id) ?? 0n) + p.amount);
    const remainingAfter = (byResident.get(p.debt.residentId) ?? [])
      .filter((d) => d.dueDate <= p.date)
      .reduce((sum, d) => sum + d.amount - (paidSoFar.get(d.id) ?? 0n), 0n);
    return {
      accountId,
      number: index + 1,
      residentId: p.debt.residentId,
      cashAccountId: cashOf(p.debt).id,
      total: p.amount,
      remainingAfter,
      date: p.date,
      description: p.debt.description,
    };
  });
  const savedReceipts: { id: number }[] = [];
  for (let start = 0; start < receiptRows.length; start += 1000) {
    savedReceipts.push(
      ...(await tx
        .insert(receipts)
        .values(receiptRows.slice(start, start + 1000))
        .returning({ id: receipts.id })),
    );
  }
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => rows.slice(i * 1000, i * 1000 + 1000));
  for (const chunk of chunks(
    plannedPayments.map((p, index) => ({ p, receiptId: savedReceipts[index]!.id })),
  )) {
    await tx.insert(cashMovements).values(
      chunk.map(({ p, receiptId }) => ({
        accountId,
        cashAccountId: cashOf(p.debt).id,
        kind: 'collection' as const,
        amount: p.amount,
        residentId: p.debt.residentId,
        receiptId,
        date: p.date,
        description: p.debt.description,
      })),
    );
    await tx.insert(payments).values(
      chunk.map(({ p, receiptId }) => ({
        accountId,
        debtId: p.debt.id,
        residentId: p.debt.residentId,
        cashAccountId: cashOf(p.debt).id,
        accountingTypeId: p.debt.accountingTypeId,
        amount: p.amount,
        date: p.date,
        description: p.debt.description,
        source: 'collection' as const,
        receiptId,
      })),
    );
  }
  await tx.insert(receiptCounters).values({ accountId, lastNumber: receiptRows.length });
  const paidIds = [...paidSoFar.keys()];
  await tx.execute(sql`
    update ${debts} set paid = v.paid
    from unnest(${sql.param(paidIds)}::int[], ${sql.param(paidIds.map((id) => paidSoFar.get(id)!.toString()))}::bigint[])
      as v(id, paid)
    where ${debts.id} = v.id`);

  // A few residents paid in advance (deposits into the cash desk); one took part of it back.
  const advanceFrom = [...new Set(all.map((d) => d.residentId))]
    .filter((_, index) => index % 12 === 5)
    .slice(0, 4);
  for (const [index, residentId] of advanceFrom.entries()) {
    const date = addDays(todayIso, -(10 + index * 7));
    const amount = BigInt(1000 + index * 500) * 100n;
    const [movement] = await tx
      .insert(advanceMovements)
      .values({
        accountId,
        residentId,
        kind: 'deposit',
        amount,
        cashAccountId: kasa!.id,
        date,
        description: 'Peşin ödeme',
      })
      .returning();
    await tx.insert(cashMovements).values({
      accountId,
      cashAccountId: kasa!.id,
      kind: 'advance_deposit',
      amount,
      residentId,
      advanceMovementId: movement!.id,
      date,
      description: 'Peşin ödeme',
    });
    if (index === 0) {
      const back = 20_000n;
      const [withdraw] = await tx
        .insert(advanceMovements)
        .values({
          accountId,
          residentId,
          kind: 'withdraw',
          amount: -back,
          cashAccountId: kasa!.id,
          date: todayIso,
          description: 'Avans iadesi',
        })
        .returning();
      await tx.insert(cashMovements).values({
        accountId,
        cashAccountId: kasa!.id,
        kind: 'advance_withdraw',
        amount: -back,
        residentId,
        advanceMovementId: withdraw!.id,
        date: todayIso,
        description: 'Avans iadesi',
      });
    }
  }
}
