import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { budgets } from '../db/schema';
import { currentAccountsRepository } from '../repositories/accounting/currentAccounts';
import { cashAccountsRepository } from '../repositories/definitions/cashAccounts';
import { addExpense, addIncome } from '../services/accounting/records';
import { addTransfer } from '../services/accounting/transfers';
import type { DemoProperty } from './property';

type Actor = { accountId: number; userId: number };

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The suppliers, what they invoice each month (kuruş; 0: not that month) and the type it is booked under. */
const SUPPLIERS = [
  {
    name: 'Yıldız Asansör Bakım Ltd. Şti.',
    taxNumber: '9470012345',
    phone: '2164440101',
    type: 'Asansör bakımı',
    monthly: () => 2_750_00n,
    text: 'Aylık asansör bakım sözleşmesi',
  },
  {
    name: 'Pırıl Temizlik Hizmetleri',
    taxNumber: '7310098765',
    phone: '2165550202',
    type: 'Temizlik',
    monthly: () => 18_000_00n,
    text: 'Ortak alan temizliği',
  },
  {
    name: 'Boğaziçi Elektrik Dağıtım A.Ş.',
    taxNumber: '1800012340',
    phone: '4444186',
    type: 'Elektrik',
    // Winter months cost more: lights on longer, the boiler room's pumps.
    monthly: (month: number) =>
      [
        6_800_00n,
        6_400_00n,
        5_600_00n,
        4_900_00n,
        4_300_00n,
        4_200_00n,
        4_500_00n,
        4_600_00n,
        4_400_00n,
        5_100_00n,
        5_900_00n,
        6_600_00n,
      ][month - 1]!,
    text: 'Ortak alan elektrik faturası',
  },
  {
    name: 'Yeşil Bahçe Peyzaj',
    taxNumber: null,
    phone: '5324440303',
    type: 'Bahçe bakımı',
    monthly: (month: number) => (month % 3 === 0 ? 7_500_00n : 0n),
    text: 'Üç aylık bahçe bakımı',
  },
] as const;

/**
 * The demo's books (docs/domain.md, "The demo account"): a year of supplier invoices paid from the bank, water and bank
 * fees, the roof antenna's rent and the bank's interest as incomes, a donation, and each month's cash moved to the bank
 * by virman; a budget for this year. Entered month by month through the accounting services, like the API does,
 * after the collections of seedMoney, so every report has content and every balance is what the product computes.
 */
