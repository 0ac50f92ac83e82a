import { Type } from 'typebox';
import { type PlatformAuditEntry, platformAuditRepository } from '../../repositories/platform/platformAudit';
import { filterId, filterText, simpleRestReads } from '../../schemas/platform/simpleRest';
import type { App } from '../../schemas/shared/http';

const Entry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operator_id: Type.Union([Type.Integer(), Type.Null()]),
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

/**
 * The platform's audit log: what operators did in accounts (support sessions, answers, orders) and to the platform
 * (packages), newest first.
 */
export default async function platformAuditRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'audit-log',
    item: Entry,
    sortable: ['at'],
    toJson: entryJson,
    list: (query) =>
      platformAuditRepository.list(
        app.db,
        {
          operatorId: filterId(query.filter, 'operator_id'),
          accountId: filterId(query.filter, 'account_id'),
          table: filterText(query.filter, 'table'),
        },
        query.page,
      ),
  });
}
