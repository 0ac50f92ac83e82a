import { Type } from 'typebox';
import { formatMoney } from '../../../common/money';
import { fieldError } from '../../errors';
import { dateOrToday, positiveAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import type { MailMessage } from '../../repositories/mail/mailMessages';
import { collectionsRepository as repo } from '../../repositories/money/collections';
import {
  type App,
  DecimalInput,
  DmyInput,
  Id,
  ListAnswer,
  Message,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { mailReceipt } from '../../services/mail/documents';
import {
  type Collected,
  collectDebts,
  collectOnDebt,
  NOT_UNDONE_HERE,
  previewCollection,
  undoTransfer,
} from '../../services/money';
import { actorOf } from '../../services/shared/sessions';

const area = 'accounting' as const;
const Description = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

const CollectionAnswer = WriteAnswer(
  Type.Object({
    receipt_id: Type.Integer(),
    receipt_number: Type.Integer(),
    amount: Money,
    /** Each debt paid and how much. */
    allocations: Type.Array(Type.Object({ debt_id: Type.Integer(), amount: Money, remaining: Money })),
    /** The surplus moved to the payer's advance. */
    to_advance: Money,
    /** The payer's (or apartment's) remaining debt after the collection. */
    remaining: Money,
  }),
);

const AllocationPreview = WriteAnswer(
  Type.Object({
    amount: Money,
    allocations: Type.Array(
      Type.Object({
        debt_id: Type.Integer(),
        description: Type.String(),
        due_date: Type.String(),
        remaining: Money,
        amount: Money,
        remaining_after: Money,
      }),
    ),
    to_advance: Money,
  }),
);

const TransferSchema = Type.Object({
  id: Type.Integer(),
  /** collection, advance_deposit, advance_withdraw, payment_removed, income, expense, transfer_in, transfer_out, staff_payment */
  kind: Type.String(),
  /** The kind in Turkish. */
  kind_name: Type.String(),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  /** Always positive; direction says which way it went. */
  amount: Money,
  account_id: Type.Integer(),
  account: Type.String(),
  resident_id: Nullable(Type.Integer()),
  resident_name: Nullable(Type.String()),
  date: Type.String(),
  description: Nullable(Type.String()),
  receipt_id: Nullable(Type.Integer()),
  receipt_number: Nullable(Type.Integer()),
  /** Whether DELETE /user/transfer/{id} may undo it. */
  deletable: Type.Boolean(),
  /** Why it is not undone in this list and where it is, when it is not deletable. */
  not_deletable_reason: Nullable(Type.String()),
});

const TRANSFER_KINDS: Record<string, string> = {
  collection: 'Tahsilat',
  advance_deposit: 'Avans yatırma',
  advance_withdraw: 'Avans iadesi',
  payment_removed: 'Silinen borcun tahsilatı kasadan çıkarıldı',
  income: 'Gelir',
  expense: 'Gider',
  transfer_out: 'Virman (çıkış)',
  transfer_in: 'Virman (giriş)',
  staff_payment: 'Personel ödemesi',
};

function collectionText(number: number, surplus: bigint): string {
  const advance = surplus > 0n ? ` ${formatMoney(surplus)} fazla ödeme sakinin avansına aktarıldı.` : '';
  return `Tahsilat kaydedildi. Makbuz no: ${number}.${advance}`;
}

/** The answer says where the receipt was e-mailed, when the account sends receipts by e-mail. */
function withMailedReceipt<A extends { description: string }>(answer: A, mail: MailMessage | null): A {
  if (!mail) return answer;
  const said =
    mail.status === 'sent'
      ? ` Makbuz ${mail.toAddress} adresine e-postayla gönderildi.`
      : ` Makbuz e-postası gönderilemedi (${mail.toAddress}).`;
  return { ...answer, description: `${answer.description}${said}` };
}

/** The answer of a collection: each debt paid, what it has left, and the surplus moved to the advance. */
function answerOf({ collected, debts }: Collected) {
  const byId = new Map(debts.map((d) => [d.id, d]));
  return {
    description: collectionText(collected.receipt.number, collected.surplus),
    data: {
      receipt_id: collected.receipt.id,
      receipt_number: collected.receipt.number,
      amount: money(collected.receipt.total),
      allocations: collected.payments.map((p) => {
        const debt = byId.get(p.debtId)!;
        return {
          debt_id: p.debtId,
          amount: money(p.amount),
          remaining: money(debt.amount - debt.paid - p.amount),
        };
      }),
      to_advance: money(collected.surplus),
      remaining: money(collected.receipt.remainingAfter),
    },
  };
}

/** A collection's amount, date and text as the screens send them; the cash account and type are checked later. */
function requestOf<B extends CollectionBody>(body: B) {
  return {
    amount: positiveAmount(body.amount),
    date: dateOrToday(body.date, 'date'),
    cashAccountId: body.account_id,
    accountingTypeId: body.accounting_type_id as B['accounting_type_id'],
    description: body.description?.trim() || null,
  };
}
interface CollectionBody {
  account_id?: number | null;
  accounting_type_id?: number | null;
  amount: string | number | null;
  date?: string | null;
  description?: string | null;
}

function previewAnswer(
  amount: bigint,
  { allocations, surplus }: Awaited<ReturnType<typeof previewCollection>>,
) {
  return {
    description: `Önizleme: ${allocations.length} borca ${formatMoney(amount - surplus)} ödenecek.${surplus > 0n ? ` ${formatMoney(surplus)} avansa aktarılacak.` : ''}`,
    data: {
      amount: money(amount),
      allocations: allocations.map((allocation) => {
        const remaining = allocation.debt.amount - allocation.debt.paid;
        return {
          debt_id: allocation.debt.id,
          description: allocation.debt.description,
          due_date: dmy(allocation.debt.dueDate),
          remaining: money(remaining),
          amount: money(allocation.amount),
          remaining_after: money(remaining - allocation.amount),
        };
      }),
      to_advance: money(surplus),
    },
  };
}

const UNDONE: Record<Awaited<ReturnType<typeof undoTransfer>>, string> = {
  collection: 'Tahsilat geri alındı; makbuz iptal edildi.',
  advance_deposit: 'Avans yatırma silindi.',
  advance_withdraw: 'Avans iadesi geri alındı.',
};

/** Collections, receipts and the payments-and-transfers list (docs/domain.md, "Collections and receipts"). */
export default async function collectionRoutes(app: App) {
  // The collection is saved by now: a mail that cannot even be recorded is logged, never a failed collection.
  const mailAfter = (accountId: number, done: Collected) =>
    mailReceipt(app.db, app.config, accountId, done.collected.receipt.id).catch((error: unknown) => {
      app.log.error({ err: error }, 'receipt e-mail');
      return null;
    });
  app.post(
    '/payment/debt',
    routeOptions(
      { area, action: 'create' },
      'collections',
      {
        description:
          'A collection on one debt: pays at most what remains (the debt row is locked), the rest goes to the ' +
          "payer's advance; the money goes into the cash account and a numbered receipt is made.",
        body: Type.Object({
          debt_id: Id,
          account_id: Id,
          accounting_type_id: Id,
          amount: DecimalInput,
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
        }),
      },
      CollectionAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const collection = requestOf(body);
      const done = await collectOnDebt(app.db, actorOf(session), session.accountId, body.debt_id, collection);
      return withMailedReceipt(answerOf(done), await mailAfter(session.accountId, done));
    },
  );

  app.post(
    '/payment/debts',
    routeOptions(
      { area, action: 'create' },
      'collections',
      {
        description:
          "One amount spread over a resident's (or an apartment's) open debts, oldest due first, or over the " +
          'chosen debt_ids; the rest goes to the payer’s advance; one receipt. preview=true returns the spread ' +
          'without saving (account_id and accounting_type_id may then be empty).',
        body: Type.Object({
          resident_id: Type.Optional(Nullable(Id)),
          apartment_id: Type.Optional(Nullable(Id)),
          account_id: Type.Optional(Nullable(Id)),
          accounting_type_id: Type.Optional(Nullable(Id)),
          amount: DecimalInput,
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
          debt_ids: Type.Optional(Nullable(Type.Array(Id, { maxItems: 1000 }))),
          preview: Type.Optional(NullableBoolean),
        }),
      },
      Type.Union([CollectionAnswer, AllocationPreview]),
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const collection = requestOf(body);
      if (!body.resident_id && !body.apartment_id) {
        throw fieldError('resident_id', 'Sakin veya daire seçiniz.');
      }
      const chosen = body.debt_ids && body.debt_ids.length > 0 ? [...new Set(body.debt_ids)] : null;
      const scope = { residentId: body.resident_id, apartmentId: body.apartment_id, chosen };
      if (body.preview) {
        const amount = collection.amount;
        return previewAnswer(amount, await previewCollection(app.db, session.accountId, scope, amount));
      }
      const done = await collectDebts(app.db, actorOf(session), session.accountId, scope, collection);
      return withMailedReceipt(answerOf(done), await mailAfter(session.accountId, done));
    },
  );

  app.get(
    '/user/transfer',
    routeOptions(
      { area, action: 'list' },
      'collections',
      {
        description:
          'Payments and transfers: every live cash movement (collections, advance deposits and withdrawals, ' +
          'collections taken back by a debt deletion), newest first.',
        querystring: Type.Object({
          ...PageQuery,
          resident_id: Type.Optional(Nullable(Id)),
          account_id: Type.Optional(Nullable(Id)),
        }),
      },
      ListAnswer(TransferSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.transfers(
        app.db,
        session.accountId,
        { residentId: request.query.resident_id, cashAccountId: request.query.account_id },
        { offset, limit: perPage },
      );
      return {
        Records: rows.map((row) => {
          const m = row.movement;
          return {
            id: m.id,
            kind: m.kind,
            kind_name: TRANSFER_KINDS[m.kind] ?? m.kind,
            direction: m.amount > 0n ? ('in' as const) : ('out' as const),
            amount: money(m.amount > 0n ? m.amount : -m.amount),
            account_id: m.cashAccountId,
            account: row.cashAccountName,
            resident_id: m.residentId,
            resident_name: row.residentName === null ? null : `${row.residentName} ${row.residentSurname}`,
            date: dmy(m.date),
            description: m.description,
            receipt_id: m.receiptId,
            receipt_number: row.receiptNumber,
            deletable: !(m.kind in NOT_UNDONE_HERE),
            not_deletable_reason: NOT_UNDONE_HERE[m.kind] ?? null,
          };
        }),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.delete(
    '/user/transfer/:id',
    routeOptions(
      { area, action: 'delete' },
      'collections',
      {
        description:
          'Undoes one movement of the list. A collection: its payments leave their debts, its surplus leaves the ' +
          'advance and the receipt is cancelled (refused when a debt it paid was deleted since, or the surplus was ' +
          'spent). An advance deposit: refused when the advance would fall below 0. An advance withdrawal: the ' +
          'money returns to the advance. A collection taken back by a debt deletion cannot be undone.',
        params: Type.Object({ id: Id }),
      },
      Message,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const undone = await undoTransfer(app.db, actorOf(session), session.accountId, request.params.id);
      return { description: UNDONE[undone] };
    },
  );
}
