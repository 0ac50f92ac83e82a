/**
 * The Excel imports (docs/domain.md, "Excel import"): the browser parses the file with common/importRows.ts and sends
 * the rows; the server checks every row, imports all of them in one transaction or none, and applies a file once.
 * `runImport` holds the steps every import shares; each import brings its own check (plan) and its writes (save).
 */
import type { AuditedTable } from '../../../common/auditTables';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { examplesSkippedText, IMPORT_MESSAGES, withoutTemplateExamples } from '../../../common/importRows';
import type { Db, Executor } from '../../db';
import { apartmentKey, buildingKey, type ImportProblem } from '../../domain/propertyImport';
import { badRequest } from '../../errors';
import { type Actor, type AuditEntry, recordAudit, recordAuditBatch } from '../../repositories/shared/audit';
import { type ImportKind, importsRepository as repo } from '../../repositories/shared/imports';

export interface ImportCounts {
  problems: ImportProblem[];
  created: number;
  skipped: number;
}

/** 200 with what was imported, or 400 listing every problem row (nothing saved). */
export interface ImportOutcome<Data extends ImportCounts = ImportCounts> {
  status: 200 | 400;
  body: { description: string; data: Data };
}

/** What the browser sends: the file's key and its rows, each with its spreadsheet row number. */
export interface ImportFile<Row = unknown> {
  fileKey: string;
  rows: Row[];
}

/** What an import wrote: its counts, the audit rows of what it created, and the sentence the user reads. */
export interface SavedImport<Extra> {
  created: number;
  skipped: number;
  audit: AuditEntry[];
  description: string;
  /** More of the answer's data, after the counts. */
  extra: Extra;
}

export interface ImportSteps<Row, Plan extends { problems: ImportProblem[] }, Extra> {
  kind: ImportKind;
  /**
   * Reads what the check needs (in bulk) and checks every row against it and against the other rows: the file's
   * rows without the template's unchanged example.
   */
  plan(tx: Executor, rows: Row[]): Promise<Plan>;
  /** Writes a plan without problems. */
  save(tx: Executor, plan: Plan): Promise<SavedImport<Extra>>;
}

/**
 * The steps every import shares: leave out the template's unchanged example rows (and say so); refuse a file with
 * nothing else; lock the account and answer at once when this file was applied before; refuse the whole file when
 * any row has a problem; otherwise save it and record the import.
 */
export async function runImport<
  Row extends { row: number },
  Plan extends { problems: ImportProblem[] },
  Extra extends object = object,
>(
  db: Db,
  actor: Actor,
  accountId: number,
  file: ImportFile<Row>,
  steps: ImportSteps<Row, Plan, Extra>,
): Promise<ImportOutcome<ImportCounts | (ImportCounts & Extra)>> {
  const { rows, examples } = withoutTemplateExamples(steps.kind, file.rows);
  const examplesSkipped = examplesSkippedText(examples);
  if (rows.length === 0) throw badRequest([examplesSkipped, IMPORT_MESSAGES.empty].join(' ').trim());
  const rowCount = file.rows.length;
  return db.transaction(async (tx) => {
    await repo.lockAccount(tx, accountId);
    const previous = await repo.find(tx, accountId, steps.kind, file.fileKey);
    if (previous) {
      const when = formatDmy(todayInIstanbul(previous.createdAt));
      return answer(200, `Bu dosya ${when} tarihinde içe aktarılmıştı. Yeni kayıt eklenmedi.`, {
        problems: [],
        created: 0,
        skipped: rowCount,
      });
    }
    const plan = await steps.plan(tx, rows);
    if (plan.problems.length > 0) {
      return answer(400, IMPORT_MESSAGES.rejected, { problems: plan.problems, created: 0, skipped: 0 });
    }
    const saved = await steps.save(tx, plan);
    const record = await repo.insert(tx, {
      accountId,
      kind: steps.kind,
      fileKey: file.fileKey,
      rowCount,
      created: saved.created,
      skipped: saved.skipped,
      userId: actor.userId,
    });
    await recordAuditBatch(tx, actor, saved.audit);
    await recordAudit(tx, actor, { table: 'imports', action: 'insert', recordId: record.id, after: record });
    return answer(200, [saved.description, examplesSkipped].join(' ').trim(), {
      problems: [],
      created: saved.created,
      skipped: saved.skipped + examples.length,
      ...saved.extra,
    });
  });
}

function answer<Data extends ImportCounts>(status: 200 | 400, description: string, data: Data) {
  return { status, body: { description, data } };
}

/** The audit rows of records an import created. */
export function inserted(table: AuditedTable, records: { id: number }[]): AuditEntry[] {
  return records.map((record) => ({ table, action: 'insert' as const, recordId: record.id, after: record }));
}

/**
 * The account's buildings, and the apartments of the buildings the rows name (by apartmentKey): what every import
 * checks a row's building and flat number against.
 */
export async function apartmentsNamed(
  tx: Executor,
  accountId: number,
  rows: readonly { building?: string | null }[],
): Promise<{ buildings: { id: number; name: string }[]; apartments: Map<string, number> }> {
  const buildings = await repo.buildings(tx, accountId);
  const named = new Set(rows.map((row) => buildingKey(row.building ?? '')));
  const inFile = buildings.filter((b) => named.has(buildingKey(b.name)));
  const nameOf = new Map(inFile.map((b) => [b.id, b.name]));
  const found = await repo.apartmentsOf(
    tx,
    accountId,
    inFile.map((b) => b.id),
  );
  return {
    buildings,
    apartments: new Map(found.map((a) => [apartmentKey(nameOf.get(a.buildingId)!, a.identifier), a.id])),
  };
}
