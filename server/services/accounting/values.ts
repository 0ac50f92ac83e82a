/** The accounting bodies read into stored values: trimmed, parsed, refused with a Turkish field error. */
import { dateOr, dateOrToday, positiveAmount } from '../../fields';
import type { LedgerFilters } from '../../repositories/accounting/ledger';
import type { CurrentRecordValues } from './currentAccounts';
import type { ExpenseValues, IncomeValues, MoneyValues } from './records';
import type { TransferValues } from './transfers';

interface MoneyBody {
  amount: string | number | null;
  account_id?: number | null;
  accounting_type_id: number;
  date?: string | null;
  description?: string | null;
}

const textOrNull = (text: string | null | undefined) => text?.trim() || null;

function moneyValues(body: MoneyBody): MoneyValues {
  return {
    amount: positiveAmount(body.amount),
    date: dateOrToday(body.date, 'date'),
    cashAccountId: body.account_id ?? null,
    accountingTypeId: body.accounting_type_id,
    description: textOrNull(body.description),
  };
}

export const incomeValues = (
  body: MoneyBody & {
    resident_id?: number | null;
    non_member_id?: number | null;
    payer_name?: string | null;
  },
): IncomeValues => ({
  ...moneyValues(body),
  residentId: body.resident_id ?? null,
  nonMemberId: body.non_member_id ?? null,
  payerName: textOrNull(body.payer_name),
});

export const expenseValues = (
  body: MoneyBody & { bill_date?: string | null; current_account_id?: number | null },
): ExpenseValues => ({
  ...moneyValues(body),
  billDate: dateOr(body.bill_date, 'bill_date', '') || null,
  currentAccountId: body.current_account_id ?? null,
});

export const transferValues = (body: {
  amount: string | number | null;
  date?: string | null;
  description?: string | null;
  from_account_id: number;
  to_account_id: number;
}): TransferValues => ({
  amount: positiveAmount(body.amount),
  date: dateOrToday(body.date, 'date'),
  description: textOrNull(body.description),
  fromCashAccountId: body.from_account_id,
  toCashAccountId: body.to_account_id,
});

export const currentRecordValues = (body: {
  current_account_id: number;
  amount: string | number | null;
  date?: string | null;
  document_no?: string | null;
  description?: string | null;
}): CurrentRecordValues => ({
  currentAccountId: body.current_account_id,
  amount: positiveAmount(body.amount),
  date: dateOrToday(body.date, 'date'),
  documentNo: textOrNull(body.document_no),
  description: textOrNull(body.description),
});

/** The list filters' dates, DD.MM.YYYY → ISO; null when empty. */
const filterDate = (text: string | null | undefined, field: string) => dateOr(text, field, '') || null;

/** The filters of GET /payments, /expenses and /virman read into the ledger's; empty ones mean "no filter". */
export function ledgerFilters(query: {
  key?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  account_id?: number | null;
  accounting_type_id?: number | null;
  current_account_id?: number | null;
}): LedgerFilters {
  return {
    key: query.key?.trim() || null,
    startDate: filterDate(query.start_date, 'start_date'),
    endDate: filterDate(query.end_date, 'end_date'),
    cashAccountId: query.account_id,
    accountingTypeId: query.accounting_type_id,
    currentAccountId: query.current_account_id,
  };
}
