import { and, count, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { apartments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { type Building, buildingsRepository as repo } from '../../repositories/buildings';
import { PICKER_ACCESS } from '../../schemas/access';
import {
  type App,
  authErrors,
  Code,
  Id,
  ListAnswer,
  Message,
  PageQuery,
  paging,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { accountOwnerPhone } from '../../services/accountOwner';
import { recordAudit } from '../../services/audit';
import { consumeCode } from '../../services/oneTimeCodes';
import { actorOf } from '../../services/sessions';

const BuildingSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  apartment_limit: Type.Integer(),
});
const BuildingBody = {
  name: Text(100),
  /** How many apartments the block has (informational, an integer). */
  apartment_limit: Type.Integer({ minimum: 0, maximum: 100000 }),
};
const area = 'resident_and_apartments' as const;

const toJson = (b: Building) => ({ id: b.id, name: b.name, apartment_limit: b.apartmentLimit });

export default async function buildingRoutes(app: App) {
  app.get(
    '/building',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['buildings'],
        querystring: Type.Object({
          ...PageQuery,
          key: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
          sort: Type.Optional(
            Type.Union([Type.Literal('id'), Type.Literal('name'), Type.Literal('apartment_limit')]),
          ),
        }),
        response: { 200: ListAnswer(BuildingSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, {
        key: request.query.key?.trim() || null,
        offset,
        limit: perPage,
        sort: request.query.sort,
        order: request.query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
      });
      return { Records: rows.map(toJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.post(
    '/buildings',
    {
      config: { access: PICKER_ACCESS },
      schema: {
        tags: ['buildings'],
        description: 'Lookup list of buildings (id and name), all of them or those matching key.',
        body: Type.Object({
          all: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
          key: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
        }),
        response: {
          200: ListAnswer(Type.Object({ id: Type.Integer(), name: Type.String() })),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const key = request.body.all ? null : request.body.key?.trim() || null;
      const { rows, total } = await repo.list(app.db, session.accountId, { key, offset: 0, limit: 500 });
      return {
        Records: rows.map((b) => ({ id: b.id, name: b.name })),
        TotalRecords: total,
        Page: 1,
        PerPage: 500,
      };
    },
  );

  app.get(
    '/building/:id',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['buildings'],
        params: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(BuildingSchema), ...authErrors },
      },
    },
    async (request) => {
      const building = await repo.find(app.db, sessionOf(request).accountId, request.params.id);
      if (!building) throw notFound('Bina bulunamadı.');
      return { description: '', data: toJson(building) };
    },
  );

  app.post(
    '/building',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['buildings'],
        body: Type.Object(BuildingBody),
        response: { 200: WriteAnswer(BuildingSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const name = request.body.name.trim();
      const building = await app.db.transaction(async (tx) => {
        if (await repo.findByName(tx, session.accountId, name)) {
          throw conflict('Bu isimde bir bina zaten var.', { name: 'Bu isimde bir bina zaten var.' });
        }
        const row = await repo.insert(tx, session.accountId, {
          name,
          apartmentLimit: request.body.apartment_limit,
        });
        await recordAudit(tx, actorOf(session), {
          table: 'buildings',
          action: 'insert',
          recordId: row.id,
          after: row,
        });
        return row;
      });
      return { description: 'Bina eklendi.', data: toJson(building) };
    },
  );

  app.put(
    '/building',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['buildings'],
        body: Type.Object({ id: Id, ...BuildingBody }),
        response: { 200: WriteAnswer(BuildingSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const name = request.body.name.trim();
      const building = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFound('Bina bulunamadı.');
        const sameName = await repo.findByName(tx, session.accountId, name);
        if (sameName && sameName.id !== before.id) {
          throw conflict('Bu isimde bir bina zaten var.', { name: 'Bu isimde bir bina zaten var.' });
        }
        const after = await repo.update(tx, session.accountId, before.id, {
          name,
          apartmentLimit: request.body.apartment_limit,
        });
        await recordAudit(tx, actorOf(session), {
          table: 'buildings',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Bina güncellendi.', data: toJson(building) };
    },
  );

  app.get(
    '/building/delete/request',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['buildings'],
        querystring: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const building = await repo.find(app.db, session.accountId, request.query.id);
      if (!building) throw notFound('Bina bulunamadı.');
      const phone = await accountOwnerPhone(app.db, session.accountId);
      await app.codes.send(
        { purpose: 'delete_building', phone, accountId: session.accountId, targetId: building.id },
        (code) => `${building.name} binasını silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
      );
      return { description: 'Silme onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.delete(
    '/building',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['buildings'],
        body: Type.Object({ id: Id, code: Code }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const building = await repo.find(app.db, session.accountId, request.body.id);
      if (!building) throw notFound('Bina bulunamadı.');
      const phone = await accountOwnerPhone(app.db, session.accountId);
      const codeId = await app.codes.check(
        { purpose: 'delete_building', phone, accountId: session.accountId, targetId: building.id },
        request.body.code,
      );
      await app.db.transaction(async (tx) => {
        const [units] = await tx
          .select({ n: count() })
          .from(apartments)
          .where(and(eq(apartments.accountId, session.accountId), eq(apartments.buildingId, building.id)));
        if ((units?.n ?? 0) > 0) {
          throw new AppError(
            409,
            `Binada ${units!.n} daire kayıtlı. Önce daireleri silmeniz veya taşımanız gerekir.`,
          );
        }
        if (!(await consumeCode(tx, codeId))) throw conflict('Bu kod zaten kullanıldı.');
        await repo.remove(tx, session.accountId, building.id);
        await recordAudit(tx, actorOf(session), {
          table: 'buildings',
          action: 'delete',
          recordId: building.id,
          before: building,
        });
      });
      return { description: 'Bina silindi.' };
    },
  );
}
