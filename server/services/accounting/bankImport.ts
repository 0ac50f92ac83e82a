import { createHash } from 'node:crypto';
import { formatIban } from '../../../common/iban';
import type { Db, Executor } from '../../db';
import { clueSteps, mayBeNamed, nameWordSteps } from '../../domain/bank/clues';
import { fingerprintSteps } from '../../domain/bank/fingerprint';
import { matchIndexSteps } from '../../domain/bank/matchIndex';
import { autoPostable, matcherOf } from '../../domain/bank/matching';
import { assignRecorded } from '../../domain/bank/recorded';
import { foldedWordsOnce } from '../../domain/bank/textMatch';
import type { ColumnMapping, ParsedStatement, StatementLine, Suggestion } from '../../domain/bank/types';
import { badRequest, notFound } from '../../errors';
import { bankLinesRepository } from '../../repositories/accounting/bankLines';
import {
  loadMatchData,
  loadRecordedMovements,
  residentNamesPage,
} from '../../repositories/accounting/bankMatchData';
import { bankStatementsRepository as statements } from '../../repositories/accounting/bankStatements';
import { bankTargetNames, type TargetNames } from '../../repositories/accounting/bankTargets';
import { recordAudit } from '../../repositories/shared/audit';
import { actorOf, type Session } from '../shared/sessions';
import { acceptSuggestions } from './bankAccept';
import { eventLoopTurns, previewStatementFile, readStatementFile, stepThrough } from './bankFiles';
import { importPhase } from './bankImportPhases';

const NOT_FOUND = 'Banka hesabı bulunamadı.';
/** Lines per INSERT, with a turn of the event loop between two. */
const INSERT_CHUNK = 1000;
const NOT_BANK = 'Hesap özeti yalnız banka hesaplarına yüklenir: bu hesabın türü banka değil.';

export interface ImportSummary {
  id: number;
  lines: number;
  newLines: number;
  duplicateLines: number;
  posted: number;
  suggested: number;
  unmatched: number;
  openingBalance: bigint | null;
  closingBalance: bigint | null;
  balanced: boolean;
  balanceMessage: string | null;
}

/** The account's own bank account, or 404; a kasa or POS is refused in Turkish. */
async function bankAccountOf(db: Db, session: Session, cashAccountId: number) {
  const account = await statements.cashAccount(db, session.accountId, cashAccountId);
  if (!account) throw notFound(NOT_FOUND);
  if (account.type !== 'bank') throw badRequest(NOT_BANK, { account_id: NOT_BANK });
  return account;
}

function refuseOtherIban(fileIban: string | null, accountIban: string | null, accountName: string) {
  if (!fileIban || !accountIban || fileIban === accountIban) return;
  throw badRequest(
    `Bu hesap özeti ${formatIban(fileIban)} IBAN'lı hesabın; seçtiğiniz "${accountName}" hesabının IBAN'ı ` +
      `${formatIban(accountIban)}. Doğru hesabı seçiniz.`,
  );
}

type Fresh = Array<{ line: StatementLine; fingerprint: string }>;

/** Matches the lines, giving the event loop a turn every few milliseconds. */
async function matchSlices(fresh: Fresh, match: (line: StatementLine, i: number) => Suggestion | null) {
  const turn = eventLoopTurns();
  const suggestions: Array<Suggestion | null> = [];
  for (const [i, row] of fresh.entries()) {
    const waiting = turn();
    if (waiting) await waiting;
    suggestions.push(match(row.line, i));
  }
  return suggestions;
}

/**
 * The matcher's suggestion of each line, read and built so that a 10,000-line statement over a 20,000-flat site
 * never holds the server up for long (docs/bank.md, "Speed"): level 0 over all the lines at once, then the sure
 * levels (1–3) over only the flats and residents the lines name; then names and keywords for the lines still
 * unmatched, over the residents their words may name, found a page of names at a time. Each line gets what one pass over the whole site would give it.
 */