export async function seedAccounting(
  tx: Executor,
  actor: Actor,
  property: DemoProperty,
  cash: { kasaId: number; bankId: number },
): Promise<void> {
  const { accountId } = actor;
  const today = todayInIstanbul();
  const todayIso = iso(today.year, today.month, today.day);
  const suppliers = [];
  for (const supplier of SUPPLIERS) {
    const row = await currentAccountsRepository.insert(tx, accountId, actor, {
      name: supplier.name,
      phone: supplier.phone,
      taxNumber: supplier.taxNumber,
      address: null,
      description: null,
    });
    suppliers.push({ ...supplier, id: row.id });
  }
  const money = (values: {
    amount: bigint;
    date: string;
    cashAccountId: number;
    type: string;
    description: string;
  }) => ({
    amount: values.amount,
    date: values.date,
    cashAccountId: values.cashAccountId,
    accountingTypeId: property.typeId(values.type),
    description: values.description,
  });

  for (let back = 11; back >= 0; back--) {
    const index = today.year * 12 + (today.month - 1) - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const day = (d: number) => iso(year, month, d);
    const passed = (d: number) => day(d) <= todayIso;
    const monthName = `${String(month).padStart(2, '0')}/${year}`;

    for (const supplier of suppliers) {
      const amount = supplier.monthly(month);
      if (amount === 0n || !passed(3)) continue;
      await currentAccountsRepository.records.insert(tx, accountId, actor, {
        currentAccountId: supplier.id,
        amount,
        date: day(3),
        documentNo: `${supplier.name.slice(0, 3).toLocaleUpperCase('tr')}-${year}${String(month).padStart(2, '0')}`,
        description: `${supplier.text} ${monthName}`,
      });
      // Invoices are paid from the bank ten days later; this month's may still be open. The payment names no
      // invoice date: an expense with one records its own invoice too (docs/decisions.md), and this one is recorded.
      if (!passed(13)) continue;
      await addExpense(tx, actor, accountId, {
        ...money({
          amount,
          date: day(13),
          cashAccountId: cash.bankId,
          type: supplier.type,
          description: `${supplier.text} ${monthName}`,
        }),
        billDate: null,
        currentAccountId: supplier.id,
      });
    }
    if (passed(20)) {
      await addExpense(tx, actor, accountId, {
        ...money({
          amount: 1_850_00n + BigInt(month) * 40_00n,
          date: day(20),
          cashAccountId: cash.bankId,
          type: 'Su',
          description: `İSKİ ortak alan su faturası ${monthName}`,
        }),
        billDate: day(16),
        currentAccountId: null,
      });
      await addExpense(tx, actor, accountId, {
        ...money({
          amount: 45_00n,
          date: day(20),
          cashAccountId: cash.bankId,
          type: 'Banka masrafı',
          description: `Hesap işletim ücreti ${monthName}`,
        }),
        billDate: null,
        currentAccountId: null,
      });
      await addExpense(tx, actor, accountId, {
        ...money({
          amount: 320_00n,
          date: day(20),
          cashAccountId: cash.kasaId,
          type: 'Kırtasiye',
          description: 'Makbuz koçanı, zarf, toner',
        }),
        billDate: null,
        currentAccountId: null,
      });
    }
    if (passed(1)) {
      await addIncome(tx, actor, accountId, {
        ...money({
          amount: 3_500_00n,
          date: day(1),
          cashAccountId: cash.bankId,
          type: 'Kira geliri',
          description: `Çatı baz istasyonu kirası ${monthName}`,
        }),
        residentId: null,
        nonMemberId: null,
        payerName: 'Turkcell İletişim Hizmetleri A.Ş.',
      });
    }
    if (passed(28)) {
      await addIncome(tx, actor, accountId, {
        ...money({
          amount: 180_00n + BigInt(month) * 7_00n,
          date: day(28),
          cashAccountId: cash.bankId,
          type: 'Diğer gelirler',
          description: `Vadesiz hesap faizi ${monthName}`,
        }),
        residentId: null,
        nonMemberId: null,
        payerName: 'Ziraat Bankası',
      });
      // The cash desk keeps about 2.000 TL; the rest goes to the bank.
      const onHand = await cashAccountsRepository.balanceOn(tx, accountId, cash.kasaId, day(28));
      const surplus = ((onHand - 2_000_00n) / 1_000_00n) * 1_000_00n;
      if (surplus > 0n) {
        await addTransfer(tx, actor, accountId, {
          amount: surplus,
          date: day(28),
          description: `Kasadaki tahsilatlar bankaya yatırıldı ${monthName}`,
          fromCashAccountId: cash.kasaId,
          toCashAccountId: cash.bankId,
        });
      }
    }
    if (back === 6 && passed(10)) {
      await addIncome(tx, actor, accountId, {
        ...money({
          amount: 5_000_00n,
          date: day(10),
          cashAccountId: cash.kasaId,
          type: 'Diğer gelirler',
          description: 'Çocuk parkı için bağış',
        }),
        residentId: null,
        nonMemberId: null,
        payerName: 'Site sakinleri (toplu bağış)',
      });
    }
  }

  const planned: [string, bigint][] = [
    ['Asansör bakımı', 33_000_00n],
    ['Temizlik', 216_000_00n],
    ['Elektrik', 60_000_00n],
    ['Su', 27_000_00n],
    ['Bahçe bakımı', 30_000_00n],
    ['Banka masrafı', 600_00n],
    ['Kırtasiye', 4_000_00n],
  ];
  await tx.insert(budgets).values(
    planned.map(([type, amount]) => ({
      accountId,
      year: today.year,
      accountingTypeId: property.typeId(type),
      amount,
    })),
  );
}
