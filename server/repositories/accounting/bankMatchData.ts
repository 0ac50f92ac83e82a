import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { MatchData } from '../../domain/bank/types';

/** Built-in keyword rules (docs/bank.md, level 5): bank fees go to the fee type, interest to the interest type. */
const FEE_WORDS = ['masraf', 'komisyon', 'bsmv', 'eft ücreti', 'havale ücreti', 'hesap işletim'];
const INTEREST_WORDS = ['faiz'];

/**
 * What the matcher reads for one bank account of the account (server/domain/bank/matching.ts): flats with their
 * payment code, payer and open total, residents, confirmed IBANs, suppliers, the association's other bank
 * accounts and the virman this account's statement may still join.
 */
export async function loadMatchData(
  exec: Executor,
  accountId: number,
  cashAccountId: number,
): Promise<MatchData> {
  // Aggregated once over the account's debts and occupants (not per flat): 20,000 flats with a million debts stay
  // one pass each (docs/benchmarks.md, "Bank movements").
  const flats = await exec.execute<{ id: number; code: string; payer: number | null; open: string }>(sql`
    WITH open AS (
      SELECT d.apartment_id, sum(d.amount - d.paid) AS open FROM debts d
      WHERE d.account_id = ${accountId} AND d.deleted_at IS NULL AND d.apartment_id IS NOT NULL
        -- Paid debts add nothing; leaving them out lets debts_open_due answer from the index alone.
        AND d.paid < d.amount
      GROUP BY d.apartment_id),
    payer AS (
      SELECT DISTINCT ON (ar.apartment_id) ar.apartment_id, ar.resident_id FROM apartment_residents ar
      WHERE ar.account_id = ${accountId} AND ar.move_out IS NULL
      ORDER BY ar.apartment_id, ar.type, ar.id)
    SELECT a.id, a.payment_code AS code, p.resident_id AS payer, coalesce(o.open, 0)::text AS open
    FROM apartments a
    LEFT JOIN open o ON o.apartment_id = a.id
    LEFT JOIN payer p ON p.apartment_id = a.id
    WHERE a.account_id = ${accountId}`);
  const residents = await exec.execute<{
    id: number;
    name: string;
    surname: string;
    phone: string | null;
    flats: number[];
  }>(sql`
    SELECT r.id, r.name, r.surname, r.phone, coalesce(f.flats, '{}') AS flats
    FROM residents r
    LEFT JOIN (
      SELECT ar.resident_id, array_agg(DISTINCT ar.apartment_id) AS flats FROM apartment_residents ar
      WHERE ar.account_id = ${accountId} AND ar.move_out IS NULL GROUP BY ar.resident_id) f
      ON f.resident_id = r.id
    WHERE r.account_id = ${accountId}`);
  const known = await exec.execute<{ iban: string; resident_id: number | null; supplier_id: number | null }>(
    sql`SELECT iban, resident_id, supplier_id FROM bank_known_ibans WHERE account_id = ${accountId}`,
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
