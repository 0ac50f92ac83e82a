import { Type } from 'typebox';
import { formatMoney } from '../../../common/money';
import { dateOrToday, positiveAmount, wholeLiraAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { advancesRepository } from '../../repositories/property/advances';
import {
  type App,
  DecimalInput,
  DmyInput,
  Id,
  KeyQuery,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  type AdvanceChange,
  advanceStatement,
  changeDeposit,
  payBackAdvance,
  recordDeposit,
} from '../../services/money';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;
const Description = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

const ADVANCE_KINDS: Record<string, string> = {
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

function movementAnswer({ movement, balance }: AdvanceChange) {
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

type MovementRow = Awaited<ReturnType<typeof advanceStatement>>['rows'][number];
function movementJson(row: MovementRow) {
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
}

type BalanceRow = Awaited<ReturnType<typeof advancesRepository.residentsWithBalance>>['rows'][number];
const balanceJson = (row: BalanceRow) => ({
  resident_id: row.id,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  balance: money(BigInt(row.balance)),
});

/** A deposit or a withdrawal: the cash account may be empty when the account has only one. */
const CashBody = Type.Object({
  resident_id: Id,
  amount: DecimalInput,
  account_id: Type.Optional(Nullable(Id)),
  date: Type.Optional(Nullable(DmyInput)),
  description: Description,
});

/** Advances (avans): docs/domain.md, "Advances": GET/POST/PUT/DELETE /advance/payments and the withdrawal. */
export default async function advanceRoutes(app: App) {
  app.get(
    '/advance/payments',
    routeOptions(
      { area, action: 'list' },
      'advances',
      {
        description:
          'Without resident_id: every resident with advance movements and their balance (key searches the name). ' +
          "With resident_id: that resident's movements, newest first. AdditionalData.balance: the total, or the " +
          "resident's balance.",
        querystring: Type.Object({ ...PageQuery, resident_id: Type.Optional(Nullable(Id)), key: KeyQuery }),
      },
      ListWithTotals(Type.Union([MovementSchema, BalanceSchema]), Type.Object({ balance: Money })),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      if (request.query.resident_id) {
        const { rows, total, balance } = await advanceStatement(
          app.db,
          session.accountId,
          request.query.resident_id,
          { offset, limit: perPage },
        );
        const statement = { Records: rows.map(movementJson), TotalRecords: total };
        return { ...statement, Page: page, PerPage: perPage, AdditionalData: { balance: money(balance) } };
      }
      const { rows, total, sum } = await advancesRepository.residentsWithBalance(
        app.db,
        session.accountId,
        request.query.key?.trim() || null,
        { offset, limit: perPage },
      );
      return {
        Records: rows.map(balanceJson),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: { balance: money(sum) },
      };
    },
  );

  app.post(
    '/advance/payments',
    routeOptions(
      { area, action: 'create' },
      'advances',
      {
        description:
          'A resident pays in advance: a whole number of TL into the cash account (the only one when account_id ' +
          'is empty), onto the resident’s advance.',
        body: CashBody,
      },
      MovementAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = wholeLiraAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      const deposit = await recordDeposit(app.db, actorOf(session), session.accountId, {
        residentId: body.resident_id,
        cashAccountId: body.account_id,
        amount,
        date,
        description: body.description?.trim() || null,
      });
      return { description: `${formatMoney(amount)} avans kaydedildi.`, data: movementAnswer(deposit) };
    },
  );

  app.put(
    '/advance/payments',
    routeOptions(
      { area, action: 'edit' },
      'advances',
      {
        description:
          'Changes an advance deposit (and its cash movement); refused when the advance would fall below 0.',
        body: Type.Object({
          id: Id,
          amount: DecimalInput,
          date: Type.Optional(Nullable(DmyInput)),
          description: Description,
        }),
      },
      MovementAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = wholeLiraAmount(body.amount);
      const changed = await changeDeposit(app.db, actorOf(session), session.accountId, body.id, {
        amount,
        date: body.date,
        description: body.description,
      });
      return { description: 'Avans kaydı güncellendi.', data: movementAnswer(changed) };
    },
  );

  app.delete(
    '/advance/payments',
    routeOptions(
      { area, action: 'delete' },
      'advances',
      {
        description:
          'Deletes an advance deposit (and its cash movement); refused when the advance would fall below 0.',
        body: Type.Object({ id: Id }),
      },
      MovementAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const deleted = await changeDeposit(app.db, actorOf(session), session.accountId, request.body.id, null);
      return { description: 'Avans kaydı silindi.', data: movementAnswer(deleted) };
    },
  );

  app.post(
    '/advance/payments/withdraw/money',
    routeOptions(
      { area, action: 'create' },
      'advances',
      {
        description:
          'Pays advance back to the resident out of a cash account (the only one when account_id is empty); never ' +
          'more than the balance (400 with the current balance).',
        body: CashBody,
      },
      MovementAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const amount = positiveAmount(body.amount);
      const date = dateOrToday(body.date, 'date');
      const withdrawal = await payBackAdvance(app.db, actorOf(session), session.accountId, {
        residentId: body.resident_id,
        cashAccountId: body.account_id,
        amount,
        date,
        description: body.description?.trim() || 'Avans iadesi',
      });
      return {
        description: `${formatMoney(amount)} avans sakine iade edildi.`,
        data: movementAnswer(withdrawal),
      };
    },
  );
}
