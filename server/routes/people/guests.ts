import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { MESSAGES } from '../../../common/messages';
import { formatIstanbulMinute } from '../../domain/smsSchedule';
import { parseVisitTime, visitDayRange } from '../../domain/visitTimes';
import { fieldError } from '../../errors';
import { dateOr, optionalPhone } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type GuestRecord, guestsRepository } from '../../repositories/people/guests';
import {
  type App,
  DmyInput,
  Id,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { IdQuery, idOf, OptionalIdBody } from '../../schemas/shared/specForms';
import { type GuestValues, guestWrites } from '../../services/people/guests';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;
const tag = 'guests';

const GuestSchema = Type.Object({
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  /** "A Blok - 12" */
  apartment: Type.String(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  plate: Nullable(Type.String()),
  /** Istanbul time, DD.MM.YYYY HH:mm. */
  arrived_at: Type.String(),
  left_at: Nullable(Type.String()),
  note: Nullable(Type.String()),
});

const GuestListAnswer = Type.Object({
  description: Type.String(),
  ...ListAnswer(GuestSchema).properties,
});

const GuestBody = Type.Object({
  apartment_id: Id,
  /** Empty when the visit is written with the specification's fields only. */
  name: Type.Optional(Type.String({ maxLength: 120 })),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  plate: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  /** Now when left out. */
  arrived_at: Type.Optional(Type.String({ maxLength: 16 })),
  left_at: Type.Optional(Nullable(Type.String({ maxLength: 16 }))),
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  // The guest of the specification (the list's filters) is sent whole by its client: read, not stored.
  start_date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  end_date: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })),
});

const IdParams = Type.Object({ id: Id });

const guestJson = (g: GuestRecord) => ({
  id: g.id,
  apartment_id: g.apartmentId,
  apartment: `${g.buildingName} ${g.identifier}`,
  name: g.name,
  phone: g.phone,
  plate: g.plate,
  arrived_at: formatIstanbulMinute(g.arrivedAt),
  left_at: g.leftAt ? formatIstanbulMinute(g.leftAt) : null,
  note: g.note,
});

function timeOrFail(text: string, field: string): Date {
  const time = parseVisitTime(text);
  if (!time) throw fieldError(field, 'Geçerli bir tarih ve saat giriniz (GG.AA.YYYY SS:DD).');
  return time;
}

function valuesOf(body: Static<typeof GuestBody>): GuestValues {
  // Plates use the Latin letters only: a typed 'i' is the plate's 'I', not the Turkish 'İ'.
  const plate = body.plate?.trim().replace(/\s+/g, ' ').toUpperCase();
  return {
    apartmentId: body.apartment_id,
    name: body.name?.trim() ?? '',
    phone: optionalPhone(body.phone),
    plate: plate || null,
    arrivedAt: body.arrived_at?.trim() ? timeOrFail(body.arrived_at, 'arrived_at') : new Date(),
    leftAt: body.left_at?.trim() ? timeOrFail(body.left_at, 'left_at') : null,
    note: body.note?.trim() || null,
  };
}

/**
 * Guests (ziyaretçiler): who visited which flat, and when they came and left. docs/domain.md, "Tickets, announcements
 * and the other features".
 */
export default async function guestRoutes(app: App) {
  app.get(
    '/guests',
    routeOptions(
      { area, action: 'list' },
      tag,
      {
        querystring: Type.Object({
          ...PageQuery,
          start_date: Type.Optional(Nullable(DmyInput)),
          end_date: Type.Optional(Nullable(DmyInput)),
          apartment_id: Type.Optional(Nullable(Id)),
          /** Always 1 (docs/domain.md, "Limits and constants"): guests are one kind. */
          type: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })),
        }),
      },
      GuestListAnswer,
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { from, before } = visitDayRange(
        dateOr(request.query.start_date, 'start_date', '') || null,
        dateOr(request.query.end_date, 'end_date', '') || null,
      );
      const { rows, total } = await guestsRepository.listRecords(
        app.db,
        sessionOf(request).accountId,
        { apartmentId: request.query.apartment_id, from, before },
        { offset, limit: perPage },
      );
      return {
        // The guest list's two answers (docs/domain.md, "Fixed texts").
        description: total === 0 ? MESSAGES.noVisitsForApartment : MESSAGES.visitsListed,
        ...pageAnswer(rows.map(guestJson), total, { page, perPage }),
      };
    },
  );

  const show = async (request: FastifyRequest, id: number) => {
    const guest = await guestsRepository.findRecord(app.db, sessionOf(request).accountId, id);
    return { description: '', data: guestJson(guest) };
  };
  const create = async (request: FastifyRequest, body: Static<typeof GuestBody>) => {
    const guest = await guestWrites.create(app.db, sessionOf(request), valuesOf(body));
    return { description: 'Ziyaret eklendi.', data: guestJson(guest) };
  };
  const update = async (request: FastifyRequest, id: number, body: Static<typeof GuestBody>) => {
    const guest = await guestWrites.update(app.db, sessionOf(request), id, valuesOf(body));
    return { description: 'Ziyaret güncellendi.', data: guestJson(guest) };
  };
  const remove = async (request: FastifyRequest, id: number) => {
    const session = sessionOf(request);
    await guestsRepository.remove(app.db, session.accountId, actorOf(session), id);
    return { description: 'Ziyaret silindi.' };
  };
  const one = WriteAnswer(GuestSchema);

  app.get(
    '/guest/:id',
    routeOptions({ area, action: 'show' }, tag, { params: IdParams }, one),
    async (request) => show(request, request.params.id),
  );
  app.post(
    '/guest',
    routeOptions({ area, action: 'create' }, tag, { body: GuestBody }, one),
    async (request) => create(request, request.body),
  );
  app.put(
    '/guest/:id',
    routeOptions({ area, action: 'edit' }, tag, { params: IdParams, body: GuestBody }, one),
    async (request) => update(request, request.params.id, request.body),
  );

  // The specification's forms: the id in the query or the body, and writes on the plural path too.
  app.get(
    '/guest',
    routeOptions({ area, action: 'show' }, tag, { querystring: IdQuery }, one),
    async (request) => show(request, idOf(request)),
  );
  app.post(
    '/guests',
    routeOptions({ area, action: 'create' }, tag, { body: GuestBody }, one),
    async (request) => create(request, request.body),
  );
  for (const path of ['/guest', '/guests']) {
    app.put(
      path,
      routeOptions(
        { area, action: 'edit' },
        tag,
        { body: Type.Object({ id: Id, ...GuestBody.properties }) },
        one,
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
    '/guest/:id/departure',
    routeOptions({ area, action: 'edit' }, tag, { params: IdParams }, WriteAnswer(GuestSchema)),
    async (request) => {
      const guest = await guestWrites.leaveNow(app.db, sessionOf(request), request.params.id);
      return { description: 'Ziyaretçinin çıkışı kaydedildi.', data: guestJson(guest) };
    },
  );

  app.delete(
    '/guest/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: IdParams }, Message),
    async (request) => remove(request, request.params.id),
  );
}
