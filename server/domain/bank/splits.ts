/**
 * Stand-in for bankMatching's `checkParts` (same signature), so posting can run before it is merged: the parts of a
 * line, signed by their kind, must add up to the line (docs/bank.md, "API").
 */
import { formatMoney } from '../../../common/money';
import { badRequest } from '../../errors';
import type { PartKind } from './types';

const ADDS: ReadonlySet<PartKind> = new Set(['collection', 'income']);

export function checkParts(lineAmount: bigint, parts: { kind: PartKind; amount: bigint }[]): void {
  if (parts.length === 0) throw badRequest('Hareketin en az bir parçası olmalıdır.');
  let sum = 0n;
  for (const part of parts) {
    if (part.amount <= 0n) throw badRequest('Her parçanın tutarı sıfırdan büyük olmalıdır.');
    // A transfer goes the line's way: into this account for an incoming line, out of it for an outgoing one.
    const adds = part.kind === 'transfer' ? lineAmount > 0n : ADDS.has(part.kind);
    sum += adds ? part.amount : -part.amount;
  }
  if (sum !== lineAmount) {
    throw badRequest(
      `Parçaların toplamı (${formatMoney(sum)}) hareketin tutarına (${formatMoney(lineAmount)}) eşit değil.`,
    );
  }
}
