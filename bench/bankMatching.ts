/**
 * Times the bank matcher (10,000 lines against 20,000 flats and 30,000 residents): `npx tsx bench/bankMatching.ts`.
 * Prints the time; the numbers never go in tests. The reconciliation sums its days in SQL now: bankStatements.ts
 * measures it end to end.
 */
import { performance } from 'node:perf_hooks';
import { createMatcher } from '../server/domain/bank/matching';
import { paymentCodeOf } from '../server/domain/bank/paymentCode';
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

const started = performance.now();
const match = createMatcher(data, { cashAccountId: 1 });
const suggested = lines.map(match).filter(Boolean).length;
console.log(
  `matcher: ${lines.length} lines, ${suggested} suggestions in ${(performance.now() - started).toFixed(0)} ms`,
);
