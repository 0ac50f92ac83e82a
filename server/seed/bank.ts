import { todayInIstanbul } from '../../common/date';
import type { Db, Executor } from '../db';
import { formatKurus } from '../domain/bank/amounts';
import { dayNumber, isoOfDay } from '../domain/bank/days';
import type { MatchData } from '../domain/bank/types';
import { loadMatchData, loadRecordedMovements } from '../repositories/accounting/bankMatchData';
import { cashAccountsRepository } from '../repositories/definitions/cashAccounts';
import { acceptSuggestions } from '../services/accounting/bankAccept';
import { importStatement, listLines } from '../services/accounting/bankImport';
import type { Session } from '../services/shared/sessions';

type Actor = { accountId: number; userId: number };

/** A TR IBAN of a bank code and account number, its check digits computed with mod 97 (ISO 13616). */
export function turkishIban(bankCode: string, accountNumber: string): string {
  const bban = `${bankCode.padStart(5, '0')}0${accountNumber.padStart(16, '0')}`;
  // "TR" is 29 27; the check digits are 98 − (bban + "TR00") mod 97.
  let remainder = 0;
  for (const ch of `${bban}292700`) remainder = (remainder * 10 + Number(ch)) % 97;
  return `TR${String(98 - remainder).padStart(2, '0')}${bban}`;
}

interface Row {
  date: string;
  description: string;
  amount: bigint;
  sender: string;
}

const dmyOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The demo's bank (docs/bank.md): the demo's Ziraat account becomes a bank-type account with an IBAN and gets last
 * month's statement, imported through the import service from a CSV built here: residents' transfers with their
 * flat's payment code (posted at import, level 1), a few with a phone or a name and the exact open amount
 * (suggested), a fee and its BSMV (keyword rule), the cash desk's deposit (the virman's leg), the movements already
 * recorded by hand in this account (level 0, recordedRows; all but three tied as the manager would) and a few
 * nobody fits. It runs after every seed that
 * records in the bank account (server/seed/index.ts), so its statement holds all of the month's movements.
 */
