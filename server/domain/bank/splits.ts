/**
 * The parts a bank line is posted as (docs/bank.md, "API (accounting area)"): each part's amount is positive;
 * collection and income add, expense, supplier payment and refund subtract, a transfer adds on an incoming line
 * and subtracts on an outgoing one; the signed parts add up exactly to the line.
 */
import { formatMoney } from '../../../common/money';
import { badRequest } from '../../errors';
import type { PartKind } from './types';

export type Direction = 'in' | 'out';

export interface PostPart {
  kind: PartKind;
  amount: bigint;
  accountId?: number | null;
}

const KIND_NAMES: Record<PartKind, string> = {
  collection: 'tahsilat',
  income: 'gelir',
  expense: 'gider',
  supplier_payment: 'cari ödemesi',
  refund: 'iade',
  transfer: 'virman',
};

/** The part's effect on the account's balance: + money in, − money out. */
export function signedPartAmount(kind: PartKind, amount: bigint, direction: Direction): bigint {
  switch (kind) {
    case 'collection':
    case 'income':
      return amount;
    case 'expense':
    case 'supplier_payment':
    case 'refund':
      return -amount;
    case 'transfer':
      return direction === 'in' ? amount : -amount;
  }
}

/** Throws a Turkish 400 naming the part that is wrong, or the sum the parts should make. */
export function checkParts(lineAmount: bigint, parts: PostPart[]): void {
  if (parts.length === 0) throw badRequest('Hareketi kaydetmek için en az bir parça girin.');
  const direction: Direction = lineAmount > 0n ? 'in' : 'out';
  parts.forEach((part, i) => {
    if (part.amount <= 0n)
      throw badRequest(`${i + 1}. parçanın (${KIND_NAMES[part.kind]}) tutarı sıfırdan büyük olmalı.`);
    if (part.kind === 'transfer' && (part.accountId ?? null) === null)
      throw badRequest(`${i + 1}. parça virman: karşı hesabı seçin.`);
  });
  // Seen from the line's side: money in for an incoming line, money out for an outgoing one.
  const sign = direction === 'in' ? 1n : -1n;
  const effects = parts.map((part) => sign * signedPartAmount(part.kind, part.amount, direction));
  if (!effects.some((effect) => effect > 0n)) {
    throw badRequest(
      direction === 'in'
        ? 'Gelen bir hareket yalnız gider, cari ödemesi veya iade olarak kaydedilemez: en az bir parça tahsilat, gelir ya da virman olmalı.'
        : 'Giden bir hareket yalnız tahsilat veya gelir olarak kaydedilemez: en az bir parça gider, cari ödemesi, iade ya da virman olmalı.',
    );
  }
  const total = effects.reduce((sum, effect) => sum + effect, 0n);
  const line = sign * lineAmount;
  if (total !== line) {
    const money = (value: bigint) => formatMoney(value < 0n ? -value : value);
    const written = effects
      .map(
        (effect, i) => `${i === 0 ? (effect < 0n ? '−' : '') : effect < 0n ? ' − ' : ' + '}${money(effect)}`,
      )
      .join('');
    const sum = parts.length > 1 ? `${written} = ${total < 0n ? '−' : ''}${money(total)}` : written;
    throw badRequest(`Parçaların toplamı hareketin tutarı ${money(line)} olmalı; girilen ${sum}.`);
  }
}
