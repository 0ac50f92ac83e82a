import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import {
  type App,
  allRecords,
  DecimalInput,
  DmyInput,
  Id,
  KeyQuery,
  ListAnswer,
  Nullable,
  PageQuery,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  type StaffRole,
  type StaffView,
  staffReads,
  staffValues,
  staffWrites,
} from '../../services/staff/staff';

const area = 'personnel_operations' as const;
const tag = 'staff';

const Role = Type.Union([
  Type.Literal('doorman'),
  Type.Literal('cleaner'),
  Type.Literal('gardener'),
  Type.Literal('security'),
  Type.Literal('technician'),
  Type.Literal('manager'),
  Type.Literal('other'),
]);

const StaffSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  /** Building ids of the account. */
  buildings: Type.Array(Type.Integer()),
  building_names: Type.Array(Type.String()),
  start_date: Type.String(),
  national_id: Nullable(Type.String()),
  insurance_no: Nullable(Type.String()),
  role: Role,
  monthly_wage: Money,
  iban: Nullable(Type.String()),
  /** Annual leave of the service year today falls in (working days). */
  service_years: Type.Integer(),
  annual_entitlement: Type.Integer(),
  used_leave: Type.Integer(),
  remaining_leave: Type.Integer(),
});

const StaffFields = {
  name: Text(120),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  buildings: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  start_date: DmyInput,
  national_id: Type.Optional(Nullable(Type.String({ maxLength: 11 }))),
  insurance_no: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  /** Left out: 'other' on a new member, unchanged on an update. */
  role: Type.Optional(Role),
  /** Left out: 0 (not entered yet) on a new member, unchanged on an update. */
  monthly_wage: Type.Optional(DecimalInput),
  iban: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
};

const staffJson = (s: StaffView) => ({
  id: s.id,
  name: s.name,
  phone: s.phone,
  buildings: s.buildingIds,
  building_names: s.buildingNames,
  start_date: dmy(s.startDate),
  national_id: s.nationalId,
  insurance_no: s.insuranceNo,
  role: s.role as StaffRole,
  monthly_wage: money(s.monthlyWage),
  iban: s.iban,
  service_years: s.leave.years,
  annual_entitlement: s.leave.entitlement,
  used_leave: s.leave.used,
  remaining_leave: s.leave.remaining,
});

/** Personel: GET /staffs?page|name, POST /staffs?name (the client's search), GET /staff/:id, POST/PUT/DELETE /staff. */
export default async function staffRoutes(app: App) {
  listRoute(app, {
    path: '/staffs',
    access: { area, action: 'list' },
    tag,
    description: "Staff still employed, by name, with this service year's annual leave.",
    query: { ...PageQuery, name: KeyQuery },
    keyField: 'name',
    item: StaffSchema,
    read: (db, session, { key, page }) => staffReads.list(db, session.accountId, { key, page }),
    json: staffJson,
  });

  app.post(
    '/staffs',
    routeOptions(
      { area, action: 'list' },
      tag,
      {
        description: 'Every staff member matching the name (a lookup).',
        querystring: Type.Object({ name: KeyQuery }),
      },
      ListAnswer(StaffSchema),
      { writes: false },
    ),
    async (request) => {
      const { rows } = await staffReads.list(app.db, sessionOf(request).accountId, {
        key: request.query.name?.trim() || null,
        page: null,
      });
      return allRecords(rows.map(staffJson));
    },
  );

  app.get(
    '/staff/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: Type.Object({ id: Id }) },
      WriteAnswer(StaffSchema),
    ),
    async (request) => ({
      description: '',
      data: staffJson(await staffReads.one(app.db, sessionOf(request).accountId, request.params.id)),
    }),
  );

  plainWriteRoutes(app, {
    path: '/staff',
    area,
    tag,
    fields: StaffFields,
    values: staffValues,
    writes: staffWrites,
    answer: StaffSchema,
    json: staffJson,
    texts: { created: 'Personel eklendi.', updated: 'Personel güncellendi.', removed: 'Personel silindi.' },
  });
}
