import { type Static, Type } from 'typebox';
import type { ColumnMapping, Suggestion } from '../../domain/bank/types';
import type { BankLine, BankLinePart } from '../../repositories/accounting/bankLines';
import type { ListedStatement } from '../../repositories/accounting/bankStatements';
import type { ImportSummary } from '../../services/accounting/bankImport';
import { Id, ListAnswer, Nullable } from '../shared/http';
import { dmy, Money, money } from '../shared/money';

/** The bank statements and their lines (docs/bank.md, "API"). */

const Column = Type.Integer({ minimum: 0, maximum: 200 });
export const MappingSchema = Type.Object({
  header_row: Type.Integer({ minimum: 0, maximum: 1000 }),
  date: Column,
  description: Column,
  amount: Type.Optional(Column),
  debit: Type.Optional(Column),
  credit: Type.Optional(Column),
  balance: Type.Optional(Column),
  reference: Type.Optional(Column),
  counterparty_iban: Type.Optional(Column),
  counterparty_name: Type.Optional(Column),
});
export const MappingBody = Type.Object({ account_id: Id, mapping: MappingSchema });

export function mappingOf(body: Static<typeof MappingSchema>): ColumnMapping {
  const optional = {
    amount: body.amount,
    debit: body.debit,
    credit: body.credit,
    balance: body.balance,
    reference: body.reference,
    counterpartyIban: body.counterparty_iban,
    counterpartyName: body.counterparty_name,
  };
  const given = Object.entries(optional).filter(([, value]) => value !== undefined);
  return {
    headerRow: body.header_row,
    date: body.date,
    description: body.description,
    ...Object.fromEntries(given),
  };
}

export function mappingJson(mapping: ColumnMapping | null) {
  if (!mapping) return null;
  const optional = {
    amount: mapping.amount,
    debit: mapping.debit,
    credit: mapping.credit,
    balance: mapping.balance,
    reference: mapping.reference,
    counterparty_iban: mapping.counterpartyIban,
    counterparty_name: mapping.counterpartyName,
  };
  return {
    header_row: mapping.headerRow,
    date: mapping.date,
    description: mapping.description,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
}

export const ImportSummarySchema = Type.Object({
  id: Type.Integer(),
  lines: Type.Integer({ description: 'Lines in the file.' }),
  new_lines: Type.Integer(),
  duplicate_lines: Type.Integer({ description: 'Lines stored by an earlier import, left as they were.' }),
  posted: Type.Integer(),
  suggested: Type.Integer(),
  unmatched: Type.Integer(),
  opening_balance: Nullable(Money),
  closing_balance: Nullable(Money),
  balanced: Type.Boolean(),
  balance_message: Nullable(Type.String()),
});

const moneyOrNull = (value: bigint | null) => (value === null ? null : money(value));

export const importSummaryJson = (s: ImportSummary) => ({
  id: s.id,
  lines: s.lines,
  new_lines: s.newLines,
  duplicate_lines: s.duplicateLines,
  posted: s.posted,
  suggested: s.suggested,
  unmatched: s.unmatched,
  opening_balance: moneyOrNull(s.openingBalance),
  closing_balance: moneyOrNull(s.closingBalance),
  balanced: s.balanced,
  balance_message: s.balanceMessage,
});

export const StatementSchema = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  file_name: Type.String(),
  format: Type.String(),
  created_at: Type.String({ description: 'ISO instant' }),
  start_date: Nullable(Type.String({ description: 'DD.MM.YYYY' })),
  end_date: Nullable(Type.String({ description: 'DD.MM.YYYY' })),
  lines: Type.Integer(),
  new_lines: Type.Integer(),
  opening_balance: Nullable(Money),
  closing_balance: Nullable(Money),
  balanced: Type.Boolean(),
  balance_message: Nullable(Type.String()),
  imported_by: Nullable(Type.String({ description: 'the user who imported it; null for the operator' })),
  counts: Type.Object(
    {
      suggested: Type.Integer(),
      unmatched: Type.Integer(),
      posted: Type.Integer(),
      ignored: Type.Integer(),
    },
    { description: 'its new lines in each state now' },
  ),
});

export const statementJson = (s: ListedStatement) => ({
  id: s.id,
  account_id: s.cashAccountId,
  file_name: s.fileName,
  format: s.format,
  created_at: s.createdAt.toISOString(),
  start_date: s.startDate && dmy(s.startDate),
  end_date: s.endDate && dmy(s.endDate),
  lines: s.lineCount,
  new_lines: s.newLineCount,
  opening_balance: moneyOrNull(s.openingBalance),
  closing_balance: moneyOrNull(s.closingBalance),
  balanced: s.balanced,
  balance_message: s.balanceMessage,
  imported_by: s.importedBy,
  counts: s.counts,
});

