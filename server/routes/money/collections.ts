import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { accounts } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../errors';
import { dateOrToday, positiveAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { cashAccountsRepository } from '../../repositories/cashAccounts';
import { collectionsRepository as repo } from '../../repositories/collections';
import { debtsRepository } from '../../repositories/debts';
import {
  type App,
  authErrors,
  DecimalInput,
  DmyInput,
  ErrorAnswer,
  Id,
  ListAnswer,
  Message,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { dmy, Money, money } from '../../schemas/money';
import { incomeType, responsibleResidents } from '../../services/debtEntry';
import {
  changeAdvanceMovement,
  collect,
  type Debt,
  lockDebts,
  planCollection,
  undoCollection,
} from '../../services/money';
import { apartmentOf, residentOf } from '../../services/ownedRecords';
import { renderReceiptPdf } from '../../services/receiptPdf';
import { actorOf } from '../../services/sessions';

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
  /** collection, advance_deposit, advance_withdraw, payment_removed */
  kind: Type.String(),
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
});

export const TRANSFER_KINDS: Record<string, string> = {
  collection: 'Tahsilat',
  advance_deposit: 'Avans yatırma',
  advance_withdraw: 'Avans iadesi',
  payment_removed: 'Silinen borcun tahsilatı kasadan çıkarıldı',
};

const ReceiptSchema = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  date: Type.String(),
  resident_id: Nullable(Type.Integer()),
  payer_name: Type.String(),
  amount: Money,
  /** The payer's remaining debt right after the collection. */
  remaining: Money,
  account_id: Type.Integer(),
  account: Type.String(),
  description: Nullable(Type.String()),
  /** Undone collections keep their number (no gaps, no reuse). */
  is_cancelled: Type.Boolean(),
});

const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

async function cashAccountOf(exec: Executor, accountId: number, id: number | null | undefined) {
  if (!id) throw fieldError('account_id', 'Kasa veya banka hesabı seçiniz.');
  const cash = await cashAccountsRepository.find(exec, accountId, id);
  if (!cash) throw notFound('Kasa bulunamadı.');
  return cash;
}

function collectionText(number: number, surplus: bigint): string {
  const advance = surplus > 0n ? ` ${formatMoney(surplus)} fazla ödeme sakinin avansına aktarıldı.` : '';
  return `Tahsilat kaydedildi. Makbuz no: ${number}.${advance}`;
}

