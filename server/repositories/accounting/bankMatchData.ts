import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { MatchClues } from '../../domain/bank/clues';
import { RECORDED_DAYS } from '../../domain/bank/recorded';
import type { MatchData, RecordedMovement } from '../../domain/bank/types';

/** Built-in keyword rules (docs/bank.md, level 5): bank fees go to the fee type, interest to the interest type. */
const FEE_WORDS = ['masraf', 'komisyon', 'bsmv', 'eft ücreti', 'havale ücreti', 'hesap işletim'];
const INTEREST_WORDS = ['faiz'];

/**
 * What the matcher reads for one bank account of the account (server/domain/bank/matching.ts): the flats whose
 * payment codes the lines name, the residents whose phones or confirmed IBANs they name, the payers of those flats
 * and the residents given (the name candidates), every flat of those residents with its payer and open total; and
 * all the suppliers, the association's other bank accounts and the virman this account's statement may still join.
 * Reading only these keeps a 20,000-flat site from holding the server up (docs/benchmarks.md, "Bank movements").
 */
export async function loadMatchData(
  exec: Executor,
  accountId: number,
  cashAccountId: number,
  given: (MatchClues & { residentIds: number[] }) | 'all',
): Promise<MatchData> {
  // 'all': every flat and resident (the demo's seed builds its statement from them).
  const every = given === 'all';
  const clues = given === 'all' ? { codes: [], phones: [], ibans: [], residentIds: [] } : given;
  // Stored as confirmed; compared as the index keys them (normalizeIban: no spaces, upper case).
  const ibans = sql`${every}::boolean OR upper(regexp_replace(k.iban, '[[:space:]]+', '', 'g')) = ANY(${sql.param(clues.ibans)}::text[])`;
  const residents = await exec.execute<{
    id: number;
    name: string;
    surname: string;
    phone: string | null;
    flats: number[];
  }>(sql`
    SELECT r.id, r.name, r.surname, r.phone, coalesce(f.flats, '{}') AS flats
    FROM residents r
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT ar.apartment_id) AS flats FROM apartment_residents ar
      WHERE ar.account_id = ${accountId} AND ar.resident_id = r.id AND ar.move_out IS NULL) f ON true
    WHERE r.account_id = ${accountId} AND (${every}::boolean
      OR r.phone = ANY(${sql.param(clues.phones)}::text[])
      OR r.id = ANY(${sql.param(clues.residentIds)}::int[])
      OR r.id IN (SELECT k.resident_id FROM bank_known_ibans k WHERE k.account_id = ${accountId} AND (${ibans}))
      OR r.id IN (
        SELECT DISTINCT ON (ar.apartment_id) ar.resident_id FROM apartment_residents ar
        JOIN apartments a ON a.account_id = ar.account_id AND a.id = ar.apartment_id
        WHERE ar.account_id = ${accountId} AND ar.move_out IS NULL
          AND a.payment_code = ANY(${sql.param(clues.codes)}::text[])
        ORDER BY ar.apartment_id, ar.type, ar.id))`);
  const flatIds = [...new Set(residents.rows.flatMap((row) => row.flats))];
  // Open totals and payers of the chosen flats only: a million debts are not summed for a statement of a few.
  const flats = await exec.execute<{ id: number; code: string; payer: number | null; open: string }>(sql`
    WITH chosen AS (
      SELECT id, payment_code FROM apartments WHERE account_id = ${accountId}
        AND (${every}::boolean OR payment_code = ANY(${sql.param(clues.codes)}::text[]) OR id = ANY(${sql.param(flatIds)}::int[]))),
    open AS (
      SELECT d.apartment_id, sum(d.amount - d.paid) AS open FROM debts d
      WHERE d.account_id = ${accountId} AND d.deleted_at IS NULL AND d.apartment_id IN (SELECT id FROM chosen)
        AND d.paid < d.amount
      GROUP BY d.apartment_id),
    payer AS (
      SELECT DISTINCT ON (ar.apartment_id) ar.apartment_id, ar.resident_id FROM apartment_residents ar
      WHERE ar.account_id = ${accountId} AND ar.move_out IS NULL AND ar.apartment_id IN (SELECT id FROM chosen)
      ORDER BY ar.apartment_id, ar.type, ar.id)
    SELECT c.id, c.payment_code AS code, p.resident_id AS payer, coalesce(o.open, 0)::text AS open
    FROM chosen c
    LEFT JOIN open o ON o.apartment_id = c.id
    LEFT JOIN payer p ON p.apartment_id = c.id`);
  const known = await exec.execute<{ iban: string; resident_id: number | null; supplier_id: number | null }>(
    sql`SELECT k.iban, k.resident_id, k.supplier_id FROM bank_known_ibans k WHERE k.account_id = ${accountId} AND (${ibans})`,
  );
  const suppliers = await exec.execute<{
    id: number;
    name: string;
    iban: string | null;
    bank_code: string | null;
  }>(sql`SELECT id, name, iban, bank_code FROM current_accounts WHERE account_id = ${accountId}`);
  const own = await exec.execute<{ id: number; iban: string }>(sql`
    SELECT id, iban FROM cash_accounts
    WHERE account_id = ${accountId} AND iban IS NOT NULL AND id <> ${cashAccountId}`);
  // A virman touching this account that no line of this account's statements has joined or made yet.
  const transfers = await exec.execute<{
    id: number;
    date: string;
    amount: string;
    from_id: number;
    to_id: number;
  }>(
    sql`
    SELECT t.id, o.date::text AS date, (-o.amount)::text AS amount, o.cash_account_id AS from_id,
      i.cash_account_id AS to_id
    FROM transfers t
    JOIN cash_movements o ON o.account_id = t.account_id AND o.transfer_id = t.id AND o.kind = 'transfer_out'
      AND o.deleted_at IS NULL
    JOIN cash_movements i ON i.account_id = t.account_id AND i.transfer_id = t.id AND i.kind = 'transfer_in'
      AND i.deleted_at IS NULL
    WHERE t.account_id = ${accountId}
      AND ${cashAccountId} IN (o.cash_account_id, i.cash_account_id)
      AND NOT EXISTS (SELECT 1 FROM bank_line_parts p
        JOIN bank_lines l ON l.account_id = p.account_id AND l.id = p.line_id
        WHERE p.account_id = t.account_id AND p.transfer_id = t.id AND l.cash_account_id = ${cashAccountId})`,
  );
  const types = await exec.execute<{ id: number; type: number; name: string }>(sql`
    SELECT id, type, name FROM accounting_types
    WHERE account_id = ${accountId} AND ((type = 2 AND tr_fold(name) LIKE '%masraf%') OR (type = 1 AND tr_fold(name) LIKE '%faiz%'))
    ORDER BY id`);
  const feeType = types.rows.find((row) => row.type === 2);
  const interestType = types.rows.find((row) => row.type === 1);
  return {
    flats: flats.rows.map((row) => ({
      apartmentId: row.id,
      paymentCode: row.code,
      payerResidentId: row.payer,
      openTotal: BigInt(row.open),
    })),
    residents: residents.rows.map((row) => ({
      residentId: row.id,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      apartmentIds: row.flats,
    })),
    knownIbans: known.rows.map((row) => ({
      iban: row.iban,
      residentId: row.resident_id,
      supplierId: row.supplier_id,
    })),
    suppliers: suppliers.rows.map((row) => ({
      supplierId: row.id,
      name: row.name,
      iban: row.iban,
      bankCode: row.bank_code,
    })),
    ownAccounts: own.rows.map((row) => ({ cashAccountId: row.id, iban: row.iban })),
    openTransfers: transfers.rows.map((row) => ({
      transferId: row.id,
      date: row.date,
      amount: BigInt(row.amount),
      fromAccountId: row.from_id,
      toAccountId: row.to_id,
    })),
    // One rule per phrase: the matcher wants all of a rule's words in the description.
    keywordRules: [
      ...(feeType
        ? FEE_WORDS.map((p) => ({
            words: p.split(' '),
            kind: 'expense' as const,
            accountingTypeId: feeType.id,
          }))
        : []),
      ...(interestType
        ? INTEREST_WORDS.map((p) => ({
            words: [p],
            kind: 'income' as const,
            accountingTypeId: interestType.id,
          }))
        : []),
    ],
  };
}

