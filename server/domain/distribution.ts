/**
 * How a bulk debt entry turns into each apartment's amount (docs/domain.md, "Entry modes and the split"). Amounts are
 * integer kuruş; weights (arsa payı "24.5", m² "112,25", people) are read as exact decimals, never as floats.
 */
import { badRequest } from '../errors';

/** The rule a batch was entered with; stored on the batch so its amounts can be explained later. */
export type DistributionRule =
  | 'equal_total'
  | 'amount_each'
  | 'land'
  | 'area'
  | 'per_person'
  | 'grid'
  | 'group'
  | 'single';

export interface WeightedPart<K> {
  key: K;
  weight: string | bigint;
}

export interface PeopleCount<K> {
  key: K;
  people: number;
}

export interface KeyedAmount<K> {
  key: K;
  amount: bigint;
}

/** One bulk entry, keyed by apartment: what the debt screens send once their form is read. */
export type DebtSplit<K> =
  | { rule: 'equal_total'; total: bigint; keys: readonly K[] }
  | { rule: 'amount_each' | 'group'; amount: bigint; keys: readonly K[] }
  | { rule: 'land' | 'area'; total: bigint; parts: readonly WeightedPart<K>[] }
  | { rule: 'per_person'; total: bigint; people: readonly PeopleCount<K>[] }
  | { rule: 'grid' | 'single'; amounts: readonly KeyedAmount<K>[] };

/**
 * Splits `total` in proportion to the weights by the largest-remainder (Hamilton) method: everyone gets the floor
 * of their exact share, then the kuruş left over go one each to the largest remainders, earlier parts first on a
 * tie. The parts always sum to `total` and each is within one kuruş of its exact share; a weight of 0 gets 0.
 */
export function splitByWeights<K>(total: bigint, parts: readonly WeightedPart<K>[]): Map<K, bigint> {
  assertNotNegative(total);
  assertUniqueKeys(parts.map((part) => part.key));
  const weights = scaledWeights(parts.map((part) => part.weight));
  if (total === 0n) return new Map(parts.map((part) => [part.key, 0n]));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw badRequest('Pay oranlarının toplamı sıfır; tutar paylaştırılamaz.');

  const shares = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight) => (total * weight) % weightSum);
  const leftover = total - shares.reduce((sum, share) => sum + share, 0n);
  // Array.prototype.sort is stable, so equal remainders keep input order.
  const byLargestRemainder = remainders
    .map((_, index) => index)
    .sort((a, b) => compareBigints(remainders[b]!, remainders[a]!));
  for (const index of byLargestRemainder.slice(0, Number(leftover))) shares[index]! += 1n;
  return new Map(parts.map((part, index) => [part.key, shares[index]!]));
}

/** 100,00 TL over three flats → 33,34 + 33,33 + 33,33. */
export function splitEqually<K>(total: bigint, keys: readonly K[]): Map<K, bigint> {
  return splitByWeights(
    total,
    keys.map((key) => ({ key, weight: 1n })),
  );
}

/** Split by the number of people living in each flat (residents and relatives); an empty flat gets 0. */
export function perPerson<K>(total: bigint, counts: readonly PeopleCount<K>[]): Map<K, bigint> {
  for (const { people } of counts) {
    if (!Number.isSafeInteger(people) || people < 0) throw badRequest('Kişi sayısı geçerli değil.');
  }
  return splitByWeights(
    total,
    counts.map(({ key, people }) => ({ key, weight: BigInt(people) })),
  );
}

/** The same amount for every flat (`/debt/amount`, a debt group's amount). */
export function amountEach<K>(amount: bigint, keys: readonly K[]): Map<K, bigint> {
  assertNotNegative(amount);
  assertUniqueKeys(keys);
  return new Map(keys.map((key) => [key, amount]));
}

/**
 * The debts a bulk entry creates: each apartment's amount by the entry's rule. Apartments whose amount is not
 * above 0 get no debt (docs/domain.md, "Input rules"), so a grid row left at 0 or a flat with no people is dropped.
 */
export function debtAmounts<K>(split: DebtSplit<K>): Map<K, bigint> {
  const amounts = amountsByRule(split);
  return new Map([...amounts].filter(([, amount]) => amount > 0n));
}

function amountsByRule<K>(split: DebtSplit<K>): Map<K, bigint> {
  switch (split.rule) {
    case 'equal_total':
      return splitEqually(split.total, split.keys);
    case 'amount_each':
    case 'group':
      return amountEach(split.amount, split.keys);
    case 'land':
    case 'area':
      return splitByWeights(split.total, split.parts);
    case 'per_person':
      return perPerson(split.total, split.people);
    case 'grid':
    case 'single':
      assertUniqueKeys(split.amounts.map((row) => row.key));
      return new Map(split.amounts.map((row) => [row.key, row.amount]));
  }
}

const DECIMAL = /^(-)?(\d+)(?:[.,](\d+))?$/;

/** Decimal weights as integers on one common scale: ["24.5", "112.25", 3n] → [2450n, 11225n, 300n]. */
function scaledWeights(weights: readonly (string | bigint)[]): bigint[] {
  const decimals = weights.map(readDecimal);
  const scale = Math.max(0, ...decimals.map((d) => d.fractionDigits));
  return decimals.map((d) => d.digits * 10n ** BigInt(scale - d.fractionDigits));
}

function readDecimal(weight: string | bigint): { digits: bigint; fractionDigits: number } {
  if (typeof weight === 'bigint') {
    if (weight < 0n) throw badRequest('Pay oranı negatif olamaz.');
    return { digits: weight, fractionDigits: 0 };
  }
  const match = DECIMAL.exec(weight.trim());
  if (!match) throw badRequest(`Pay oranı geçerli bir sayı değil: "${weight}".`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  if (sign && digits > 0n) throw badRequest('Pay oranı negatif olamaz.');
  return { digits, fractionDigits: fraction.length };
}

function assertNotNegative(amount: bigint): void {
  if (amount < 0n) throw badRequest('Tutar negatif olamaz.');
}

function assertUniqueKeys(keys: readonly unknown[]): void {
  if (new Set(keys).size !== keys.length)
    throw badRequest('Aynı daire dağıtımda birden fazla kez yer alıyor.');
}

function compareBigints(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
