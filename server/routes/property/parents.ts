import { Type } from 'typebox';
import { isValidTckn } from '../../../common/tckn';
import { badRequest, fieldError, notFound } from '../../errors';
import { optionalPhone } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type Parent, type ParentValues, parentsRepository as repo } from '../../repositories/parents';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  ListAnswer,
  Message,
  Nullable,
  NullableBoolean,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit, recordAuditBatch } from '../../services/audit';
import { residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';

export const ParentSchema = Type.Object({
  id: Type.Integer(),
  resident_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  /** T.C. Kimlik No as an integer. */
  national_id: Nullable(Type.Integer()),
  phone: Nullable(Type.String()),
  /** Free text: eşi, oğlu, annesi … */
  relation: Nullable(Type.String()),
  /** Lives in the resident's apartment (counted per person in debt splits). */
  lives_in: Type.Boolean(),
});

export const parentJson = (p: Parent) => ({
  id: p.id,
  resident_id: p.residentId,
  name: p.name,
  surname: p.surname,
  national_id: p.nationalId === null ? null : Number(p.nationalId),
  phone: p.phone,
  relation: p.relation,
  lives_in: p.livesIn,
});

const ParentFields = {
  name: Text(60),
  surname: Text(60),
  national_id: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99999999999 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  relation: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  lives_in: Type.Optional(NullableBoolean),
};
type ParentInput = {
  name: string;
  surname: string;
  national_id?: number | null;
  phone?: string | null;
  relation?: string | null;
  lives_in?: boolean | null;
};
const area = 'resident_and_apartments' as const;
const notFoundParent = () => notFound('Yakın kaydı bulunamadı.');

/** Checks one relative; `prefix` names the field inside a bulk body ("parents.2."). */
function valuesOf(input: ParentInput, prefix = ''): ParentValues {
  refuseBlank(input, ['name', 'surname']);
  const nationalId = input.national_id ? String(input.national_id) : null;
  if (nationalId && !isValidTckn(nationalId)) {
    throw fieldError(`${prefix}national_id`, 'Geçerli bir T.C. kimlik numarası giriniz.');
  }
  return {
    name: input.name.trim(),
    surname: input.surname.trim(),
    nationalId,
    phone: optionalPhone(input.phone, `${prefix}phone`),
    relation: input.relation?.trim() || null,
    // Most relatives a manager records live in the flat; issue 4 counts them per person.
    livesIn: input.lives_in ?? true,
  };
}

/** Residents' relatives (yakınlar: parents, spouses, children): SPEC.md section 7. */
export default async function parentRoutes(app: App) {
  app.get(
    '/resident/parents',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ resident_id: Id }),
        response: { 200: ListAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const resident = await residentOf(app.db, session.accountId, request.query.resident_id);
      return allRecords((await repo.listOf(app.db, session.accountId, resident.id)).map(parentJson));
    },
  );

  app.get(
    '/resident/parent',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const parent = await repo.find(app.db, sessionOf(request).accountId, request.query.id);
      if (!parent) throw notFoundParent();
      return { description: '', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parent',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ resident_id: Id, ...ParentFields }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const parent = await app.db.transaction(async (tx) => {
        const resident = await residentOf(tx, session.accountId, request.body.resident_id);
        const [row] = await repo.insertMany(tx, session.accountId, resident.id, [values]);
        await recordAudit(tx, actorOf(session), {
          table: 'resident_parents',
          action: 'insert',
          recordId: row!.id,
          after: row,
        });
        return row!;
      });
      return { description: 'Yakın eklendi.', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parents',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['residents'],
        description: 'Adds several relatives of one resident at once: all of them or, on any problem, none.',
        body: Type.Object({
          resident_id: Id,
          parents: Type.Array(Type.Object(ParentFields), { minItems: 1, maxItems: 50 }),
        }),
        response: { 200: WriteAnswer(Type.Array(ParentSchema)), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = request.body.parents.map((parent, index) => valuesOf(parent, `parents.${index}.`));
      const parents = await app.db.transaction(async (tx) => {
        const resident = await residentOf(tx, session.accountId, request.body.resident_id);
        const rows = await repo.insertMany(tx, session.accountId, resident.id, values);
        await recordAuditBatch(
          tx,
          actorOf(session),
          rows.map((row) => ({ table: 'resident_parents', action: 'insert', recordId: row.id, after: row })),
        );
        return rows;
      });
      return { description: `${parents.length} yakın eklendi.`, data: parents.map(parentJson) };
    },
  );

  app.put(
    '/resident/parent',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['residents'],
        description:
          'resident_id, when sent, must be the current one: a relative is not moved between residents.',
        body: Type.Object({ id: Id, resident_id: Type.Optional(Nullable(Id)), ...ParentFields }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const parent = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundParent();
        if (request.body.resident_id && request.body.resident_id !== before.residentId) {
          throw badRequest('Yakın kaydı başka bir sakine taşınamaz.', {
            resident_id: 'Yakın kaydı başka bir sakine taşınamaz.',
          });
        }
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'resident_parents',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Yakın güncellendi.', data: parentJson(parent) };
    },
  );

  app.delete(
    '/resident/parent',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundParent();
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'resident_parents',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Yakın silindi.' };
    },
  );
}
