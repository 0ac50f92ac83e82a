import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import type { VacationRecord } from '../../repositories/staff/vacations';
import { vacationsRepository } from '../../repositories/staff/vacations';
import { type App, DmyInput, Id, Message, Nullable, PageQuery, WriteAnswer } from '../../schemas/shared/http';
import { dmy } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { vacationValues, vacationWrites } from '../../services/staff/vacations';

const area = 'personnel_operations' as const;
const tag = 'staff';

const VacationSchema = Type.Object({
  id: Type.Integer(),
  vacation_id: Type.Integer(),
  staff_id: Type.Integer(),
  staff_name: Type.String(),
  leave_type_id: Type.Integer(),
  leave_type: Type.String(),
  paid: Type.Boolean(),
  counts_against_annual: Type.Boolean(),
  start_date: Type.String(),
  end_date: Type.String(),
  /** Weekends and public holidays excluded (server/domain/holidays.ts). */
  working_days: Type.Integer(),
  note: Nullable(Type.String()),
});

const VacationFields = {
  staff_id: Id,
  leave_type_id: Id,
  start_date: DmyInput,
  end_date: DmyInput,
  note: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
};

const vacationJson = (v: VacationRecord) => ({
  id: v.id,
  vacation_id: v.id,
  staff_id: v.staffId,
  staff_name: v.staffName,
  leave_type_id: v.leaveTypeId,
  leave_type: v.leaveTypeName,
  paid: v.paid,
  counts_against_annual: v.countsAgainstAnnual,
  start_date: dmy(v.startDate),
  end_date: dmy(v.endDate),
  working_days: v.workingDays,
  note: v.note,
});

const texts = { created: 'İzin kaydedildi.', updated: 'İzin güncellendi.', removed: 'İzin silindi.' };

/** Staff leave: GET /vacations?page[&staff_id], GET /vacation/:id, POST, PUT /vacation, DELETE /vacation {vacation_id}. */
export default async function vacationRoutes(app: App) {
  listRoute(app, {
    path: '/vacations',
    access: { area, action: 'list' },
    tag,
    description: 'Leave records, latest first; of one staff member with staff_id.',
    query: { ...PageQuery, staff_id: Type.Optional(Nullable(Id)) },
    item: VacationSchema,
    read: (db, session, { query, page }) =>
      vacationsRepository.listRecords(db, session.accountId, { staffId: query.staff_id }, page),
    json: vacationJson,
  });

  app.get(
    '/vacation/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: Type.Object({ id: Id }) },
      WriteAnswer(VacationSchema),
    ),
    async (request) => {
      const row = await vacationsRepository.findRecord(
        app.db,
        sessionOf(request).accountId,
        request.params.id,
      );
      return { description: '', data: vacationJson(row) };
    },
  );

  app.post(
    '/vacation',
    routeOptions(
      { area, action: 'create' },
      tag,
      { body: Type.Object(VacationFields) },
      WriteAnswer(VacationSchema),
    ),
    async (request) => {
      const row = await vacationWrites.create(app.db, sessionOf(request), vacationValues(request.body));
      return { description: texts.created, data: vacationJson(row) };
    },
  );

  app.put(
    '/vacation',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { body: Type.Object({ vacation_id: Id, ...VacationFields }) },
      WriteAnswer(VacationSchema),
    ),
    async (request) => {
      const values = vacationValues(request.body);
      const row = await vacationWrites.update(app.db, sessionOf(request), request.body.vacation_id, values);
      return { description: texts.updated, data: vacationJson(row) };
    },
  );

  app.delete(
    '/vacation',
    routeOptions({ area, action: 'delete' }, tag, { body: Type.Object({ vacation_id: Id }) }, Message),
    async (request) => {
      await vacationWrites.remove(app.db, sessionOf(request), request.body.vacation_id);
      return { description: texts.removed };
    },
  );
}
