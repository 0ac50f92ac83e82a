import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { smsMessageOrFail } from '../../domain/smsMessage';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { plainRepository } from '../../repositories/shared/plainRepository';
import {
  type App,
  Id,
  KeyQuery,
  Message,
  PageQuery,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { IdQuery, idOf, OptionalIdBody } from '../../schemas/shared/specForms';
import { actorOf } from '../../services/shared/sessions';

const area = 'sms' as const;
const tag = 'sms';

const repo = plainRepository('smsTemplates', {
  notFound: 'SMS şablonu bulunamadı.',
  search: ['name'],
  orderBy: ['name'],
  uniqueName: { column: 'name', taken: 'Bu adla bir SMS şablonu zaten var. Başka bir ad yazın.' },
});

type Template = typeof repo.table.$inferSelect;

/** 1 general, 2 debt reminder, 3 birthday, 4 payment receipt, 5 announcement (common/smsFields.ts). */
const TemplateType = Type.Integer({ minimum: 1, maximum: 5 });

const TemplateSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  sms_template_type: Type.Integer(),
  message: Type.String(),
  /** İYS: a commercial message reaches only residents who consented. */
  commercial: Type.Boolean(),
});

const TemplateBody = Type.Object({
  name: Text(100),
  sms_template_type: TemplateType,
  message: Text(2000),
  /** Left out: false on create, unchanged on update. */
  commercial: Type.Optional(Type.Boolean()),
});

const IdParams = Type.Object({ id: Id });

const templateJson = (t: Template) => ({
  id: t.id,
  name: t.name,
  sms_template_type: t.type,
  message: t.message,
  commercial: t.commercial,
});

function valuesOf(body: { name: string; sms_template_type: number; message: string; commercial?: boolean }) {
  refuseBlank(body, ['name', 'message']);
  return {
    name: body.name.trim(),
    type: body.sms_template_type,
    message: smsMessageOrFail(body.message),
    commercial: body.commercial,
  };
}

/** SMS templates (docs/sms.md "Templates"): the texts with merge fields the compose page starts from. */
export default async function smsTemplateRoutes(app: App) {
  listRoute(app, {
    path: '/sms/templates',
    access: { area, action: 'list' },
    tag,
    query: { ...PageQuery, name: KeyQuery },
    keyField: 'name',
    item: TemplateSchema,
    read: (db, session, { key, page }) => repo.list(db, session.accountId, { key, page }),
    json: templateJson,
  });

  async function show(accountId: number, id: number) {
    return { description: '', data: templateJson(await repo.findOrFail(app.db, accountId, id)) };
  }
  async function update(request: FastifyRequest, id: number, body: Static<typeof TemplateBody>) {
    const session = sessionOf(request);
    const template = await repo.update(app.db, session.accountId, actorOf(session), id, valuesOf(body));
    return { description: 'SMS şablonu güncellendi.', data: templateJson(template) };
  }
  async function remove(request: FastifyRequest, id: number) {
    const session = sessionOf(request);
    await repo.remove(app.db, session.accountId, actorOf(session), id);
    return { description: 'SMS şablonu silindi.' };
  }

  app.get(
    '/sms/template/:id',
    routeOptions({ area, action: 'show' }, tag, { params: IdParams }, WriteAnswer(TemplateSchema)),
    async (request) => show(sessionOf(request).accountId, request.params.id),
  );
  // The specification's form: the id in the query.
  app.get(
    '/sms/template',
    routeOptions({ area, action: 'show' }, tag, { querystring: IdQuery }, WriteAnswer(TemplateSchema)),
    async (request) => show(sessionOf(request).accountId, idOf(request)),
  );

  // The specification writes both the singular and the plural path.
  for (const path of ['/sms/template', '/sms/templates']) {
    app.post(
      path,
      routeOptions({ area, action: 'create' }, tag, { body: TemplateBody }, WriteAnswer(TemplateSchema)),
      async (request) => {
        const session = sessionOf(request);
        const values = valuesOf(request.body);
        const template = await repo.insert(app.db, session.accountId, actorOf(session), values);
        return { description: 'SMS şablonu eklendi.', data: templateJson(template) };
      },
    );
    app.put(
      path,
      routeOptions(
        { area, action: 'edit' },
        tag,
        { body: Type.Object({ id: Id, ...TemplateBody.properties }) },
        WriteAnswer(TemplateSchema),
      ),
      async (request) => update(request, request.body.id, request.body),
    );
    app.delete(
      path,
      routeOptions({ area, action: 'delete' }, tag, { querystring: IdQuery, body: OptionalIdBody }, Message),
      async (request) => remove(request, idOf(request)),
    );
  }

  app.put(
    '/sms/template/:id',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { params: IdParams, body: TemplateBody },
      WriteAnswer(TemplateSchema),
    ),
    async (request) => update(request, request.params.id, request.body),
  );

  app.delete(
    '/sms/template/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: IdParams }, Message),
    async (request) => remove(request, request.params.id),
  );
}