async function matchLines(tx: Executor, accountId: number, cashAccountId: number, fresh: Fresh) {
  if (fresh.length === 0) return [];
  importPhase('clues');
  const clues = await stepThrough(clueSteps(fresh.map((row) => row.line)));
  importPhase('match data');
  const data = await loadMatchData(tx, accountId, cashAccountId, { ...clues, residentIds: [] });
  importPhase('level 0');
  const movements = await loadRecordedMovements(tx, accountId, cashAccountId, periodOf(fresh));
  const recorded = assignRecorded(
    fresh.map((row) => row.line),
    movements,
  );
  importPhase('match index');
  const sure = matcherOf(await stepThrough(matchIndexSteps(data)), { cashAccountId, upTo: 3 });
  importPhase('levels 1-3');
  const suggestions = await matchSlices(fresh, (line, i) => recorded[i] ?? sure(line));
  const left = fresh.filter((_, i) => suggestions[i] === null);
  if (left.length > 0) {
    importPhase('name candidates');
    const words = await stepThrough(nameWordSteps(left.map((row) => row.line)));
    const residentIds = await nameCandidates(tx, accountId, words);
    importPhase('names and keywords');
    const fuller = await loadMatchData(tx, accountId, cashAccountId, { ...clues, residentIds });
    const guesses = await matchSlices(
      left,
      matcherOf(await stepThrough(matchIndexSteps(fuller)), { cashAccountId }),
    );
    let next = 0;
    for (const [i, found] of suggestions.entries()) if (found === null) suggestions[i] = guesses[next++]!;
  }
  return fresh.map((row, i) => ({ ...row, suggestion: suggestions[i]! }));
}

/** The residents whose whole name the words may hold, read 5,000 names a query (docs/bank.md, "Speed"). */
async function nameCandidates(tx: Executor, accountId: number, words: Set<string>): Promise<number[]> {
  const fold = foldedWordsOnce();
  const ids: number[] = [];
  for (let after = 0; ; ) {
    const page = await residentNamesPage(tx, accountId, after, 5000);
    for (const row of page) if (mayBeNamed(fold(row.name), fold(row.surname), words)) ids.push(row.id);
    if (page.length < 5000) return ids;
    after = page.at(-1)!.id;
  }
}

/** The first and last value dates of the lines to match (ISO strings sort as dates). */
function periodOf(rows: Fresh) {
  let from = '9999-12-31';
  let to = '0001-01-01';
  for (const { line } of rows) {
    if (line.valueDate < from) from = line.valueDate;
    if (line.valueDate > to) to = line.valueDate;
  }
  return { from, to };
}

function datesOf(parsed: ParsedStatement) {
  const dates = parsed.lines.map((line) => line.valueDate).sort();
  return { startDate: dates[0] ?? null, endDate: dates.at(-1) ?? null };
}

/**
 * Imports a statement file into a bank account (docs/bank.md): the lines not stored before are added with the
 * statement in one transaction, each with the matcher's suggestion; then the lines whose suggestion the
 * account's `bank_auto_levels` allow are posted. A bad file or a refusal stores nothing.
 */