export async function seedBank(tx: Executor, actor: Actor, bankId: number): Promise<void> {
  const { accountId, userId } = actor;
  await cashAccountsRepository.update(tx, accountId, actor, bankId, {
    type: 'bank',
    iban: turkishIban('00010', '0123456789012345'),
  });
  const today = todayInIstanbul();
  const index = today.year * 12 + (today.month - 1) - 1;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = (d: number) => isoOf(year, month, d);
  const data = await loadMatchData(tx, accountId, bankId, 'all');
  const rows = [
    ...statementRows(data, day, bankId),
    ...(await recordedRows(tx, accountId, bankId, day)),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // The bank's balance as the month opens: the day before its first, so a movement of the 1st is not counted twice.
  const opening = await cashAccountsRepository.balanceOn(
    tx,
    accountId,
    bankId,
    isoOfDay(dayNumber(day(1)) - 1),
  );
  const session: Session = {
    role: 'main',
    userId,
    accountId,
    homeAccountId: accountId,
    permissions: null,
    tokenVersion: 0,
    impersonatorId: null,
  };
  // The seed's transaction stands for the pool: the import's own transactions become savepoints inside it.
  const summary = await importStatement(tx as Db, session, {
    cashAccountId: bankId,
    fileName: `ziraat-${year}-${String(month).padStart(2, '0')}.csv`,
    bytes: Buffer.from(csvOf(rows, opening), 'utf8'),
  });
  // The manager has tied most lines of what was recorded by hand already; three wait, to show the level.
  const { rows: waiting } = await listLines(
    tx as Db,
    session,
    { cashAccountId: bankId, statementId: summary.id, status: 'suggested' },
    { offset: 0, limit: 1000 },
  );
  const recorded = waiting.filter((line) => line.suggestion?.level === 0).map((line) => line.id);
  await acceptSuggestions(tx as Db, session, recorded.slice(3));
}

/** The statement's movements of last month (`day(d)` is its ISO date), sorted by date. */
function statementRows(data: MatchData, day: (d: number) => string, bankId: number): Row[] {
  const payer = new Map(data.residents.map((r) => [r.residentId, r]));
  const owed = data.flats.filter((f) => f.openTotal > 0n && f.payerResidentId !== null);
  const rows: Row[] = [];
  const nameOf = (residentId: number | null) => {
    const r = residentId === null ? undefined : payer.get(residentId);
    return r ? `${r.name} ${r.surname}`.toLocaleUpperCase('tr') : 'BİLİNMEYEN GÖNDEREN';
  };
  // Level 1: the flat's payment code, paying what it owes (a collection with no open debt needs a type chosen by
  // hand, so only flats that owe are paid this way); six owing flats are kept for the phone and name lines, and
  // enough stay unpaid for the demo's late payers (tests/api/money/moneyDemo.test.ts).
  const byCode = owed.slice(0, Math.max(0, Math.min(18, owed.length - 6)));
  byCode.forEach((flat, i) => {
    const amount = flat.openTotal;
    const text = i % 3 === 0 ? `AİDAT ${flat.paymentCode}` : `${flat.paymentCode} KODLU DAİRE AİDAT ÖDEMESİ`;
    rows.push({ date: day(3 + (i % 10)), description: text, amount, sender: nameOf(flat.payerResidentId) });
  });
  const taken = new Set(byCode.map((f) => f.apartmentId));
  const rest = owed.filter((f) => !taken.has(f.apartmentId));
  // Level 2: the payer's phone, level 4: the payer's whole name and the exact open total (both suggested).
  const single = (f: MatchData['flats'][number]) => {
    const r = payer.get(f.payerResidentId!);
    return r && r.apartmentIds.length === 1 ? r : undefined;
  };
  const phoned = rest.filter((f) => single(f)?.phone).slice(0, 3);
  for (const flat of phoned) {
    const r = single(flat)!;
    rows.push({ date: day(14), description: `0${r.phone} AİDAT`, amount: flat.openTotal, sender: '' });
  }
  const named = rest.filter((f) => single(f) && !phoned.includes(f)).slice(0, 3);
  for (const flat of named) {
    rows.push({
      date: day(16),
      description: 'HAVALE',
      amount: flat.openTotal,
      sender: nameOf(flat.payerResidentId),
    });
  }
  // Level 5: the bank's fee and its tax; level 3: the cash desk's deposit of the month (the virman's other leg).
  rows.push({ date: day(20), description: 'EFT MASRAFI', amount: -8_50n, sender: '' });
  rows.push({ date: day(20), description: 'BSMV', amount: -43n, sender: '' });
  const deposit = data.openTransfers.find((t) => t.date.startsWith(day(1).slice(0, 7)));
  if (deposit) {
    const amount = deposit.toAccountId === bankId ? deposit.amount : -deposit.amount;
    rows.push({ date: deposit.date, description: 'NAKİT YATIRMA KASA', amount, sender: '' });
  }
  // Nobody fits: a stranger's transfer and an incoming sum without a word.
  rows.push({ date: day(22), description: 'HAVALE', amount: 3_750_00n, sender: 'KEMAL SÖNMEZOĞLU' });
  rows.push({ date: day(24), description: 'GELEN FAST', amount: 777_77n, sender: '' });
  rows.push({ date: day(25), description: 'EFT ÖDEME', amount: 1_234_00n, sender: 'ZEYNEP ORHUNTAŞ' });
  rows.push({ date: day(26), description: 'GİDEN HAVALE', amount: -2_500_00n, sender: 'TUNA TESİSAT LTD' });
  rows.push({ date: day(27), description: 'KİRA', amount: 4_000_00n, sender: 'BİLİNMEYEN KİRACI' });
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The month's movements the demo recorded by hand in the bank account (expenses paid by EFT, wages, collections
 * entered at the desk), as the bank shows them a day later: the matcher ties them to what is recorded (level 0,
 * suggested), and the Mutabakat lists none of them as missing.
 */
async function recordedRows(
  tx: Executor,
  accountId: number,
  bankId: number,
  day: (d: number) => string,
): Promise<Row[]> {
  const movements = await loadRecordedMovements(tx, accountId, bankId, { from: day(1), to: day(28) });
  const last = lastDayOf(day(1));
  return movements
    .filter((m) => m.date >= day(1) && m.date <= last)
    .map((m) => {
      const next = isoOfDay(dayNumber(m.date) + 1);
      return {
        date: next <= last ? next : m.date,
        description:
          `${m.amount < 0n ? 'GİDEN EFT' : 'GELEN EFT'} ${(m.description ?? '').toLocaleUpperCase('tr')}`.trim(),
        amount: m.amount,
        sender: '',
      };
    });
}

/** The last ISO day of the month of an ISO date. */
function lastDayOf(iso: string): string {
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return isoOfDay(dayNumber(isoOf(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1)) - 1);
}

/** A Ziraat-like CSV (`;`, Turkish amounts) with each line's balance after it. */
function csvOf(rows: Row[], opening: bigint): string {
  const lines = ['Tarih;Dekont No;Açıklama;Tutar;Bakiye;Gönderen'];
  let balance = opening;
  rows.forEach((row, i) => {
    balance += row.amount;
    lines.push(
      [
        dmyOf(row.date),
        `D${String(i + 1).padStart(6, '0')}`,
        row.description,
        formatKurus(row.amount),
        formatKurus(balance),
        row.sender,
      ].join(';'),
    );
  });
  return `${lines.join('\n')}\n`;
}
