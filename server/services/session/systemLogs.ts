import type { Executor } from '../../db';
import { auditChanges, namedChange, referencedIds } from '../../domain/auditChanges';
import { type AuditFilter, auditLogRepository } from '../../repositories/session/auditLog';

/**
 * One page of the account's audit log, each entry with its changed fields (secrets masked) and the names of the
 * records the values point to (a cash account's id → its name).
 */
export async function systemLogPage(
  exec: Executor,
  accountId: number,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await auditLogRepository.list(exec, accountId, filter, page);
  const entries = rows.map(({ before, after, ...entry }) => ({
    ...entry,
    changes: auditChanges(entry.tableName, entry.action, before, after),
  }));
  const wanted = referencedIds(entries.flatMap((entry) => entry.changes));
  const names = await auditLogRepository.referenceNames(exec, accountId, wanted);
  return {
    total,
    rows: entries.map((entry) => ({ ...entry, changes: entry.changes.map((c) => namedChange(c, names)) })),
  };
}
