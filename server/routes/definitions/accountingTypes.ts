import { Type } from 'typebox';
import { conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import {
  type AccountingKind,
  type AccountingType,
  accountingTypesRepository as repo,
} from '../../repositories/accountingTypes';
import { ACCOUNTING_TYPE_PICKER_ACCESS } from '../../schemas/access';
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
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { actorOf } from '../../services/sessions';

const AccountingTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 income (gelir), 2 expense (gider). */
  type: Type.Integer(),
});
const Kind = Type.Integer({ minimum: 1, maximum: 2, description: '1 income (gelir), 2 expense (gider)' });
const AccountingTypeBody = { name: Text(100), type: Kind };
const area = 'definitions' as const;

const toJson = (t: AccountingType) => ({ id: t.id, name: t.name, type: t.type });
const notFoundType = () => notFound('Gelir / gider türü bulunamadı.');
const nameTaken = () => {
  const message = 'Bu isimde bir tür zaten var.';
  return conflict(message, { name: message });
};

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
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const query = {
        type: request.query.type as AccountingKind | null | undefined,
        key: request.query.key?.trim() || null,
      };
      if (request.query.is_print) {
        const { rows } = await repo.list(app.db, session.accountId, { ...query, page: null });
        return allRecords(rows.map(toJson));
      }
      const { rows, total } = await repo.list(app.db, session.accountId, {
        ...query,
        page: { offset, limit: perPage },
      });
      return { Records: rows.map(toJson), TotalRecords: total, Page: page, PerPage: perPage };
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
      const session = sessionOf(request);
      refuseBlank(request.body, ['name']);
      const values = { name: request.body.name.trim(), type: request.body.type as AccountingKind };
      const row = await app.db.transaction(async (tx) => {
        if (await repo.nameTaken(tx, session.accountId, values)) throw nameTaken();
        const created = await repo.insert(tx, session.accountId, values);
        await recordAudit(tx, actorOf(session), {
          table: 'accounting_types',
          action: 'insert',
          recordId: created.id,
          after: created,
        });
        return created;
      });
      return { description: 'Tür eklendi.', data: toJson(row) };
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
      const session = sessionOf(request);
      refuseBlank(request.body, ['name']);
      const values = { name: request.body.name.trim(), type: request.body.type as AccountingKind };
      const row = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundType();
        if (await repo.nameTaken(tx, session.accountId, values, before.id)) throw nameTaken();
        // Exemptions only make sense for income types; switching a used type to expense would break them.
        if (values.type !== before.type && (await repo.usage(tx, session.accountId, before.id)) > 0) {
          throw conflict('Kullanımda olan bir türün gelir / gider tipi değiştirilemez.', {
            type: 'Bu tür kullanımda.',
          });
        }
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'accounting_types',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Tür güncellendi.', data: toJson(row) };
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
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundType();
        const uses = await repo.usage(tx, session.accountId, before.id);
        if (uses > 0) {
          throw conflict(
            `Bu tür ${uses} kayıtta kullanılıyor (borçlar, tahsilatlar, aidat görevleri veya muafiyetler); silinemez.`,
          );
        }
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'accounting_types',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Tür silindi.' };
    },
  );
}
