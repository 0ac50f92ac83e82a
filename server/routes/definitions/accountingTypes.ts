import { Type } from 'typebox';
import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { accountingTypesRepository as repo } from '../../repositories/definitions/accountingTypes';
import { ACCOUNTING_TYPE_PICKER_ACCESS } from '../../schemas/shared/access';
import {
  AccountingTypeBody,
  AccountingTypeSchema,
  accountingTypeJson,
  AccountingKind as Kind,
} from '../../schemas/shared/definitions';
import { type App, KeyQuery, Nullable, PageQuery } from '../../schemas/shared/http';
import { accountingTypeValues, accountingTypeWrites as writes } from '../../services/definitions/definitions';

const area = 'definitions' as const;

/** Accounting types (borç / gelir-gider türleri): the API section "Definitions". */
export default async function accountingTypeRoutes(app: App) {
  listRoute(app, {
    path: '/accounting/types',
    access: ACCOUNTING_TYPE_PICKER_ACCESS,
    tag: 'definitions',
    description: 'Paged list; with is_print=true every matching row on one page.',
    query: {
      ...PageQuery,
      type: Type.Optional(Nullable(Kind)),
      key: KeyQuery,
      is_print: Type.Optional(Type.Boolean()),
    },
    keyField: 'key',
    whole: (query) => Boolean(query.is_print),
    item: AccountingTypeSchema,
    read: (db, session, { query, key, page, whole }) =>
      repo.list(db, session.accountId, { key, kind: query.type, page: whole ? null : page }),
    json: accountingTypeJson,
  });

  plainWriteRoutes(app, {
    path: '/accounting/type',
    area,
    tag: 'definitions',
    fields: AccountingTypeBody,
    values: accountingTypeValues,
    writes,
    answer: AccountingTypeSchema,
    json: accountingTypeJson,
    texts: { created: 'Tür eklendi.', updated: 'Tür güncellendi.', removed: 'Tür silindi.' },
  });
}
