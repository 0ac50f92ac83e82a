import type { DashboardCounts, DashboardFinance } from '../../src/dataProvider/custom/session';

/** An account's dashboard answer: twelve months ending in October 2026, one debtor, two movements. */
const months = Array.from({ length: 12 }, (_, i) => {
  const month = `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`;
  return { month, collections: 0, incomes: 0, income: 0, expense: 0 };
});
months[11] = { month: '2026-10', collections: 12400, incomes: 600, income: 13000, expense: 4250.75 };

export const finance: DashboardFinance = {
  cash_total: 85432.1,
  month_collections: 12400,
  month_expenses: 4250.75,
  due_debt: 40000,
  open_debt: 9800,
  overdue_debt: 3150,
  collected: 30200,
  collection_rate: 75.5,
  months,
  debtors: [
    {
      apartment_id: 7,
      building_name: 'A Blok',
      identifier: '12',
      resident_id: 31,
      resident_name: 'Ayşe Kaya',
      open: 2750,
    },
  ],
  movements: [
    {
      id: 90,
      date: '24.10.2026',
      kind: 'expense',
      account: 'Merkez Kasa',
      amount: -1200,
      description: 'Asansör bakımı',
    },
    { id: 89, date: '23.10.2026', kind: 'collection', account: 'Ziraat', amount: 850, description: null },
  ],
};

export const counts: DashboardCounts = {
  building_count: 3,
  apartment_count: 1250,
  sub_user_count: 2,
  sms_credits: 400,
  licence_days_left: 9,
  finance,
};
