import type { ListAnswer } from '../apiMapping';
import type { PageArgs, ReadAnswer, Send, WriteAnswer, WriteResult } from '../send';
import type { CashAccount } from './moneyAnswers';

/** A cash account with its kind (docs/bank.md, "Accounts"): statements go to `bank` accounts only. */
export interface TypedCashAccount extends CashAccount {
  type?: 'cash' | 'bank' | 'pos';
  iban?: string | null;
}

/** What an import made of a statement (POST /bank/statements). Amounts are lira, as everywhere in the API. */
export interface StatementImport {
  id: number;
  lines: number;
  new_lines: number;
  duplicate_lines: number;
  posted: number;
  suggested: number;
  unmatched: number;
  opening_balance: number | null;
  closing_balance: number | null;
  balanced: boolean;
  balance_message: string | null;
}

/** Which column holds what, 0-based (`ColumnMapping` of server/domain/bank/types.ts in the API's names). */
export interface ColumnMappingBody {
  header_row: number;
  date: number;
  description: number;
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
  reference?: number;
  counterparty_iban?: number;
  counterparty_name?: number;
}

export type BankLineStatus = 'suggested' | 'unmatched' | 'posted' | 'ignored';
export type PartKind = 'collection' | 'supplier_payment' | 'expense' | 'income' | 'transfer' | 'refund';

export interface BankSuggestion {
  kind: PartKind;
  level: number;
  apartment_id: number | null;
  resident_id: number | null;
  supplier_id: number | null;
  accounting_type_id: number | null;
  account_id: number | null;
  transfer_id: number | null;
  /** Level 0: the movement recorded by hand that accepting ties the line to. */
  cash_movement_id?: number | null;
  reason_code: string;
  reason_params: Record<string, string>;
  /** The evidence in Turkish words. */
  reason: string;
  /** The suggested flat, resident, supplier, type or account by name, when the server names it. */
  target_name?: string | null;
  candidates: Array<{ resident_id: number; apartment_id: number | null; name: string }>;
}

/** What a posted line made: one part each. */
export interface BankLinePart {
  id: number;
  kind: PartKind;
  amount: number;
  apartment_id: number | null;
  resident_id: number | null;
  supplier_id: number | null;
  accounting_type_id: number | null;
  account_id: number | null;
  receipt_id: number | null;
  receipt_number: number | null;
  description: string | null;
  /** The flat, resident or supplier by name, when the server names it. */
  target_name?: string | null;
}

export interface BankLine {
  id: number;
  account_id: number;
  statement_id: number;
  /** DD.MM.YYYY */
  value_date: string;
  /** Signed: positive came in. */
  amount: number;
  description: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  reference: string | null;
  balance_after: number | null;
  status: BankLineStatus;
  ignore_reason: string | null;
  suggestion: BankSuggestion | null;
  parts: BankLinePart[];
}

export type BankLineCounts = Record<BankLineStatus, number>;

export interface BankLinesAnswer extends ListAnswer<BankLine> {
  counts?: BankLineCounts;
}

/** A past statement of a bank account (GET /bank/statements): who imported it and where its new lines are. */
export interface BankStatementRow {
  id: number;
  account_id: number;
  file_name: string;
  format: string;
  /** ISO instant */
  created_at: string;
  /** DD.MM.YYYY */
  start_date: string | null;
  end_date: string | null;
  lines: number;
  new_lines: number;
  imported_by: string | null;
  counts: BankLineCounts;
}

/** One part of a posting as POST /bank/lines/{id}/post takes it: a positive amount and its kind's target. */
export interface PostPartBody {
  kind: PartKind;
  amount: number;
  apartment_id?: number;
  resident_id?: number;
  supplier_id?: number;
  accounting_type_id?: number;
  account_id?: number;
  description?: string;
}

const multipart = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** Bank statements and their lines (docs/bank.md, "API"). */
export const bankMovementMethods = (send: Send) => ({
  /** Every cash account with its type (GET /accounts): the page keeps the bank ones. */
  typedCashAccounts: () => send<ListAnswer<TypedCashAccount>>({ method: 'GET', url: '/accounts' }),
  importStatement: ({ file, account_id }: { file: File; account_id: number }) =>
    send<WriteResult<StatementImport>>({
      method: 'POST',
      url: '/bank/statements',
      data: multipart({ file, account_id: String(account_id) }),
    }),
  /** The first rows of a file whose columns the product did not recognise. */
  previewStatement: ({ file }: { file: File }) =>
    send<ReadAnswer<{ rows: string[][] }>>({
      method: 'POST',
      url: '/bank/statements/preview',
      data: multipart({ file }),
    }),
  saveBankMapping: (body: { account_id: number; mapping: ColumnMappingBody }) =>
    send<WriteAnswer>({ method: 'PUT', url: '/bank/mapping', data: body }),
  bankStatements: (params: { account_id: number } & PageArgs) =>
    send<ListAnswer<BankStatementRow>>({ method: 'GET', url: '/bank/statements', params }),
  bankLines: (params: { account_id: number; status: BankLineStatus; statement_id?: number } & PageArgs) =>
    send<BankLinesAnswer>({ method: 'GET', url: '/bank/lines', params }),
  postBankLine: ({ id, parts }: { id: number; parts: PostPartBody[] }) =>
    send<WriteAnswer>({ method: 'POST', url: `/bank/lines/${id}/post`, data: { parts }, idempotent: true }),
  acceptBankLines: ({ ids }: { ids: number[] }) =>
    send<WriteResult<{ posted: number; skipped: number }>>({
      method: 'POST',
      url: '/bank/lines/accept',
      idempotent: true,
      data: { ids },
    }),
  ignoreBankLine: ({ id, reason }: { id: number; reason: string }) =>
    send<WriteAnswer>({
      method: 'POST',
      url: `/bank/lines/${id}/ignore`,
      data: { reason },
      idempotent: true,
    }),
  undoBankLine: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'POST', url: `/bank/lines/${id}/undo`, idempotent: true }),
});
