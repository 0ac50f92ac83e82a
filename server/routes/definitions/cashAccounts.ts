import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { cashAccountsRepository as repo } from '../../repositories/definitions/cashAccounts';
import { CashAccountBody, CashAccountSchema, cashAccountJson } from '../../schemas/shared/definitions';
import {
  type App,
  allRecords,
  KeyQuery,
  ListAnswer,
  OptionalPageQuery,
  paging,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { cashAccountValues, cashAccountWrites as writes } from '../../services/definitions/definitions';

const area = 'definitions' as const;

/**
 * The cash-account lookup serves the definitions screens and the collection and advance screens alike; declared
 * on the route (not checked in the handler) so the OpenAPI document and the access sweep see the real rule.
 */
const CASH_ACCOUNT_READERS = {
  anyOf: [
    { area: 'definitions', action: 'list' },
    { area: 'accounting', action: 'list' },
  ],
} as const;

/** Kasa and bank accounts (docs/domain.md, "Cash accounts": GET /accounts, POST/PUT/DELETE /account). */
export default async function cashAccountRoutes(app: App) {
  app.get(
    '/accounts',
    routeOptions(
      CASH_ACCOUNT_READERS,
      'accounts',
      {
        description:
          'Cash and bank accounts with their live balance. With ?page a page, without it every account (lookup); ' +
          'key searches the name. Needs show_definitions or show_accounting.',
        querystring: Type.Object({ ...OptionalPageQuery, key: KeyQuery }),
      },
      ListAnswer(CashAccountSchema),
    ),
    async (request) => {
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

  plainWriteRoutes(app, {
    path: '/account',
    area,
    tag: 'accounts',
    fields: CashAccountBody,
    values: cashAccountValues,
    writes,
    answer: CashAccountSchema,
    json: cashAccountJson,
    texts: {
      created: 'Kasa / banka hesabı eklendi.',
      updated: 'Kasa / banka hesabı güncellendi.',
      removed: 'Kasa / banka hesabı silindi.',
    },
  });
}
