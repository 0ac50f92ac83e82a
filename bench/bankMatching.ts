/**
 * Times the bank matcher (10,000 lines against 20,000 flats and 30,000 residents) and the reconciliation (a year
 * of 50,000 lines): `npx tsx bench/bankMatching.ts`. Prints the times; the numbers never go in tests.
 */
import { performance } from 'node:perf_hooks';
import { createMatcher } from '../server/domain/bank/matching';
import { paymentCodeOf } from '../server/domain/bank/paymentCode';
import { reconcile } from '../server/domain/bank/reconciliation';
import type { MatchData, StatementLine } from '../server/domain/bank/types';

const NAMES = ['Ayşe', 'Mehmet', 'Ali', 'Fatma', 'Can', 'Zeynep', 'Emre', 'Elif'];
const SURNAMES = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Aydın', 'Arslan', 'Doğan', 'Kılıç'];

const data: MatchData = {
  flats: Array.from({ length: 20_000 }, (_, i) => ({
    apartmentId: i + 1,
    paymentCode: paymentCodeOf(1001 + i),
    payerResidentId: i + 1,
    openTotal: BigInt(50_000 + (i % 300) * 100),
  })),
  residents: Array.from({ length: 30_000 }, (_, i) => ({
    residentId: i + 1,
    name: NAMES[i % NAMES.length]!,
    surname: SURNAMES[(i * 7) % SURNAMES.length]!,
    phone: `5${String(300_000_000 + i)}`,
    apartmentIds: [(i % 20_000) + 1],
  })),
  knownIbans: [],
  suppliers: [],
  ownAccounts: [],
  openTransfers: [],
  keywordRules: [{ words: ['masraf'], kind: 'expense', accountingTypeId: 1 }],
};
const lines: StatementLine[] = Array.from({ length: 10_000 }, (_, i) => ({
  position: i + 1,
  valueDate: '2026-11-15',
  bookingDate: null,
  amount: i % 10 === 9 ? -500n : BigInt(50_000 + (i % 300) * 100),
  description: [
    `${NAMES[i % 8]} ${SURNAMES[i % 10]} KASIM AIDAT ${paymentCodeOf(1001 + i)}`,
    `FAST 0${5}${300_000_000 + i} aidat`,
    `${NAMES[i % 8]?.toUpperCase()} ${SURNAMES[i % 10]?.toUpperCase()} HAVALE`,
  ][i % 3]!,
  counterpartyName: null,
  counterpartyIban: null,
  reference: null,
  balanceAfter: null,
}));

let started = performance.now();
const match = createMatcher(data, { cashAccountId: 1 });
const suggested = lines.map(match).filter(Boolean).length;
console.log(
  `matcher: ${lines.length} lines, ${suggested} suggestions in ${(performance.now() - started).toFixed(0)} ms`,
);

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 365))).toISOString().slice(0, 10);
const yearLines = Array.from({ length: 50_000 }, (_, i) => ({
  id: i + 1,
  valueDate: day(Math.floor(i / 137)),
  amount: BigInt(1000 + i),
  description: 'EFT',
  status: i % 5 === 0 ? ('unmatched' as const) : ('posted' as const),
  balanceAfter: null,
}));
const movements = yearLines
  .filter((l) => l.status === 'posted')
  .map((l) => ({
    id: l.id,
    date: l.valueDate,
    amount: l.amount,
    kind: 'collection',
    description: '',
    bankLineId: l.id,
  }));
started = performance.now();
const result = reconcile({
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  openingBalance: 0n,
  bankBalanceBefore: 0n,
  movements,
  lines: yearLines,
});
console.log(
  `reconcile: ${yearLines.length} lines, ${result.days.length} days in ${(performance.now() - started).toFixed(0)} ms`,
);
