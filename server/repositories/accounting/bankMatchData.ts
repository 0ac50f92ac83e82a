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
  const flats = await exec.execute<{ id: number; code: string; payer: number | null; open: string }>(sql`
    SELECT a.id, a.payment_code AS code,
      (SELECT ar.resident_id FROM apartment_residents ar
        WHERE ar.account_id = a.account_id AND ar.apartment_id = a.id AND ar.move_out IS NULL
        ORDER BY ar.type, ar.id LIMIT 1) AS payer,
      (SELECT coalesce(sum(d.amount - d.paid), 0) FROM debts d
        WHERE d.account_id = a.account_id AND d.apartment_id = a.id AND d.deleted_at IS NULL)::text AS open
    FROM apartments a WHERE a.account_id = ${accountId}`);
  const residents = await exec.execute<{
    id: number;
    name: string;
    surname: string;
    phone: string | null;
    flats: number[];
  }>(sql`
    SELECT r.id, r.name, r.surname, r.phone,
      coalesce(array(SELECT DISTINCT ar.apartment_id FROM apartment_residents ar
        WHERE ar.account_id = r.account_id AND ar.resident_id = r.id AND ar.move_out IS NULL), '{}') AS flats
    FROM residents r WHERE r.account_id = ${accountId}`);
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
        ? FEE_WORDS.map((p) => ({ words: p.split(' '), kind: 'expense' as const, accountingTypeId: feeType.id }))
        : []),
      ...(interestType
        ? INTEREST_WORDS.map((p) => ({ words: [p], kind: 'income' as const, accountingTypeId: interestType.id }))
        : []),
    ],
  };
}
