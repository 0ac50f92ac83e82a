import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { workingDaysBetween } from '../domain/leave';
import { staffRepository } from '../repositories/shared/staff';
import { leaveTypesRepository } from '../repositories/staff/leaveTypes';
import { vacationsRepository } from '../repositories/staff/vacations';
import { addStaffPayment } from '../services/accounting/staffPayments';
import type { DemoProperty } from './property';

type Actor = { accountId: number; userId: number };

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The Monday on or after the first of the month `back` months before today's, and the day `days` after it. */
function weekdaysFrom(today: { year: number; month: number }, back: number, after: number, days: number) {
  const first = new Date(Date.UTC(today.year, today.month - 1 - back, 1));
  const monday = first.getTime() + (((8 - first.getUTCDay()) % 7) + after) * 86_400_000;
  const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { start: isoOf(monday), end: isoOf(monday + days * 86_400_000) };
}

/** Who was away, with which starter leave type, and when (see weekdaysFrom). */
const LEAVES = [
  { who: 0, type: 'Yıllık izin', back: 5, after: 0, days: 11, note: 'Yaz izni' },
  { who: 1, type: 'Rapor / hastalık', back: 3, after: 1, days: 1, note: 'Grip; doktor raporu verildi' },
  { who: 2, type: 'Mazeret izni', back: 1, after: 3, days: 0, note: 'Taşınma' },
  { who: 1, type: 'Yıllık izin', back: 2, after: 0, days: 4, note: null },
] as const;

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/**
 * The demo's staff: a part-time doorman, a gardener and a weekend night guard, with their years of service at three
 * entitlement levels (4857 art. 53: 26, 20 and 14 days), net monthly pay in kuruş (what the demo's dues can carry:
 * the bank still ends the year above its opening) and the blocks they look after (indexes of the demo's buildings).
 */
const STAFF = [
  {
    name: 'Mehmet Demir',
    role: 'doorman',
    phone: '5321112233',
    startYearsAgo: 16,
    wage: 10_000_00n,
    blocks: [0, 1],
    nationalId: '10000000146',
    iban: 'TR330006100519786457841326',
  },
  {
    name: 'Hüseyin Kara',
    role: 'gardener',
    phone: '5334445566',
    startYearsAgo: 7,
    wage: 2_500_00n,
    blocks: [2],
    nationalId: null,
    iban: null,
  },
  {
    name: 'Serkan Aydın',
    role: 'security',
    phone: '5427778899',
    startYearsAgo: 2,
    wage: 2_000_00n,
    blocks: [0, 1, 2],
    nationalId: null,
    iban: null,
  },
] as const;

/**
 * The demo's staff, their leave and their pay (issue 12): a summer's annual leave, a sick report, an excuse leave
 * (through the starter leave types and the leave rules' working days); each month's wage paid from the bank on the
 * 5th for the month before,
 * an advance in some months, and the two bayram bonuses, through the same service as the API, so they are in the
 * cash book, the expense report and the balances. Everything goes by bank transfer: the desk's cash was already
 * moved to the bank month by month (seedAccounting).
 */
export async function seedStaff(
  tx: Executor,
  actor: Actor,
  property: DemoProperty,
  cash: { bankId: number },
): Promise<void> {
  const { accountId } = actor;
  const today = todayInIstanbul();
  const todayIso = iso(today.year, today.month, today.day);
  const people = [];
  for (const member of STAFF) {
    const row = await staffRepository.insert(tx, accountId, actor, {
      name: member.name,
      phone: member.phone,
      buildingIds: member.blocks.map((index) => property.buildingIds[index]!),
      startDate: iso(today.year - member.startYearsAgo, 3, 1),
      nationalId: member.nationalId,
      insuranceNo: null,
      role: member.role,
      monthlyWage: member.wage,
      iban: member.iban,
    });
    people.push({ ...member, id: row.id });
  }
  const leaveTypes = (await leaveTypesRepository.list(tx, accountId, { page: null })).rows;
  for (const leave of LEAVES) {
    const { start, end } = weekdaysFrom(today, leave.back, leave.after, leave.days);
    const workingDays = workingDaysBetween(start, end);
    // A movable bayram may cover a short leave's days in some year: then there is nothing to record.
    if (workingDays === 0) continue;
    await vacationsRepository.insert(tx, accountId, actor, {
      staffId: people[leave.who]!.id,
      leaveTypeId: leaveTypes.find((type) => type.name === leave.type)!.id,
      startDate: start,
      endDate: end,
      workingDays,
      note: leave.note,
    });
  }
  const wages = property.typeId('Personel maaşı');
  const pay = (
    staffId: number,
    kind: 'wage' | 'advance' | 'bonus',
    amount: bigint,
    date: string,
    description: string,
  ) =>
    addStaffPayment(tx, actor, accountId, {
      staffId,
      kind,
      amount,
      date,
      cashAccountId: cash.bankId,
      accountingTypeId: wages,
      description,
    });

  for (let back = 11; back >= 0; back--) {
    const index = today.year * 12 + (today.month - 1) - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const day = (d: number) => iso(year, month, d);
    // The wage of the month before, paid on the 5th.
    const previous = MONTHS[(month + 10) % 12]!;
    for (const [position, person] of people.entries()) {
      // The night guard asks for an advance every fourth month, taken off the next wage.
      const advanceIn = (monthsBack: number) => (position === 2 && monthsBack % 4 === 1 ? 1_000_00n : 0n);
      const advance = advanceIn(back);
      const deducted = advanceIn(back + 1);
      if (day(5) <= todayIso) {
        const text = `${previous} maaşı${deducted ? ' (avans düşüldü)' : ''}`;
        await pay(person.id, 'wage', person.wage - deducted, day(5), text);
      }
      if (advance && day(15) <= todayIso) {
        await pay(person.id, 'advance', advance, day(15), `${MONTHS[month - 1]} avansı`);
      }
      // A bonus before each bayram (spring and early summer in these years).
      if ((back === 8 || back === 6) && day(25) <= todayIso) {
        await pay(person.id, 'bonus', 1_000_00n, day(25), 'Bayram ikramiyesi');
      }
    }
  }
}
