import { Type } from 'typebox';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { conflict, fieldError, notFound } from '../../errors';
import { dateOrToday, positiveAmount, wholeLiraAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { cashAccountsRepository } from '../../repositories/cashAccounts';
import { collectionsRepository as repo } from '../../repositories/collections';
import {
  type App,
  authErrors,
  DecimalInput,
  DmyInput,
  Id,
  KeyQuery,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { dmy, ListWithTotals, Money, money } from '../../schemas/money';
import {
  type AdvanceMovement,
  advanceBalance,
  changeAdvanceMovement,
  depositAdvance,
  withdrawAdvance,
} from '../../services/money';
import { residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';

const area = 'resident_and_apartments' as const;
const Description = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

export const ADVANCE_KINDS: Record<string, string> = {
  deposit: 'Avans yatırma',
  surplus: 'Fazla ödeme',
  debt_payment: 'Borç ödemesi',
  withdraw: 'Avans iadesi',
  from_deleted_debt: 'Silinen borcun ödemesi',
};

const BalanceSchema = Type.Object({
  resident_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  balance: Money,
});

const MovementSchema = Type.Object({
  id: Type.Integer(),
  resident_id: Type.Integer(),
  /** deposit, surplus, debt_payment, withdraw, from_deleted_debt */
  kind: Type.String(),
  kind_name: Type.String(),
  /** Signed: the advance grows when positive. */
  amount: Money,
  date: Type.String(),
  description: Nullable(Type.String()),
  account_id: Nullable(Type.Integer()),
  account: Nullable(Type.String()),
  debt_id: Nullable(Type.Integer()),
  debt_description: Nullable(Type.String()),
  /** Deposits can be changed and deleted here (PUT/DELETE /advance/payments). */
  editable: Type.Boolean(),
});

const MovementAnswer = WriteAnswer(
  Type.Object({
    id: Type.Integer(),
    resident_id: Type.Integer(),
    kind: Type.String(),
    amount: Money,
    date: Type.String(),
    description: Nullable(Type.String()),
    account_id: Nullable(Type.Integer()),
    /** The resident's advance balance afterwards. */
    balance: Money,
  }),
);

function movementAnswer(movement: AdvanceMovement, balance: bigint) {
  return {
    id: movement.id,
    resident_id: movement.residentId,
    kind: movement.kind,
    amount: money(movement.amount),
    date: dmy(movement.date),
    description: movement.description,
    account_id: movement.cashAccountId,
    balance: money(balance),
  };
}

/** The cash account named, or the account's only one; otherwise the user must choose. */
async function cashAccountFor(exec: Executor, accountId: number, id: number | null | undefined) {
  if (id) {
    const cash = await cashAccountsRepository.find(exec, accountId, id);
    if (!cash) throw notFound('Kasa bulunamadı.');
    return cash;
  }
  const only = await cashAccountsRepository.onlyOne(exec, accountId);
  if (!only) throw fieldError('account_id', 'Kasa veya banka hesabı seçiniz.');
  return only;
}

async function depositOf(exec: Executor, accountId: number, id: number): Promise<AdvanceMovement> {
  const movement = await repo.advanceMovement(exec, accountId, id);
  if (!movement || movement.deletedAt) throw notFound('Avans kaydı bulunamadı.');
  if (movement.kind !== 'deposit') {
    throw conflict(
      'Yalnızca avans yatırma kayıtları değiştirilebilir veya silinebilir. Fazla ödemeler tahsilatla, borç ödemeleri borçla birlikte değişir.',
    );
  }
  return movement;
}

/** Advances (avans): SPEC.md section 7, GET/POST/PUT/DELETE /advance/payments and the withdrawal. */
export default async function advanceRoutes(app: App) {
  app.get(
    '/advance/payments',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['advances'],
        description:
          'Without resident_id: every resident with advance movements and their balance (key searches the name). ' +
          "With resident_id: that resident's movements, newest first. AdditionalData.balance: the total, or the " +
          "resident's balance.",
        querystring: Type.Object({ ...PageQuery, resident_id: Type.Optional(Nullable(Id)), key: KeyQuery }),
        response: {
          200: ListWithTotals(Type.Union([MovementSchema, BalanceSchema]), Type.Object({ balance: Money })),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      if (request.query.resident_id) {
        const resident = await residentOf(app.db, session.accountId, request.query.resident_id);
        const { rows, total } = await repo.advanceMovements(app.db, session.accountId, resident.id, {
          offset,
          limit: perPage,
        });
        return {
          Records: rows.map((row) => {
            const m = row.movement;
            return {
              id: m.id,
              resident_id: m.residentId,
              kind: m.kind,
              kind_name: ADVANCE_KINDS[m.kind] ?? m.kind,
              amount: money(m.amount),
              date: dmy(m.date),
              description: m.description,
              account_id: m.cashAccountId,
              account: row.cashAccountName,
              debt_id: row.debtId,
              debt_description: row.debtDescription,
              editable: m.kind === 'deposit',
            };
          }),
          TotalRecords: total,
          Page: page,
          PerPage: perPage,
          AdditionalData: { balance: money(await advanceBalance(app.db, session.accountId, resident.id)) },
        };
      }
      const { rows, total, sum } = await repo.advanceBalances(
        app.db,
        session.accountId,
        request.query.key?.trim() || null,
        { offset, limit: perPage },
      );
      return {
        Records: rows.map((row) => ({
          resident_id: row.id,
          name: row.name,
          surname: row.surname,
          phone: row.phone,
          balance: money(BigInt(row.balance)),
        })),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: { balance: money(sum) },
      };
    },
  );

  app.post(
    '/advance/payments',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['advances'],
        description:
          'A resident pays in advance: a whole number of TL into the cash account (the only one when account_id ' +
          'is empty), onto the resident’s advance.',
        body: Type.Object({
          resident_id: Id,
          amount: DecimalInput,
          account_id: Type.Optional(Nullable(Id)),
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
        }),
        response: { 200: MovementAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = wholeLiraAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      const data = await app.db.transaction(async (tx) => {
        const resident = await residentOf(tx, session.accountId, body.resident_id);
        const cash = await cashAccountFor(tx, session.accountId, body.account_id);
        const { movement } = await depositAdvance(tx, actorOf(session), session.accountId, {
          residentId: resident.id,
          cashAccountId: cash.id,
          amount,
          date,
          description: body.description?.trim() || null,
        });
        return movementAnswer(movement, await advanceBalance(tx, session.accountId, resident.id));
      });
      return { description: `${formatMoney(amount)} avans kaydedildi.`, data };
    },
  );

  app.put(
    '/advance/payments',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['advances'],
        description:
          'Changes an advance deposit (and its cash movement); refused when the advance would fall below 0.',
        body: Type.Object({
          id: Id,
          amount: DecimalInput,
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
        }),
        response: { 200: MovementAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = wholeLiraAmount(body.amount);
      const data = await app.db.transaction(async (tx) => {
        const movement = await depositOf(tx, session.accountId, body.id);
        const updated = await changeAdvanceMovement(tx, actorOf(session), session.accountId, movement, {
          amount,
          date: body.date ? dateOrToday(body.date, 'date') : movement.date,
          description:
            body.description === undefined ? movement.description : body.description?.trim() || null,
        });
        return movementAnswer(updated!, await advanceBalance(tx, session.accountId, movement.residentId));
      });
      return { description: 'Avans kaydı güncellendi.', data };
    },
  );

  app.delete(
    '/advance/payments',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['advances'],
        description:
          'Deletes an advance deposit (and its cash movement); refused when the advance would fall below 0.',
        body: Type.Object({ id: Id }),
        response: { 200: MovementAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const movement = await depositOf(tx, session.accountId, request.body.id);
        await changeAdvanceMovement(tx, actorOf(session), session.accountId, movement, null);
        return movementAnswer(movement, await advanceBalance(tx, session.accountId, movement.residentId));
      });
      return { description: 'Avans kaydı silindi.', data };
    },
  );

  app.post(
    '/advance/payments/withdraw/money',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['advances'],
        description:
          'Pays advance back to the resident out of a cash account (the only one when account_id is empty); never ' +
          'more than the balance (400 with the current balance).',
        body: Type.Object({
          resident_id: Id,
          amount: DecimalInput,
          account_id: Type.Optional(Nullable(Id)),
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
        }),
        response: { 200: MovementAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = positiveAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      const data = await app.db.transaction(async (tx) => {
        const resident = await residentOf(tx, session.accountId, body.resident_id);
        const cash = await cashAccountFor(tx, session.accountId, body.account_id);
        const { movement, balance } = await withdrawAdvance(tx, actorOf(session), session.accountId, {
          residentId: resident.id,
          cashAccountId: cash.id,
          amount,
          date,
          description: body.description?.trim() || 'Avans iadesi',
        });
        return movementAnswer(movement, balance);
      });
      return { description: `${formatMoney(amount)} avans sakine iade edildi.`, data };
    },
  );
}
