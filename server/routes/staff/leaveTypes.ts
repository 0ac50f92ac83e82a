import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import type { LeaveType } from '../../repositories/staff/leaveTypes';
import { leaveTypesRepository } from '../../repositories/staff/leaveTypes';
import { type App, Id, KeyQuery, PageQuery, Text, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { leaveTypeReads, leaveTypeValues, leaveTypeWrites } from '../../services/staff/leaveTypes';

const area = 'personnel_operations' as const;
const tag = 'staff';

const LeaveTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  paid: Type.Boolean(),
  /** Counted against the annual entitlement (yıllık izinden düşer). */
  counts_against_annual: Type.Boolean(),
});

const LeaveTypeFields = {
  name: Text(80),
  paid: Type.Boolean(),
  counts_against_annual: Type.Boolean(),
};

const leaveTypeJson = (t: LeaveType) => ({
  id: t.id,
  name: t.name,
  paid: t.paid,
  counts_against_annual: t.countsAgainstAnnual,
});

/**
 * Personel izinleri (the API's "staff permissions"), read as leave types: GET /staff/permissions, GET
 * /staff/permissions/:id, POST/PUT/DELETE /staff/permissions. The first list of an account adds the starter types.
 */
export default async function leaveTypeRoutes(app: App) {
  listRoute(app, {
    path: '/staff/permissions',
    access: { area, action: 'list' },
    tag,
    description: 'The leave types, by name; an account without any gets the starter types first.',
    query: { ...PageQuery, key: KeyQuery },
    keyField: 'key',
    item: LeaveTypeSchema,
    read: (db, session, { key, page }) => leaveTypeReads.list(db, session, { key, page }),
    json: leaveTypeJson,
  });

  app.get(
    '/staff/permissions/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: Type.Object({ id: Id }) },
      WriteAnswer(LeaveTypeSchema),
    ),
    async (request) => {
      const type = await leaveTypesRepository.findOrFail(
        app.db,
        sessionOf(request).accountId,
        request.params.id,
      );
      return { description: '', data: leaveTypeJson(type) };
    },
  );

  plainWriteRoutes(app, {
    path: '/staff/permissions',
    area,
    tag,
    fields: LeaveTypeFields,
    values: leaveTypeValues,
    writes: leaveTypeWrites,
    answer: LeaveTypeSchema,
    json: leaveTypeJson,
    texts: {
      created: 'İzin türü eklendi.',
      updated: 'İzin türü güncellendi.',
      removed: 'İzin türü silindi.',
    },
  });
}
