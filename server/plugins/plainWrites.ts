import { type Static, type TObject, type TProperties, type TSchema, Type } from 'typebox';
import type { Area } from '../../common/permissions';
import type { Db } from '../db';
import { type App, Id, Message, WriteAnswer } from '../schemas/shared/http';
import { routeOptions } from '../schemas/shared/routeOptions';
import type { Session } from '../services/shared/sessions';
import { sessionOf } from './auth';

/** The audited writes of a plain resource, each in its own transaction with its rules (see services/). */
export interface PlainResourceWrites<Values, Row> {
  create(db: Db, session: Session, values: Values): Promise<Row>;
  update(db: Db, session: Session, id: number, values: Values): Promise<Row>;
  remove(db: Db, session: Session, id: number): Promise<unknown>;
}

export interface PlainResource<Fields extends TProperties, Answer extends TSchema, Values, Row> {
  /** One path for POST {fields}, PUT {id, fields} and DELETE {id}. */
  path: string;
  area: Area;
  tag: string;
  fields: Fields;
  /** The body's fields read into stored values (trimmed, parsed); refuses with a Turkish field error. */
  values: (body: Static<TObject<Fields>>) => Values;
  writes: PlainResourceWrites<Values, Row>;
  answer: Answer;
  json: (row: Row) => Static<Answer>;
  /** The answers' description: "… eklendi.", "… güncellendi.", "… silindi." */
  texts: { created: string; updated: string; removed: string };
  /** A money record: its three writes honour `Idempotency-Key` (plugins/idempotency.ts). */
  idempotent?: boolean;
}

/**
 * The create, update and delete routes of a plain resource (the API's POST/PUT/DELETE on one path),
 * each with its declared access in the resource's area. Lists and lookups stay in the route file: they differ.
 */
export function plainWriteRoutes<Fields extends TProperties, Answer extends TSchema, Values, Row>(
  app: App,
  resource: PlainResource<Fields, Answer, Values, Row>,
): void {
  const { path, area, tag, writes, texts } = resource;
  type Body = Static<TObject<Fields>>;
  // The schemas below validate each request; inside, the body is read through the caller's typed `values`.
  const body: TSchema = Type.Object(resource.fields);
  const withId: TSchema = Type.Object({ id: Id, ...resource.fields });
  const idOnly: TSchema = Type.Object({ id: Id });
  const answer: TSchema = WriteAnswer(resource.answer);
  const effect = resource.idempotent ? { idempotent: true } : {};

  app.post(path, routeOptions({ area, action: 'create' }, tag, { body }, answer, effect), async (request) => {
    const row = await writes.create(app.db, sessionOf(request), resource.values(request.body as Body));
    return { description: texts.created, data: resource.json(row) };
  });

  app.put(
    path,
    routeOptions({ area, action: 'edit' }, tag, { body: withId }, answer, effect),
    async (request) => {
      const { id } = request.body as { id: number };
      const row = await writes.update(app.db, sessionOf(request), id, resource.values(request.body as Body));
      return { description: texts.updated, data: resource.json(row) };
    },
  );

  app.delete(
    path,
    routeOptions({ area, action: 'delete' }, tag, { body: idOnly }, Message, effect),
    async (request) => {
      await writes.remove(app.db, sessionOf(request), (request.body as { id: number }).id);
      return { description: texts.removed };
    },
  );
}
