import { Type } from 'typebox';
import { dateOr } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { auditLogRepository } from '../../repositories/session/auditLog';
import {
  type App,
  DmyInput,
  Id,
  ListAnswer,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { systemLogPage } from '../../services/session/systemLogs';

const access = { area: 'settings', action: 'show' } as const;

const Entry = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 UTC; the screen shows it in Istanbul time. */
  at: Type.String(),
  user_id: Nullable(Type.Integer()),
  /** Name and surname; null when a platform operator (`by_operator`) or the system made the change. */
  user_name: Nullable(Type.String()),
  by_operator: Type.Boolean(),
  table: Type.String(),
  action: Type.Union([Type.Literal('insert'), Type.Literal('update'), Type.Literal('delete')]),
  record_id: Nullable(Type.String()),
  /**
   * The fields shown: those with a value of an added or deleted record, the changed ones of an update; secrets
   * masked. A value that is another record's id (a cash account, a resident …) comes with that record's name.
   */
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Type.Unknown(),
      after: Type.Unknown(),
      before_name: Type.Optional(Nullable(Type.String())),
      after_name: Type.Optional(Nullable(Type.String())),
    }),
  ),
});

const Filters = Type.Object({
  table: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  user_id: Type.Optional(Nullable(Id)),
  start_date: Type.Optional(Nullable(DmyInput)),
  end_date: Type.Optional(Nullable(DmyInput)),
});

/** Sistem kayıtları: the audit log of the account the caller acts in, read only (settings area). */
export default async function systemLogRoutes(app: App) {
  app.get(
    '/system/logs',
    routeOptions(
      access,
      'account',
      { querystring: Type.Object({ ...PageQuery, ...Filters.properties }) },
      ListAnswer(Entry),
    ),
    async (request) => {
      const query = request.query;
      const page = paging(query);
      const { rows, total } = await systemLogPage(
        app.db,
        sessionOf(request).accountId,
        {
          table: query.table || null,
          userId: query.user_id ?? null,
          start: dateOr(query.start_date, 'start_date', '') || null,
          end: dateOr(query.end_date, 'end_date', '') || null,
        },
        { limit: page.perPage, offset: page.offset },
      );
      const records = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        user_id: row.userId,
        user_name: row.userName,
        by_operator: row.operatorId !== null,
        table: row.tableName,
        action: row.action,
        record_id: row.recordId,
        changes: row.changes.map(({ beforeName, afterName, ...change }) => ({
          ...change,
          ...(beforeName !== undefined && { before_name: beforeName, after_name: afterName }),
        })),
      }));
      return pageAnswer(records, total, page);
    },
  );

  app.get(
    '/system/logs/filters',
    routeOptions(
      access,
      'account',
      {},
      WriteAnswer(
        Type.Object({
          tables: Type.Array(Type.String()),
          users: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
        }),
      ),
    ),
    async (request) => ({
      description: '',
      data: await auditLogRepository.filterChoices(app.db, sessionOf(request).accountId),
    }),
  );
}
