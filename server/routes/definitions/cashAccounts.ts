import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { cashAccountsRepository as repo } from '../../repositories/definitions/cashAccounts';
import { CashAccountBody, CashAccountSchema, cashAccountJson } from '../../schemas/shared/definitions';
import { type App, KeyQuery, OptionalPageQuery } from '../../schemas/shared/http';
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
  listRoute(app, {
    path: '/accounts',
    access: CASH_ACCOUNT_READERS,
    tag: 'accounts',
    description:
      'Cash and bank accounts with their live balance. With ?page a page, without it every account (lookup); ' +
      'key searches the name. Needs show_definitions or show_accounting.',
    query: { ...OptionalPageQuery, key: KeyQuery },
    keyField: 'key',
    whole: (query) => !query.page,
    item: CashAccountSchema,
    read: (db, session, { key, page, whole }) =>
      repo.list(db, session.accountId, { key, page: whole ? null : page }),
    json: cashAccountJson,
  });

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
