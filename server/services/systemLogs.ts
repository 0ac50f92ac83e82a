import type { Executor } from '../db';
import { auditChanges } from '../domain/auditChanges';
import { type AuditFilter, auditLogRepository } from '../repositories/auditLog';

/** One page of the account's audit log, each entry with its changed fields (secrets masked). */
export async function systemLogPage(
  exec: Executor,
  accountId: number,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await auditLogRepository.list(exec, accountId, filter, page);
  return {
    total,
    rows: rows.map(({ before, after, ...entry }) => ({
      ...entry,
      changes: auditChanges(entry.tableName, entry.action, before, after),
    })),
  };
}
