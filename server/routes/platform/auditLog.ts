import { Type } from 'typebox';
import { type PlatformAuditEntry, platformAuditRepository } from '../../repositories/platformAudit';
import type { App } from '../../schemas/http';
import { routeOptions } from '../../schemas/routeOptions';
import {
  filterId,
  filterText,
  readSimpleRest,
  SimpleRestList,
  SimpleRestQuery,
  sendRange,
} from '../../schemas/simpleRest';

const Entry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operator_id: Type.Integer(),
  operator_name: Type.Union([Type.String(), Type.Null()]),
  account_id: Type.Union([Type.Integer(), Type.Null()]),
  assoc_name: Type.Union([Type.String(), Type.Null()]),
  table: Type.String(),
  action: Type.Union([Type.Literal('insert'), Type.Literal('update'), Type.Literal('delete')]),
  record_id: Type.Union([Type.String(), Type.Null()]),
});

const entryJson = (row: PlatformAuditEntry) => ({
  id: row.id,
  at: row.at.toISOString(),
  operator_id: row.operatorId,
  operator_name: row.operatorName,
  account_id: row.accountId,
  assoc_name: row.assocName,
  table: row.tableName,
  action: row.action,
  record_id: row.recordId,
});

/** The platform's audit log: what operators did (support sessions, answers, orders), newest first. */
export default async function platformAuditRoutes(app: App) {
  app.get(
    '/audit-log',
    routeOptions('operator', 'platform', { querystring: SimpleRestQuery }, SimpleRestList(Entry)),
    async (request, reply) => {
      const query = readSimpleRest(request.query, ['at']);
      const filter = {
        operatorId: filterId(query.filter, 'operator_id'),
        accountId: filterId(query.filter, 'account_id'),
        table: filterText(query.filter, 'table'),
      };
      const { rows, total } = await platformAuditRepository.list(app.db, filter, query.page);
      sendRange(reply, 'audit-log', query.page?.offset ?? 0, rows.length, total);
      return rows.map(entryJson);
    },
  );
}