/**
 * Match level 0 (server/domain/bank/recorded.ts): the live movements of the bank account dated within three days
 * of the statement's lines that no bank line stands for yet. A virman's legs are level 3's (transferLeg); a
 * collection taken back is no money of its own.
 */
export async function loadRecordedMovements(
  exec: Executor,
  accountId: number,
  cashAccountId: number,
  period: { from: string; to: string },
): Promise<RecordedMovement[]> {
  const { rows } = await exec.execute<{
    id: number;
    date: string;
    amount: string;
    kind: string;
    description: string | null;
    receipt: number | null;
  }>(sql`
    SELECT m.id, m.date::text AS date, m.amount::text AS amount, m.kind, m.description, r.number AS receipt
    FROM cash_movements m
    LEFT JOIN receipts r ON r.account_id = m.account_id AND r.id = m.receipt_id
    WHERE m.account_id = ${accountId} AND m.cash_account_id = ${cashAccountId} AND m.deleted_at IS NULL
      AND m.kind NOT IN ('transfer_in', 'transfer_out', 'payment_removed') AND m.amount <> 0
      AND m.date BETWEEN ${period.from}::date - ${RECORDED_DAYS}::int AND ${period.to}::date + ${RECORDED_DAYS}::int
      AND NOT EXISTS (SELECT 1 FROM bank_line_parts p
        WHERE p.account_id = m.account_id AND p.cash_movement_id = m.id)
    ORDER BY m.date, m.id`);
  return rows.map((row) => {
    const amount = BigInt(row.amount);
    const incoming = amount > 0n;
    return {
      cashMovementId: row.id,
      date: row.date,
      amount,
      kind: incoming
        ? row.kind === 'income'
          ? 'income'
          : 'collection'
        : row.kind === 'advance_withdraw'
          ? 'refund'
          : 'expense',
      description: row.description,
      receiptNumber: row.receipt,
    };
  });
}

/** A page of the account's residents' names, by id after `afterId`: the import looks for name candidates in them. */
export async function residentNamesPage(exec: Executor, accountId: number, afterId: number, limit: number) {
  const { rows } = await exec.execute<{ id: number; name: string; surname: string }>(sql`
    SELECT id, name, surname FROM residents WHERE account_id = ${accountId} AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`);
  return rows;
}
