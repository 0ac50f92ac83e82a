/** Schemas and JSON shapes of posting bank lines and of the reconciliation (docs/bank.md, "API"). */
import { Type } from 'typebox';
import type { BankLine } from '../../repositories/accounting/bankPosting';
import type { Reconciliation } from '../../services/accounting/bankReconciliation';
import { DecimalInput, DmyInput, Id, MAX_PAGE, Nullable } from '../shared/http';
import { dmy, Money, money } from '../shared/money';

const OptionalId = Type.Optional(Nullable(Id));

/** A year of a large site has 300,000 movements: the lists come a page at a time (docs/bank.md, "API"). */
export const RECONCILIATION_PER_PAGE = 100;

export const PartKindSchema = Type.Union(
  ['collection', 'supplier_payment', 'expense', 'income', 'transfer', 'refund'].map((k) => Type.Literal(k)),
  { description: 'collection, income and an incoming transfer add; the others subtract' },
);

const PartBody = Type.Object({
  kind: PartKindSchema,
  amount: DecimalInput,
  apartment_id: OptionalId,
  resident_id: OptionalId,
  supplier_id: OptionalId,
  accounting_type_id: OptionalId,
  account_id: OptionalId,
  transfer_id: OptionalId,
  debt_ids: Type.Optional(Nullable(Type.Array(Id, { maxItems: 500 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});

export const PostBody = Type.Object({
  parts: Type.Optional(
    Type.Array(PartBody, {
      maxItems: 50,
      description: 'What the line is; absent: the line’s own suggestion is accepted',
    }),
  ),
});

export const IgnoreBody = Type.Object({ reason: Type.String({ maxLength: 500 }) });
export const AcceptBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 1000 }) });
export const LineParams = Type.Object({ id: Id });

export const LineState = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  ignore_reason: Nullable(Type.String()),
});

export const AcceptAnswer = Type.Object({
  description: Type.String(),
  data: Type.Object({ posted: Type.Integer(), skipped: Type.Integer() }),
});

export const ReconciliationQuery = Type.Object({
  account_id: Id,
  start_date: DmyInput,
  end_date: DmyInput,
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('xlsx'), Type.Literal('pdf')])),
  book_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page of book_only, 1-based (default 1)' }),
  ),
  bank_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page of bank_only, 1-based (default 1)' }),
  ),
  per_page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 500,
      description: `Rows of each list per page (default ${RECONCILIATION_PER_PAGE}); the files list every row`,
    }),
  ),
});

export const ReconciliationAnswer = Type.Object({
  data: Type.Object({
    days: Type.Array(
      Type.Object({ date: Type.String(), book_balance: Money, bank_balance: Money, difference: Money }),
    ),
    first_difference_date: Nullable(Type.String()),
    book_only: Type.Array(
      Type.Object({
        id: Type.Integer(),
        date: Type.String(),
        amount: Money,
        kind: Type.String(),
        description: Nullable(Type.String()),
      }),
    ),
    bank_only: Type.Array(
      Type.Object({
        id: Type.Integer(),
        value_date: Type.String(),
        amount: Money,
        description: Type.String(),
        status: Type.String(),
      }),
    ),
    book_only_total: Type.Integer({ description: 'Rows of book_only in all pages' }),
    bank_only_total: Type.Integer({ description: 'Rows of bank_only in all pages' }),
  }),
});

export const lineStateJson = (line: BankLine) => ({
  id: line.id,
  status: line.status,
  ignore_reason: line.ignoreReason,
});

export function reconciliationJson(r: Reconciliation) {
  return {
    days: r.days.map((d) => ({
      date: dmy(d.date),
      book_balance: money(d.bookBalance),
      bank_balance: money(d.bankBalance),
      difference: money(d.difference),
    })),
    first_difference_date: r.firstDifferenceDate ? dmy(r.firstDifferenceDate) : null,
    book_only: r.bookOnly.map((m) => ({
      id: m.id,
      date: dmy(m.date),
      amount: money(m.amount),
      kind: m.kind,
      description: m.description,
    })),
    bank_only: r.bankOnly.map((l) => ({
      id: l.id,
      value_date: dmy(l.valueDate),
      amount: money(l.amount),
      description: l.description,
      status: l.status,
    })),
    book_only_total: r.bookOnlyTotal,
    bank_only_total: r.bankOnlyTotal,
  };
}