export async function importStatement(
  db: Db,
  session: Session,
  input: { cashAccountId: number; fileName: string; bytes: Buffer },
): Promise<ImportSummary> {
  importPhase('read file');
  const account = await bankAccountOf(db, session, input.cashAccountId);
  const parsed = await readStatementFile(input.bytes, input.fileName, account.bankMapping);
  const { accountId } = session;
  const stored = await db.transaction(async (tx) => {
    const locked = await statements.cashAccountForImport(tx, accountId, input.cashAccountId);
    if (!locked) throw notFound(NOT_FOUND);
    refuseOtherIban(parsed.iban, locked.iban, locked.name);
    importPhase('fingerprints');
    const prints = await stepThrough(fingerprintSteps(input.cashAccountId, parsed.lines));
    const statement = await statements.insert(tx, accountId, {
      cashAccountId: input.cashAccountId,
      fileName: input.fileName,
      fileSha256: createHash('sha256').update(input.bytes).digest('hex'),
      format: parsed.format,
      ...datesOf(parsed),
      openingBalance: parsed.openingBalance,
      closingBalance: parsed.closingBalance,
      balanced: parsed.balance.balanced,
      balanceMessage: parsed.balance.message,
      lineCount: parsed.lines.length,
      newLineCount: 0,
      createdBy: session.role === 'operator' ? null : session.userId,
    });
    // Matched before they are stored, so each line is written once with its suggestion; only the lines not
    // stored before are matched.
    importPhase('stored prints');
    const known = await bankLinesRepository.storedPrints(tx, accountId, input.cashAccountId, prints);
    const fresh = parsed.lines.flatMap((line, i) =>
      known.has(prints[i]!) ? [] : [{ line, fingerprint: prints[i]! }],
    );
    const rows = await matchLines(tx, accountId, input.cashAccountId, fresh);
    importPhase('insert lines');
    const created: Array<{ id: number; suggestion: Suggestion | null }> = [];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const suggestionOf = new Map(chunk.map((row) => [row.fingerprint, row.suggestion]));
      const ids = await bankLinesRepository.insertNew(
        tx,
        accountId,
        { cashAccountId: input.cashAccountId, statementId: statement.id },
        chunk,
      );
      for (const { id, fingerprint } of ids) created.push({ id, suggestion: suggestionOf.get(fingerprint)! });
    }
    await statements.setNewLineCount(tx, accountId, statement.id, created.length);
    await recordAudit(tx, actorOf(session), {
      table: 'bank_statements',
      action: 'insert',
      recordId: statement.id,
      after: { ...statement, newLineCount: created.length },
    });
    const suggestions = created.filter(
      (answer): answer is { id: number; suggestion: Suggestion } => answer.suggestion !== null,
    );
    return { statement, created, suggestions };
  });
  importPhase('auto-post');
  const levels = await statements.autoLevels(db, accountId);
  const toPost = stored.suggestions.filter(({ suggestion }) => autoPostable(suggestion, levels));
  // Each in its own transaction; a line a rule refuses (closed books …) stays `suggested` for the manager.
  await acceptSuggestions(
    db,
    session,
    toPost.map(({ id }) => id),
  );
  importPhase('answer');
  const counts = await bankLinesRepository.countByStatement(db, accountId, stored.statement.id);
  return {
    id: stored.statement.id,
    lines: parsed.lines.length,
    newLines: stored.created.length,
    duplicateLines: parsed.lines.length - stored.created.length,
    posted: counts.posted,
    suggested: counts.suggested,
    unmatched: counts.unmatched,
    openingBalance: parsed.openingBalance,
    closingBalance: parsed.closingBalance,
    balanced: parsed.balance.balanced,
    balanceMessage: parsed.balance.message,
  };
}

/** The first rows of an Excel/CSV file for the column-mapping dialog. */
export async function previewStatement(bytes: Buffer, fileName: string): Promise<string[][]> {
  return previewStatementFile(bytes, fileName);
}

export async function readMapping(
  db: Db,
  session: Session,
  cashAccountId: number,
): Promise<ColumnMapping | null> {
  const account = await bankAccountOf(db, session, cashAccountId);
  return account.bankMapping ?? null;
}

