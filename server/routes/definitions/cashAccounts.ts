import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { forbidden } from '../../errors';
import { deniedMessage, permissionsOf, sessionOf } from '../../plugins/auth';
import { cashAccountsRepository as repo } from '../../repositories/cashAccounts';
import { CashAccountBody, CashAccountSchema, cashAccountJson } from '../../schemas/definitions';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  OptionalPageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { cashAccountValues, cashAccountWrites as writes } from '../../services/definitions';

const area = 'definitions' as const;

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
      const paged = Boolean(request.query.page);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, sessionOf(request).accountId, {
        key: request.query.key?.trim() || null,
        page: paged ? { offset, limit: perPage } : null,
      });
      const records = rows.map(cashAccountJson);
      return paged
        ? { Records: records, TotalRecords: total, Page: page, PerPage: perPage }
        : allRecords(records);
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
      const row = await writes.create(app.db, sessionOf(request), cashAccountValues(request.body));
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
      const values = cashAccountValues(request.body);
      const row = await writes.update(app.db, sessionOf(request), request.body.id, values);
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
      await writes.remove(app.db, sessionOf(request), request.body.id);
      return { description: 'Kasa / banka hesabı silindi.' };
    },
  );
}