const IdOrNull = Nullable(Type.Integer());
const SuggestionSchema = Type.Object({
  kind: Type.String(),
  level: Type.Integer(),
  apartment_id: IdOrNull,
  resident_id: IdOrNull,
  supplier_id: IdOrNull,
  accounting_type_id: IdOrNull,
  account_id: IdOrNull,
  transfer_id: IdOrNull,
  /** Level 0: the movement recorded by hand that accepting ties the line to (nothing new is recorded). */
  cash_movement_id: IdOrNull,
  reason_code: Type.String(),
  reason_params: Type.Record(Type.String(), Type.String()),
  reason: Type.String(),
  /** The flat ("A Blok 3 – Ayşe Kaya"), the supplier, the type or the other account, by name. */
  target_name: Nullable(Type.String()),
  candidates: Type.Array(
    Type.Object({ resident_id: Type.Integer(), apartment_id: IdOrNull, name: Type.String() }),
  ),
});

const PartSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  amount: Money,
  apartment_id: IdOrNull,
  resident_id: IdOrNull,
  supplier_id: IdOrNull,
  accounting_type_id: IdOrNull,
  account_id: IdOrNull,
  receipt_id: IdOrNull,
  receipt_number: IdOrNull,
  description: Nullable(Type.String()),
  target_name: Nullable(Type.String()),
});

export const LineSchema = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  statement_id: Type.Integer(),
  value_date: Type.String({ description: 'DD.MM.YYYY' }),
  amount: Money,
  description: Type.String(),
  counterparty_name: Nullable(Type.String()),
  counterparty_iban: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  balance_after: Nullable(Money),
  status: Type.String(),
  ignore_reason: Nullable(Type.String()),
  suggestion: Nullable(SuggestionSchema),
  parts: Type.Array(PartSchema),
});

export const LineList = Type.Object({
  ...ListAnswer(LineSchema).properties,
  counts: Type.Object({
    suggested: Type.Integer(),
    unmatched: Type.Integer(),
    posted: Type.Integer(),
    ignored: Type.Integer(),
  }),
});

/** The names of what each line's suggestion (by line id) and each part (by part id) points at. */
export interface LineTargetNames {
  suggestions: Map<number, string | null>;
  parts: Map<number, string | null>;
}

const suggestionJson = (s: Suggestion, targetName: string | null) => ({
  kind: s.kind,
  level: s.level,
  apartment_id: s.apartmentId,
  resident_id: s.residentId,
  supplier_id: s.supplierId,
  accounting_type_id: s.accountingTypeId,
  account_id: s.accountId,
  transfer_id: s.transferId,
  cash_movement_id: s.cashMovementId ?? null,
  reason_code: s.reasonCode,
  reason_params: s.reasonParams,
  reason: s.reason,
  target_name: targetName,
  candidates: s.candidates.map((c) => ({
    resident_id: c.residentId,
    apartment_id: c.apartmentId,
    name: c.name,
  })),
});

const partJson = (p: BankLinePart, targetName: string | null) => ({
  id: p.id,
  kind: p.kind,
  amount: money(p.amount),
  apartment_id: p.apartmentId,
  resident_id: p.residentId,
  supplier_id: p.supplierId,
  accounting_type_id: p.accountingTypeId,
  account_id: p.otherCashAccountId,
  receipt_id: p.receiptId,
  receipt_number: p.receiptNumber,
  description: p.description,
  target_name: targetName,
});

export const lineJson = (line: BankLine, parts: BankLinePart[], names: LineTargetNames) => ({
  id: line.id,
  account_id: line.cashAccountId,
  statement_id: line.statementId,
  value_date: dmy(line.valueDate),
  amount: money(line.amount),
  description: line.description,
  counterparty_name: line.counterpartyName,
  counterparty_iban: line.counterpartyIban,
  reference: line.reference,
  balance_after: moneyOrNull(line.balanceAfter),
  status: line.status,
  ignore_reason: line.ignoreReason,
  suggestion: line.suggestion && suggestionJson(line.suggestion, names.suggestions.get(line.id) ?? null),
  parts: parts
    .filter((part) => part.lineId === line.id)
    .map((part) => partJson(part, names.parts.get(part.id) ?? null)),
});
