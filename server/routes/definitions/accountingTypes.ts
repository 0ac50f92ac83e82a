import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { accountingTypesRepository as repo } from '../../repositories/definitions/accountingTypes';
import { ACCOUNTING_TYPE_PICKER_ACCESS } from '../../schemas/shared/access';
import {
  AccountingTypeBody,
  AccountingTypeSchema,
  accountingTypeJson,
  AccountingKind as Kind,
} from '../../schemas/shared/definitions';
import {
  type App,
  allRecords,
  KeyQuery,
  ListAnswer,
  Nullable,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { accountingTypeValues, accountingTypeWrites as writes } from '../../services/definitions/definitions';

const area = 'definitions' as const;

/** Accounting types (borç / gelir-gider türleri): the API section "Definitions". */
export default async function accountingTypeRoutes(app: App) {
  app.get(
    '/accounting/types',
    routeOptions(
      ACCOUNTING_TYPE_PICKER_ACCESS,
      'definitions',
      {
        description: 'Paged list; with is_print=true every matching row on one page.',
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Optional(Nullable(Kind)),
          key: KeyQuery,
          is_print: Type.Optional(Type.Boolean()),
        }),
      },
      ListAnswer(AccountingTypeSchema),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const print = Boolean(request.query.is_print);
      const { rows, total } = await repo.list(app.db, sessionOf(request).accountId, {
        key: request.query.key?.trim() || null,
        kind: request.query.type,
        page: print ? null : { offset, limit: perPage },
      });
      const records = rows.map(accountingTypeJson);
      return print
        ? allRecords(records)
        : { Records: records, TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

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
