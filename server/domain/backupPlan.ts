/** Pure rules of the backups (server/services/shared/backup.ts): table order, names, retention. */

export interface TableLink {
  /** The table holding the foreign key. */
  from: string;
  /** The table it points at. */
  to: string;
}

/**
 * The tables in an order where every table comes after the tables it points at, so rows can be inserted table by
 * table with the foreign keys checked. A table pointing at itself is left to its rows' order (primary key order:
 * a parent is older than its branch). Ties go alphabetically, so two backups of one schema list tables alike.
 */
export function dependencyOrder(tables: readonly string[], links: readonly TableLink[]): string[] {
  const waitingOn = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { from, to } of links) {
    if (from !== to && waitingOn.has(to)) waitingOn.get(from)?.add(to);
  }
  const order: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, needs]) => needs.size === 0).map(([table]) => table);
    if (ready.length === 0) throw new Error(`foreign keys form a cycle: ${[...waitingOn.keys()].join(', ')}`);
    for (const table of ready.sort()) {
      order.push(table);
      waitingOn.delete(table);
      for (const needs of waitingOn.values()) needs.delete(table);
    }
  }
  return order;
}

export const BACKUP_EXTENSION = '.zip';
export const BACKUPS_KEPT = 14;

/** A backup's file name from its moment: 2026-11-25T23-05-00Z.zip (sortable, no colons for other systems). */
export function backupName(at: Date): string {
  return `${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z${BACKUP_EXTENSION}`;
}

/** The backups beyond the newest `keep`, by their names (which sort by time). */
export function backupsToRemove(names: readonly string[], keep = BACKUPS_KEPT): string[] {
  const backups = names.filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip$/.test(name)).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}
