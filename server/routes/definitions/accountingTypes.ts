import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { accountingTypesRepository as repo } from '../../repositories/accountingTypes';
import { ACCOUNTING_TYPE_PICKER_ACCESS } from '../../schemas/access';
import {
  AccountingTypeBody,
  AccountingTypeSchema,
  accountingTypeJson,
  AccountingKind as Kind,
} from '../../schemas/definitions';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { accountingTypeValues, accountingTypeWrites as writes } from '../../services/definitions';

const area = 'definitions' as const;

/** Accounting types (borç / gelir-gider türleri): SPEC.md section 7 "Definitions". */
export default async function accountingTypeRoutes(app: App) {
  app.get(
    '/accounting/types',
    {
      config: { access: ACCOUNTING_TYPE_PICKER_ACCESS },
      schema: {
        tags: ['definitions'],
        description: 'Paged list; with is_print=true every matching row on one page.',
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Optional(Nullable(Kind)),
          key: KeyQuery,
          is_print: Type.Optional(Type.Boolean()),
        }),
        response: { 200: ListAnswer(AccountingTypeSchema), ...authErrors },
      },
    },
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

  app.post(
    '/accounting/type',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object(AccountingTypeBody),
        response: { 200: WriteAnswer(AccountingTypeSchema), ...authErrors },
      },
    },
    async (request) => {
      const row = await writes.create(app.db, sessionOf(request), accountingTypeValues(request.body));
      return { description: 'Tür eklendi.', data: accountingTypeJson(row) };
    },
  );

  app.put(
    '/accounting/type',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object({ id: Id, ...AccountingTypeBody }),
        response: { 200: WriteAnswer(AccountingTypeSchema), ...authErrors },
      },
    },
    async (request) => {
      const values = accountingTypeValues(request.body);
      const row = await writes.update(app.db, sessionOf(request), request.body.id, values);
      return { description: 'Tür güncellendi.', data: accountingTypeJson(row) };
    },
  );

  app.delete(
    '/accounting/type',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await writes.remove(app.db, sessionOf(request), request.body.id);
      return { description: 'Tür silindi.' };
    },
  );
}