/** Keeps the manager's column choice for this bank account; the columns must be different ones. */
export async function saveMapping(
  db: Db,
  session: Session,
  cashAccountId: number,
  mapping: ColumnMapping,
): Promise<ColumnMapping> {
  const account = await bankAccountOf(db, session, cashAccountId);
  const hasAmount = mapping.amount !== undefined;
  const hasSides = mapping.debit !== undefined && mapping.credit !== undefined;
  if (hasAmount === hasSides) {
    const message = 'Tutar için ya tek bir tutar sütunu ya da borç ve alacak sütunlarını birlikte seçiniz.';
    throw badRequest(message, { amount: message });
  }
  const columns = Object.entries(mapping).filter(
    ([key, value]) => key !== 'headerRow' && value !== undefined,
  );
  const used = new Set(columns.map(([, value]) => value));
  if (used.size !== columns.length) {
    const message = 'Her sütun yalnız bir bilgi için seçilebilir.';
    throw badRequest(message, { mapping: message });
  }
  await db.transaction(async (tx) => {
    await statements.saveMapping(tx, session.accountId, cashAccountId, mapping);
    await recordAudit(tx, actorOf(session), {
      table: 'cash_accounts',
      action: 'update',
      recordId: cashAccountId,
      before: { bankMapping: account.bankMapping },
      after: { bankMapping: mapping },
    });
  });
  return mapping;
}

export async function listStatements(
  db: Db,
  session: Session,
  cashAccountId: number,
  page: { offset: number; limit: number },
) {
  await bankAccountOf(db, session, cashAccountId);
  return statements.list(db, session.accountId, cashAccountId, page);
}

export async function listLines(
  db: Db,
  session: Session,
  filter: { cashAccountId: number; statementId?: number | undefined; status?: BankLineStatusFilter },
  page: { offset: number; limit: number },
) {
  await bankAccountOf(db, session, filter.cashAccountId);
  if (
    filter.statementId !== undefined &&
    !(await statements.exists(db, session.accountId, filter.statementId))
  )
    throw notFound('Hesap özeti bulunamadı.');
  const listed = await bankLinesRepository.list(db, session.accountId, filter, page);
  const parts = await bankLinesRepository.parts(
    db,
    session.accountId,
    listed.rows.map((row) => row.id),
  );
  const suggestions = listed.rows.flatMap((row) =>
    row.suggestion
      ? [{ lineId: row.id, target: { ...row.suggestion, cashAccountId: row.suggestion.accountId } }]
      : [],
  );
  const targets = [
    ...suggestions.map(({ target }) => target),
    ...parts.map((part) => ({ ...part, cashAccountId: part.otherCashAccountId })),
  ];
  const names = await bankTargetNames(db, session.accountId, {
    apartmentIds: idsOf(targets, 'apartmentId'),
    residentIds: idsOf(targets, 'residentId'),
    supplierIds: idsOf(targets, 'supplierId'),
    accountingTypeIds: idsOf(targets, 'accountingTypeId'),
    cashAccountIds: idsOf(targets, 'cashAccountId'),
  });
  return {
    ...listed,
    parts,
    targetNames: {
      suggestions: new Map(suggestions.map(({ lineId, target }) => [lineId, targetName(target, names)])),
      parts: new Map(
        parts.map((part) => [
          part.id,
          targetName({ ...part, cashAccountId: part.otherCashAccountId }, names),
        ]),
      ),
    },
  };
}

interface Target {
  apartmentId: number | null;
  residentId: number | null;
  supplierId: number | null;
  accountingTypeId: number | null;
  cashAccountId: number | null;
}

const idsOf = (targets: Target[], key: keyof Target) =>
  targets.flatMap((target) => (target[key] === null ? [] : [target[key]]));

/** What a suggestion or a part points at, as the product writes it elsewhere: "A Blok 3 – Ayşe Kaya", a name. */
function targetName(target: Target, names: TargetNames): string | null {
  const person = target.residentId === null ? undefined : names.residents.get(target.residentId);
  if (target.apartmentId !== null) {
    const flat = names.flats.get(target.apartmentId);
    if (flat) return person ? `${flat} – ${person}` : flat;
  }
  if (person) return person;
  if (target.supplierId !== null) return names.suppliers.get(target.supplierId) ?? null;
  if (target.accountingTypeId !== null) return names.accountingTypes.get(target.accountingTypeId) ?? null;
  if (target.cashAccountId !== null) return names.cashAccounts.get(target.cashAccountId) ?? null;
  return null;
}

type BankLineStatusFilter = 'suggested' | 'unmatched' | 'posted' | 'ignored' | undefined;