/** Collections, receipts and the payments-and-transfers list (SPEC.md section 7). */
export default async function collectionRoutes(app: App) {
  app.post(
    '/payment/debt',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['collections'],
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
        response: { 200: CollectionAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = positiveAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      const result = await app.db.transaction(async (tx) => {
        const cash = await cashAccountOf(tx, session.accountId, body.account_id);
        const type = await incomeType(tx, session.accountId, body.accounting_type_id);
        const [debt] = await lockDebts(tx, session.accountId, [body.debt_id]);
        if (!debt) throw notFound('Borç bulunamadı.');
        if (debt.deletedAt) throw conflict('Bu borç silinmiş; tahsilat yapılamaz.');
        const collected = await collect(tx, actorOf(session), session.accountId, {
          payerResidentId: debt.residentId,
          cashAccountId: cash.id,
          accountingTypeId: type.id,
          amount,
          date,
          description: body.description?.trim() || null,
          debts: [debt],
          mode: { chosen: [debt.id] },
          remainingScope: { residentId: debt.residentId },
        });
        return { collected, debts: [debt] };
      });
      return answerOf(result.collected, result.debts);
    },
  );

  function answerOf(collected: Awaited<ReturnType<typeof collect>>, locked: Debt[]) {
    const byId = new Map(locked.map((d) => [d.id, d]));
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

  app.post(
    '/payment/debts',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['collections'],
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
        response: { 200: Type.Union([CollectionAnswer, AllocationPreview]), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = positiveAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      if (!body.resident_id && !body.apartment_id) {
        throw fieldError('resident_id', 'Sakin veya daire seçiniz.');
      }
      const scope = async (exec: Executor) => {
        const resident = body.resident_id
          ? await residentOf(exec, session.accountId, body.resident_id)
          : null;
        const apartment = body.apartment_id
          ? await apartmentOf(exec, session.accountId, body.apartment_id)
          : null;
        return {
          filters: { residentId: resident?.id ?? null, apartmentId: apartment?.id ?? null },
          resident,
          apartment,
        };
      };
      const chosen = body.debt_ids && body.debt_ids.length > 0 ? [...new Set(body.debt_ids)] : null;
      const mode = chosen ? { chosen } : ('oldest_first' as const);

      if (body.preview) {
        const { filters } = await scope(app.db);
        const open = await debtsRepository.open(app.db, session.accountId, filters);
        const { allocations, surplus } = planCollection(amount, open, mode);
        const byId = new Map(open.map((d) => [d.id, d]));
        return {
          description: `Önizleme: ${allocations.length} borca ${formatMoney(amount - surplus)} ödenecek.${surplus > 0n ? ` ${formatMoney(surplus)} avansa aktarılacak.` : ''}`,
          data: {
            amount: money(amount),
            allocations: allocations.map((a) => {
              const debt = byId.get(a.debtId)!;
              const remaining = debt.amount - debt.paid;
              return {
                debt_id: debt.id,
                description: debt.description,
                due_date: dmy(debt.dueDate),
                remaining: money(remaining),
                amount: money(a.amount),
                remaining_after: money(remaining - a.amount),
              };
            }),
            to_advance: money(surplus),
          },
        };
      }

      const result = await app.db.transaction(async (tx) => {
        const cash = await cashAccountOf(tx, session.accountId, body.account_id);
        if (!body.accounting_type_id) throw fieldError('accounting_type_id', 'Gelir türü seçiniz.');
        const type = await incomeType(tx, session.accountId, body.accounting_type_id);
        const { filters, resident, apartment } = await scope(tx);
        const candidates =
          chosen ?? (await debtsRepository.open(tx, session.accountId, filters)).map((d) => d.id);
        const locked = await lockDebts(tx, session.accountId, candidates);
        const inScope = locked.filter(
          (d) =>
            d.deletedAt === null &&
            (!filters.residentId || d.residentId === filters.residentId) &&
            (!filters.apartmentId || d.apartmentId === filters.apartmentId),
        );
        if (chosen && inScope.length !== chosen.length) throw notFound('Seçilen borç bulunamadı.');
        let payer = resident?.id ?? null;
        if (!payer && apartment) {
          payer =
            (await responsibleResidents(tx, session.accountId, [apartment.id], 'owner')).get(apartment.id)
              ?.id ?? null;
          payer ??= inScope[0]?.residentId ?? null;
        }
        if (!payer)
          throw fieldError('resident_id', 'Ödemeyi yapan sakini seçiniz (fazla tutar avansına aktarılır).');
        const collected = await collect(tx, actorOf(session), session.accountId, {
          payerResidentId: payer,
          cashAccountId: cash.id,
          accountingTypeId: type.id,
          amount,
          date,
          description: body.description?.trim() || null,
          debts: inScope,
          mode,
          remainingScope: apartment && !resident ? { apartmentId: apartment.id } : { residentId: payer },
        });
        return { collected, locked: inScope };
      });
      return answerOf(result.collected, result.locked);
    },
  );

  app.get(
    '/user/transfer',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['collections'],
        description:
          'Payments and transfers: every live cash movement (collections, advance deposits and withdrawals, ' +
          'collections taken back by a debt deletion), newest first.',
        querystring: Type.Object({
          ...PageQuery,
          resident_id: Type.Optional(Nullable(Id)),
          account_id: Type.Optional(Nullable(Id)),
        }),
        response: { 200: ListAnswer(TransferSchema), ...authErrors },
      },
    },
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
            deletable: m.kind !== 'payment_removed',
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
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['collections'],
        description:
          'Undoes one movement of the list. A collection: its payments leave their debts, its surplus leaves the ' +
          'advance and the receipt is cancelled (refused when a debt it paid was deleted since, or the surplus was ' +
          'spent). An advance deposit: refused when the advance would fall below 0. An advance withdrawal: the ' +
          'money returns to the advance. A collection taken back by a debt deletion cannot be undone.',
        params: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const description = await app.db.transaction(async (tx) => {
        const movement = await repo.movement(tx, session.accountId, request.params.id);
        if (!movement || movement.deletedAt) throw notFound('Hareket bulunamadı.');
        switch (movement.kind) {
          case 'collection':
            await undoCollection(tx, actorOf(session), session.accountId, movement);
            return 'Tahsilat geri alındı; makbuz iptal edildi.';
          case 'advance_deposit':
          case 'advance_withdraw': {
            const advance = await repo.advanceMovement(tx, session.accountId, movement.advanceMovementId!);
            if (!advance) throw notFound('Hareket bulunamadı.');
            await changeAdvanceMovement(tx, actorOf(session), session.accountId, advance, null);
            return movement.kind === 'advance_deposit'
              ? 'Avans yatırma silindi.'
              : 'Avans iadesi geri alındı.';
          }
          default:
            throw conflict('Bu hareket bir borç silme işleminin sonucudur; geri alınamaz.');
        }
      });
      return { description };
    },
  );

  for (const path of ['/user/receipt', '/receipts']) {
    app.get(
      path,
      {
        config: { access: { area, action: 'list' } },
        schema: {
          tags: ['receipts'],
          description:
            "The account's receipts (makbuzlar), newest number first; resident_id filters by payer.",
          querystring: Type.Object({ ...PageQuery, resident_id: Type.Optional(Nullable(Id)) }),
          response: { 200: ListAnswer(ReceiptSchema), ...authErrors },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const { page, perPage, offset } = paging(request.query);
        const { rows, total } = await repo.receipts(
          app.db,
          session.accountId,
          { residentId: request.query.resident_id },
          { offset, limit: perPage },
        );
        return {
          Records: rows.map((row) => ({
            id: row.receipt.id,
            number: row.receipt.number,
            date: dmy(row.receipt.date),
            resident_id: row.receipt.residentId,
            payer_name: row.residentName === null ? '' : `${row.residentName} ${row.residentSurname}`,
            amount: money(row.receipt.total),
            remaining: money(row.receipt.remainingAfter),
            account_id: row.receipt.cashAccountId,
            account: row.cashAccountName,
            description: row.receipt.description,
            is_cancelled: row.receipt.deletedAt !== null,
          })),
          TotalRecords: total,
          Page: page,
          PerPage: perPage,
        };
      },
    );
  }

  app.get(
    '/user/receipt/file/:receipt_id',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['receipts'],
        description: 'The receipt as a PDF: logo, payer, amount, remaining debt, what it paid and a barcode.',
        params: Type.Object({ receipt_id: Id }),
        response: {
          200: { description: 'The PDF.', content: { 'application/pdf': { schema: PdfBytes } } },
          ...authErrors,
          500: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const found = await repo.receipt(app.db, session.accountId, request.params.receipt_id);
      if (!found) throw notFound('Makbuz bulunamadı.');
      const { receipt } = found;
      const lines = await repo.receiptLines(app.db, session.accountId, receipt.id);
      const [account] = await app.db
        .select({ assocName: accounts.assocName, logo: accounts.logo, logoMime: accounts.logoMime })
        .from(accounts)
        .where(eq(accounts.id, session.accountId));
      const first = lines.paid[0];
      const pdf = await renderReceiptPdf({
        logo:
          account?.logo && account.logoMime
            ? { bytes: account.logo, mime: account.logoMime as 'image/png' | 'image/jpeg' | 'image/webp' }
            : null,
        assocName: account?.assocName ?? '',
        number: receipt.number,
        date: dmy(receipt.date),
        payerName: found.residentName ?? '',
        payerSurname: found.residentSurname ?? '',
        ...(first && { apartment: `${first.buildingName} ${first.identifier}` }),
        amount: receipt.total,
        remaining: receipt.remainingAfter,
        lines: [
          ...lines.paid.map((line) => ({
            description: `${line.description} (vade ${dmy(line.dueDate)})`,
            amount: line.amount,
          })),
          ...(lines.surplus > 0n
            ? [{ description: 'Avansa aktarılan fazla ödeme', amount: lines.surplus }]
            : []),
        ],
        barcode: `MKB-${session.accountId}-${String(receipt.number).padStart(6, '0')}`,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="makbuz-${receipt.number}.pdf"`)
        .send(pdf);
    },
  );
}
