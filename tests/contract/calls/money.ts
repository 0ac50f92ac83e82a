import { expect } from 'vitest';
import type { ContractRow } from '../row';
import { EXCEL_TIMEOUT, excelForm, IMPORTED_BLOCK, incomeTypeName } from './excel';

const reportBody = { start_date: '01.01.2025', end_date: '31.12.2026', page: 1 };
const reportWhy =
  'The period the report covers (start_date, end_date, DD.MM.YYYY) and the page: §7 names none.';

/** SPEC §7 "Debts and collections" and "Reports". */
export const moneyCalls: ContractRow[] = [
  {
    method: 'POST',
    path: '/debt/single',
    shape: 'record',
    request: (s) => ({
      body: {
        amount: 300,
        type: s.ids.incomeType,
        building_id: s.ids.building,
        building_identifier: '1',
        is_interest: false,
      },
    }),
    why:
      'A debt entry of §3 under its names there: the debt type as `type`, the amount, and the flat as building_id ' +
      'with building_identifier (its identifier within the building) instead of apartment_id.',
    check: (s, body) => {
      const rows = (body.data as { rows: { apartment_id: number }[] }).rows;
      expect(rows.map((row) => row.apartment_id)).toEqual([s.ids.apartment]);
    },
  },
  {
    method: 'POST',
    path: '/debt/multi',
    shape: 'record',
    request: (s) => ({
      body: {
        type: s.ids.incomeType,
        is_interest: false,
        debts: [
          { apartment_id: s.ids.apartment, amount: '120,50', identifier: '1', building_id: s.ids.building },
        ],
      },
    }),
    why: 'The rows of §3 (apartment_id, amount with a comma decimal, identifier, building_id) and the debt `type`.',
  },
  {
    method: 'POST',
    path: '/debt/land',
    shape: 'record',
    request: (s) => ({ body: { type: s.ids.incomeType, building_id: [s.ids.building], total: 1000 } }),
    why: 'The debt `type`, the buildings (building_id of §3) and the total split by land share.',
  },
  {
    method: 'POST',
    path: '/debt/area',
    shape: 'record',
    request: (s) => ({ body: { type: s.ids.incomeType, building_id: [s.ids.building], total: 1000 } }),
    why: 'As /debt/land, split by area.',
  },
  {
    method: 'POST',
    path: '/debt/amount',
    shape: 'record',
    request: (s) => ({ body: { type: s.ids.incomeType, building_id: [s.ids.building], amount: 50 } }),
    why: '§3 says its payload is not shown: the debt `type`, the buildings and the amount each apartment owes.',
  },
  {
    method: 'POST',
    path: '/debt/parent/count',
    shape: 'record',
    request: (s) => ({ body: { type: s.ids.incomeType, building_id: [s.ids.building], total: 900 } }),
    why: 'As /debt/land, split by the people living in each apartment.',
  },
  {
    method: 'POST',
    path: '/debt/import',
    shape: 'record',
    request: async (s) =>
      excelForm('borclar.xlsx', [
        ['Blok', 'Daire No', 'Tutar', 'Borç Türü', 'Son Ödeme Tarihi'],
        [IMPORTED_BLOCK, '101', 250, await incomeTypeName(s), '01.04.2026'],
      ]),
    why:
      '§7 names only "the import action": the product’s path for it, with the Excel file as multipart (the flat ' +
      'imported by POST /apartment/multi, the income type by its name).',
    timeout: EXCEL_TIMEOUT,
  },
  { method: 'GET', path: '/debt/job', shape: 'list', request: () => ({}) },
  {
    method: 'POST',
    path: '/debt/job',
    shape: 'record',
    request: (s) => ({
      body: {
        name: 'Aidat',
        group_id: s.ids.duesGroup,
        accounting_type_id: s.ids.incomeType,
        day_of_month: 1,
      },
    }),
    why: 'A dues job: its name, the dues group whose amounts it charges, the debt type and the day of the month.',
  },
  {
    method: 'PUT',
    path: '/debt/job',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.debtJob,
        name: 'Aidat',
        group_id: s.ids.duesGroup,
        accounting_type_id: s.ids.incomeType,
        day_of_month: 10,
      },
    }),
    why: 'As POST with the id.',
  },
  {
    method: 'DELETE',
    path: '/debt/job',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.debtJobSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/multi/debts', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'GET',
    path: '/multi/debt',
    shape: 'list',
    request: (s) => ({ query: { id: s.ids.multiDebt, page: 1 } }),
  },
  {
    method: 'DELETE',
    path: '/multi/debt',
    shape: 'message',
    request: (s) => ({
      body: { id: s.ids.multiDebtSpare, set_advance_payment: false, is_payment_delete: false },
    }),
  },
  {
    method: 'POST',
    path: '/debts',
    shape: 'list',
    request: () => ({ query: { page: 1 }, body: {} }),
    why: 'No filter: every debt.',
  },
  {
    method: 'POST',
    path: '/payment/debt',
    shape: 'record',
    request: (s) => ({
      body: {
        debt_id: s.ids.debt,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.incomeType,
        amount: 100.5,
        date: '05.01.2025',
        description: 'Ocak aidatı',
      },
    }),
  },
  {
    method: 'GET',
    path: '/debt/payments',
    shape: 'list',
    request: (s) => ({ query: { debt_id: s.ids.debtPaid } }),
  },
  {
    method: 'DELETE',
    path: '/delete/debt/single',
    shape: 'message',
    request: (s) => ({
      body: { id: s.ids.debtSpare, resident_id: s.ids.resident, page: 1, set_advance_payment: false },
    }),
  },
  {
    method: 'GET',
    path: '/payments',
    shape: 'list',
    request: () => ({ query: { page: 1, type: 1 } }),
    // §3's payment has debt_id; an income pays no debt here, so the spec's client reads null, not undefined.
    check: (_, body) =>
      expect((body.Records as object[]).map((r) => 'debt_id' in r && r.debt_id)).toContain(null),
  },
  {
    method: 'POST',
    path: '/payment',
    shape: 'record',
    request: (s) => ({
      body: {
        amount: 75,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.incomeType,
        date: '10.01.2025',
        description: 'Kira geliri',
      },
    }),
  },
  {
    method: 'PUT',
    path: '/payment',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.payment,
        amount: 80,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.incomeType,
        date: '10.01.2025',
        description: 'Kira',
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/payment',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.paymentSpare } }),
  },
  { method: 'GET', path: '/expenses', shape: 'list', request: () => ({ query: { page: 1, type: 2 } }) },
  {
    method: 'POST',
    path: '/expense',
    shape: 'record',
    request: (s) => ({
      body: {
        amount: 40,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.expenseType,
        date: '11.01.2025',
        description: 'Ampul',
        bill_date: '10.01.2025',
      },
    }),
  },
  {
    method: 'PUT',
    path: '/expense',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.expense,
        amount: 45,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.expenseType,
        date: '11.01.2025',
        description: 'Ampul',
        bill_date: '10.01.2025',
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/expense',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.expenseSpare } }),
  },
  {
    method: 'GET',
    path: '/current/records',
    shape: 'list',
    request: (s) => ({ query: { page: 1, current_account_id: s.ids.currentAccount } }),
    why: 'A current record of §3 is {id, data}: the page and the current account whose records are listed.',
  },
  {
    method: 'POST',
    path: '/current/record',
    shape: 'record',
    request: (s) => ({ body: { current_account_id: s.ids.currentAccount, amount: 25, date: '12.01.2025' } }),
    why: 'The record’s data: the current account, the amount and the date.',
  },
  {
    method: 'PUT',
    path: '/current/record',
    shape: 'record',
    request: (s) => ({
      body: { id: s.ids.currentRecord, current_account_id: s.ids.currentAccount, amount: 30 },
    }),
    why: 'As POST with the id.',
  },
  {
    method: 'DELETE',
    path: '/current/record',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.currentRecordSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/staff/payment', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/staff/payment',
    shape: 'record',
    request: (s) => ({
      body: {
        staff_id: s.ids.staff,
        kind: 'wage',
        amount: 2000,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.expenseType,
      },
    }),
    why: '§3 names only the id: the staff member, what is paid (wage), the amount, the cash account and the expense type.',
  },
  {
    method: 'PUT',
    path: '/staff/payment',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.staffPayment,
        staff_id: s.ids.staff,
        kind: 'wage',
        amount: 2100,
        account_id: s.ids.cashAccount,
        accounting_type_id: s.ids.expenseType,
      },
    }),
    why: 'As POST with the id.',
  },
  {
    method: 'DELETE',
    path: '/staff/payment',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.staffPaymentSpare } }),
  },
  { method: 'GET', path: '/virman', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/virman',
    shape: 'record',
    request: (s) => ({
      body: {
        amount: 5,
        date: '13.01.2025',
        description: 'Kasaya',
        from_account_id: s.ids.cashAccountTwo,
        to_account_id: s.ids.cashAccount,
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/virman',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.virman } }),
    why: 'The id of the transfer.',
  },
  // Reports
  {
    method: 'POST',
    path: '/payment/report',
    shape: 'list',
    request: () => ({ body: reportBody }),
    why: reportWhy,
  },
  {
    method: 'POST',
    path: '/expense/report',
    shape: 'list',
    request: () => ({ body: reportBody }),
    why: reportWhy,
  },
  {
    method: 'POST',
    path: '/pay/exp/report',
    shape: 'list',
    request: () => ({ body: reportBody }),
    why: reportWhy,
  },
  {
    method: 'POST',
    path: '/advance/payment/report',
    shape: 'list',
    request: () => ({ body: reportBody }),
    why: reportWhy,
  },
  {
    method: 'POST',
    path: '/balance/report',
    shape: 'list',
    request: () => ({ body: reportBody }),
    why: reportWhy,
  },
  { method: 'GET', path: '/interest/reports', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'PUT',
    path: '/interest/setting',
    shape: 'record',
    request: () => ({ body: { rate: 2 } }),
    why: 'The monthly rate (%) of late-payment interest, the one setting the interest screen needs.',
  },
  {
    method: 'GET',
    path: '/system/logs',
    shape: 'list',
    request: () => ({ query: { table: 'buildings', page: 1 } }),
  },
  {
    method: 'GET',
    path: '/dashboard',
    shape: 'record',
    request: () => ({ query: { start_date: '01.01.2000', end_date: '31.12.2030' } }),
  },
];
