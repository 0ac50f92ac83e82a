/** Schemas and JSON shapes shared by the money routes (debts, collections, advances, receipts). */
import { type TProperties, type TSchema, Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { formatMoney, kurusToNumber } from '../../../common/money';
import type { DebtRecord } from '../../repositories/money/debts';
import { Nullable, WriteAnswer } from './http';

/** TL with at most two decimals (kuruş on the server). */
export const Money = Type.Number({ description: 'TL, at most 2 decimals' });
export const Responsible = Type.Union([Type.Literal('owner'), Type.Literal('tenant')]);
export const DebtStatus = Type.Union([Type.Literal('paid'), Type.Literal('unpaid'), Type.Literal('partial')]);

/** A list with the totals of every matching row (not only the page). */
export const ListWithTotals = <T extends TSchema, A extends TSchema>(item: T, totals: A) =>
  Type.Object({
    Records: Type.Array(item),
    TotalRecords: Type.Integer(),
    Page: Type.Integer(),
    PerPage: Type.Integer(),
    AdditionalData: totals,
  });

export const money = kurusToNumber;
export const dmy = (iso: string) => isoToDmy(iso)!;

export const DebtRowSchema = Type.Object({
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  resident_id: Type.Integer(),
  resident_name: Type.String(),
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  amount: Money,
  paid: Money,
  remaining: Money,
  /** DD.MM.YYYY */
  due_date: Type.String(),
  description: Type.String(),
  multi_debt_id: Nullable(Type.Integer()),
  is_interest: Type.Boolean(),
  /** Monthly % overriding the interest setting. */
  interest: Nullable(Type.Number()),
  responsible: Responsible,
  status: DebtStatus,
});

export const DebtTotals = Type.Object({ amount: Money, paid: Money, remaining: Money });

/** A page of debts; AdditionalData has the totals of every matching debt and what `extra` adds. */
export const DebtList = <P extends TProperties>(extra: P) =>
  ListWithTotals(DebtRowSchema, Type.Object({ ...DebtTotals.properties, ...extra }));

/** A debt's or an apartment's payments with their total. */
export const PaymentList = () => ListWithTotals(PaymentRowSchema, Type.Object({ amount: Money }));

export function statusOf(amount: bigint, paid: bigint): 'paid' | 'unpaid' | 'partial' {
  if (paid >= amount) return 'paid';
  return paid === 0n ? 'unpaid' : 'partial';
}

export function debtJson(d: DebtRecord) {
  return {
    id: d.id,
    apartment_id: d.apartmentId,
    building_name: d.buildingName,
    identifier: d.identifier,
    resident_id: d.residentId,
    resident_name: `${d.residentName} ${d.residentSurname}`,
    accounting_type_id: d.accountingTypeId,
    accounting_type: d.accountingType,
    amount: money(d.amount),
    paid: money(d.paid),
    remaining: money(d.amount - d.paid),
    due_date: dmy(d.dueDate),
    description: d.description,
    multi_debt_id: d.batchId,
    is_interest: d.isInterest,
    interest: d.interestRate === null ? null : Number(d.interestRate),
    responsible: d.responsible,
    status: statusOf(d.amount, d.paid),
  };
}

export function totalsJson(totals: { amount: bigint; paid: bigint }) {
  return {
    amount: money(totals.amount),
    paid: money(totals.paid),
    remaining: money(totals.amount - totals.paid),
  };
}

export const PaymentRowSchema = Type.Object({
  id: Type.Integer(),
  debt_id: Type.Integer(),
  debt_description: Type.String(),
  /** DD.MM.YYYY */
  debt_due_date: Type.String(),
  apartment_id: Type.Integer(),
  resident_id: Type.Integer(),
  resident_name: Type.String(),
  account_id: Nullable(Type.Integer()),
  account: Nullable(Type.String()),
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  amount: Money,
  date: Type.String(),
  description: Nullable(Type.String()),
  /** collection: money into a cash account; advance: paid from the resident's advance. */
  source: Type.Union([Type.Literal('collection'), Type.Literal('advance')]),
  receipt_id: Nullable(Type.Integer()),
  receipt_number: Nullable(Type.Integer()),
});

export function paymentJson(row: {
  payment: {
    id: number;
    debtId: number;
    residentId: number;
    cashAccountId: number | null;
    accountingTypeId: number;
    amount: bigint;
    date: string;
    description: string | null;
    source: 'collection' | 'advance';
    receiptId: number | null;
  };
  debtDescription: string;
  debtDueDate: string;
  apartmentId: number;
  residentName: string;
  residentSurname: string;
  accountingType: string;
  cashAccountName: string | null;
  receiptNumber: number | null;
}) {
  const p = row.payment;
  return {
    id: p.id,
    debt_id: p.debtId,
    debt_description: row.debtDescription,
    debt_due_date: dmy(row.debtDueDate),
    apartment_id: row.apartmentId,
    resident_id: p.residentId,
    resident_name: `${row.residentName} ${row.residentSurname}`,
    account_id: p.cashAccountId,
    account: row.cashAccountName,
    accounting_type_id: p.accountingTypeId,
    accounting_type: row.accountingType,
    amount: money(p.amount),
    date: dmy(p.date),
    description: p.description,
    source: p.source,
    receipt_id: p.receiptId,
    receipt_number: row.receiptNumber,
  };
}

/** One page of a list (`paged`: from paging()) with the totals of every matching row. */
export function pageWithTotals<R, A>(
  records: R[],
  total: number,
  paged: { page: number; perPage: number },
  additional: A,
) {
  return {
    Records: records,
    TotalRecords: total,
    Page: paged.page,
    PerPage: paged.perPage,
    AdditionalData: additional,
  };
}

/** The answer of a debt deletion (one debt or a batch). */
export const DeletionAnswer = WriteAnswer(
  Type.Object({
    id: Type.Integer(),
    debt_count: Type.Integer(),
    /** Collections turned into the payers' advance, and advance payments returned to it. */
    to_advance: Money,
    /** Collections taken back out of their cash accounts. */
    removed: Money,
  }),
);

export function deletionAnswer(
  id: number,
  what: string,
  result: { debtCount: number; toAdvance: bigint; removed: bigint },
) {
  const parts = [what];
  if (result.toAdvance > 0n)
    parts.push(`${formatMoney(result.toAdvance)} ödeme sakinlerin avansına aktarıldı.`);
  if (result.removed > 0n) parts.push(`${formatMoney(result.removed)} tahsilat kasadan çıkarıldı.`);
  return {
    description: parts.join(' '),
    data: {
      id,
      debt_count: result.debtCount,
      to_advance: money(result.toAdvance),
      removed: money(result.removed),
    },
  };
}

/** An apartment a debt entry or a dues run skipped, and why. */
export const SkippedSchema = Type.Object({
  apartment_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  reason: Type.String(),
});

export function skippedJson(s: {
  apartmentId: number;
  buildingName: string;
  identifier: string;
  reason: string;
}) {
  return {
    apartment_id: s.apartmentId,
    building_name: s.buildingName,
    identifier: s.identifier,
    reason: s.reason,
  };
}
