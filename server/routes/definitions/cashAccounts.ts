import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { conflict, fieldError, forbidden, notFound } from '../../errors';
import { amountOrFail } from '../../fields';
import { deniedMessage, permissionsOf, sessionOf } from '../../plugins/auth';
import { type CashAccountWithBalance, cashAccountsRepository as repo } from '../../repositories/cashAccounts';
import {
  type App,
  authErrors,
  DecimalInput,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  OptionalPageQuery,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { Money, money } from '../../schemas/money';
import { recordAudit } from '../../services/audit';
import { actorOf } from '../../services/sessions';

const CashAccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  opening_balance: Money,
  /** opening_balance + every live movement (collections, advance deposits − withdrawals …). */
  balance: Money,
});

const CashAccountBody = {
  name: Text(100),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  opening_balance: Type.Optional(DecimalInput),
};
type CashAccountInput = {
  name: string;
  phone?: string | null;
  address?: string | null;
  opening_balance?: string | number | null;
};

const area = 'definitions' as const;

export const cashAccountJson = (a: CashAccountWithBalance) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  address: a.address,
  opening_balance: money(a.openingBalance),
  balance: money(a.balance),
});

/** Any phone a bank or a cash desk may have (landlines too): digits, optionally a leading +. */
function phoneOf(input: string | null | undefined): string | null {
  const text = input?.replace(/[\s\-().]/g, '') ?? '';
  if (!text) return null;
  if (!/^\+?\d{7,15}$/.test(text)) throw fieldError('phone', 'Geçerli bir telefon numarası giriniz.');
  return text;
}

function valuesOf(body: CashAccountInput) {
  refuseBlank(body, ['name']);
  const opening = body.opening_balance;
  return {
    name: body.name.trim(),
    phone: phoneOf(body.phone),
    address: body.address?.trim() || null,
    openingBalance:
      opening === null || opening === undefined || opening === ''
        ? 0n
        : amountOrFail(opening, 'opening_balance'),
  };
}

const nameTaken = () => {
  const message = 'Bu isimde bir kasa veya banka hesabı zaten var.';
  return conflict(message, { name: message });
};

/** The cash-account lookup serves the definitions screens and the collection and advance screens alike. */
function mayReadCashAccounts(request: FastifyRequest): void {
  const subject = permissionsOf(sessionOf(request));
  if (!canAccessArea(subject, 'definitions', 'list') && !canAccessArea(subject, 'accounting', 'list')) {
    throw forbidden(deniedMessage('list'));
  }
}

/** Kasa and bank accounts (SPEC.md section 7 "Definitions": GET /accounts, POST/PUT/DELETE /account). */
export default async function cashAccountRoutes(app: App) {
  app.get(
    '/accounts',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        description:
          'Cash and bank accounts with their live balance. With ?page a page, without it every account (lookup); ' +
          'key searches the name. Needs show_definitions or show_accounting.',
        querystring: Type.Object({ ...OptionalPageQuery, key: KeyQuery }),
        response: { 200: ListAnswer(CashAccountSchema), ...authErrors },
      },
    },
    async (request) => {
      mayReadCashAccounts(request);
      const session = sessionOf(request);
      const key = request.query.key?.trim() || null;
      if (!request.query.page) {
        const { rows } = await repo.list(app.db, session.accountId, { key, page: null });
        return {
          Records: rows.map(cashAccountJson),
          TotalRecords: rows.length,
          Page: 1,
          PerPage: rows.length,
        };
      }
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, {
        key,
        page: { offset, limit: perPage },
      });
      return { Records: rows.map(cashAccountJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.post(
    '/account',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['accounts'],
        body: Type.Object(CashAccountBody),
        response: { 200: WriteAnswer(CashAccountSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        if (await repo.nameTaken(tx, session.accountId, values.name)) throw nameTaken();
        const created = await repo.insert(tx, session.accountId, values);
        await recordAudit(tx, actorOf(session), {
          table: 'cash_accounts',
          action: 'insert',
          recordId: created.id,
          after: created,
        });
        return (await repo.withBalance(tx, session.accountId, created.id))!;
      });
      return { description: 'Kasa / banka hesabı eklendi.', data: cashAccountJson(row) };
    },
  );

  app.put(
    '/account',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['accounts'],
        description: 'Changing the opening balance moves the live balance by the same amount.',
        body: Type.Object({ id: Id, ...CashAccountBody }),
        response: { 200: WriteAnswer(CashAccountSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFound('Kasa bulunamadı.');
        if (await repo.nameTaken(tx, session.accountId, values.name, before.id)) throw nameTaken();
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'cash_accounts',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return (await repo.withBalance(tx, session.accountId, before.id))!;
      });
      return { description: 'Kasa / banka hesabı güncellendi.', data: cashAccountJson(row) };
    },
  );

  app.delete(
    '/account',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['accounts'],
        description: 'Refused once any money moved through the account (its history needs it).',
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFound('Kasa bulunamadı.');
        const uses = await repo.usage(tx, session.accountId, before.id);
        if (uses > 0) {
          throw conflict(
            `Bu hesapta ${uses} para hareketi (tahsilat, avans vb.) kayıtlı; silinemez. Hareketleri geçmişte görünmeye devam etsin diye hesap korunur.`,
          );
        }
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'cash_accounts',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Kasa / banka hesabı silindi.' };
    },
  );
}
