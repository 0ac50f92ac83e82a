/**
 * The matcher (docs/bank.md, "Matching"): one bank line → the safest suggestion of the ladder, or null. Any line:
 * 0 a movement already recorded by hand, assigned over the whole statement before this (recorded.ts). Incoming lines: 1 payment code, 2 phone, 3 the other leg of a virman / an own account / a resident's known IBAN, 4 whole
 * name and the exact open total, 5 a keyword rule. Outgoing lines: 3 virman leg / own account / supplier IBAN /
 * a resident's IBAN (a refund) / supplier bank code, 5 a keyword rule. Pure: the service reads MatchData.
 */
import { formatIban } from '../../../common/iban';
import { buildMatchIndex, flatOf, fullNameOf, type MatchIndex, type Resident } from './matchIndex';
import { matchName } from './nameMatch';
import { findPaymentCodes } from './paymentCode';
import { suggestion, transferLeg } from './suggestions';
import { displayPhone, findPhones, foldedWords, hasPhrase } from './textMatch';
import type { MatchData, StatementLine, Suggestion } from './types';

export function createMatcher(
  data: MatchData,
  options: { cashAccountId: number },
): (line: StatementLine) => Suggestion | null {
  return matcherOf(buildMatchIndex(data), options);
}

/**
 * The matcher over an index already built (matchIndexSteps, when the import builds it in steps), for the lines
 * level 0 left (assignRecorded runs first, so money recorded by hand is not collected a second time by its
 * payment code). `upTo: 3` stops before names and keywords: the import's first pass, over an index of only the
 * flats and residents the lines name.
 */
export function matcherOf(
  index: MatchIndex,
  options: { cashAccountId: number; upTo?: 3 },
): (line: StatementLine) => Suggestion | null {
  const guesses = options.upTo !== 3;
  return (line) => {
    if (line.amount > 0n) {
      return (
        byPaymentCode(index, line) ??
        byPhone(index, line) ??
        transferLeg(index, line, options.cashAccountId) ??
        byOwnAccount(index, line) ??
        byResidentIban(index, line) ??
        (guesses ? (matchName(index, line) ?? byKeyword(index, line, 'income')) : null)
      );
    }
    return (
      transferLeg(index, line, options.cashAccountId) ??
      byOwnAccount(index, line) ??
      bySupplierIban(index, line) ??
      byResidentIban(index, line) ??
      bySupplierCode(index, foldedWords(line.description)) ??
      (guesses ? byKeyword(index, line, 'expense') : null)
    );
  };
}

/**
 * Whether a suggestion may be posted at import without the manager: its level is one the account allows
 * (`bank_auto_levels`), at most 3 (0: tied to a movement recorded by hand), nobody to choose between, and one target the posting can be made to.
 */
export function autoPostable(s: Suggestion, levels: number[]): boolean {
  if (s.cashMovementId) return levels.includes(0);
  return levels.includes(s.level) && s.level <= 3 && s.candidates.length === 0 && hasSingleTarget(s);
}

function hasSingleTarget(s: Suggestion): boolean {
  switch (s.kind) {
    case 'collection':
      return s.apartmentId !== null && s.residentId !== null;
    case 'refund':
      return s.residentId !== null;
    case 'supplier_payment':
      return s.supplierId !== null;
    case 'income':
    case 'expense':
      return s.accountingTypeId !== null;
    case 'transfer':
      return s.accountId !== null;
  }
}

/** Level 1: exactly one code of a known flat; two flats' codes in one description are left to the manager. */
function byPaymentCode(index: MatchIndex, line: StatementLine): Suggestion | null {
  const flats = findPaymentCodes(line.description).flatMap((code) => index.flatByCode.get(code) ?? []);
  if (flats.length !== 1) return null;
  const flat = flats[0]!;
  const payer = flat.payerResidentId === null ? undefined : index.residentById.get(flat.payerResidentId);
  const name = payer ? fullNameOf(payer) : '';
  return suggestion({
    kind: 'collection',
    level: 1,
    apartmentId: flat.apartmentId,
    residentId: payer?.residentId ?? null,
    reasonCode: 'payment_code',
    reasonParams: { code: flat.paymentCode, name },
    reason: `Ödeme kodu ${flat.paymentCode} açıklamada${name ? ` (${name})` : ''}`,
  });
}

/** Level 2: a resident's mobile number in the description; a number several residents share gives candidates. */
function byPhone(index: MatchIndex, line: StatementLine): Suggestion | null {
  const residents = new Map<number, Resident>();
  let phone = '';
  for (const found of findPhones(line.description)) {
    for (const resident of index.residentsByPhone.get(found) ?? []) {
      residents.set(resident.residentId, resident);
      phone ||= found;
    }
  }
  if (residents.size === 0) return null;
  const shown = displayPhone(phone);
  return forResidents(index, [...residents.values()], 'collection', 2, 'phone', { phone: shown }, (one) =>
    one
      ? `Telefon ${shown} açıklamada (${one})`
      : `Telefon ${shown} açıklamada; ${residents.size} sakinde kayıtlı, birini seçin`,
  );
}

/** Level 3: an IBAN confirmed before for a resident: a collection when it comes in, a refund when it goes out. */
function byResidentIban(index: MatchIndex, line: StatementLine): Suggestion | null {
  const iban = line.counterpartyIban;
  const residents = iban ? index.residentsByIban.get(iban) : undefined;
  if (!iban || !residents) return null;
  const incoming = line.amount > 0n;
  const side = incoming ? 'Gönderen' : 'Alıcı';
  const shown = formatIban(iban);
  return forResidents(
    index,
    residents,
    incoming ? 'collection' : 'refund',
    3,
    'known_iban',
    { iban: shown },
    (one) =>
      one
        ? `${side} IBAN ${shown} daha önce ${one} için kullanıldı`
        : `${side} IBAN ${shown} daha önce ${residents.length} sakin için kullanıldı; birini seçin`,
  );
}

/** One resident → their suggestion; several → the same suggestion without a resident, with them as candidates. */
function forResidents(
  index: MatchIndex,
  residents: Resident[],
  kind: 'collection' | 'refund',
  level: 2 | 3,
  reasonCode: 'phone' | 'known_iban',
  params: Record<string, string>,
  reason: (oneName: string | null) => string,
): Suggestion {
  if (residents.length === 1) {
    const resident = residents[0]!;
    const name = fullNameOf(resident);
    return suggestion({
      kind,
      level,
      reasonCode,
      residentId: resident.residentId,
      apartmentId: flatOf(index, resident),
      reasonParams: { ...params, name },
      reason: reason(name),
    });
  }
  return suggestion({
    kind,
    level,
    reasonCode,
    reasonParams: { ...params, count: String(residents.length) },
    reason: reason(null),
    candidates: residents.map((resident) => ({
      residentId: resident.residentId,
      apartmentId: flatOf(index, resident),
      name: fullNameOf(resident),
    })),
  });
}

/** Level 3: the other party is one of the association's own accounts: a virman. */
function byOwnAccount(index: MatchIndex, line: StatementLine): Suggestion | null {
  const accountId = line.counterpartyIban ? index.ownAccountByIban.get(line.counterpartyIban) : undefined;
  if (accountId === undefined) return null;
  const shown = formatIban(line.counterpartyIban!);
  return suggestion({
    kind: 'transfer',
    level: 3,
    accountId,
    reasonCode: 'own_account',
    reasonParams: { iban: shown },
    reason: `${line.amount > 0n ? 'Gönderen' : 'Alıcı'} IBAN ${shown} kendi hesaplarınızdan biri (virman)`,
  });
}

/** Level 3: the receiver's IBAN is a supplier's (on the supplier or confirmed before), and only one supplier's. */
function bySupplierIban(index: MatchIndex, line: StatementLine): Suggestion | null {
  const suppliers = line.counterpartyIban ? index.suppliersByIban.get(line.counterpartyIban) : undefined;
  if (suppliers?.length !== 1) return null;
  const supplier = suppliers[0]!;
  const shown = formatIban(line.counterpartyIban!);
  return suggestion({
    kind: 'supplier_payment',
    level: 3,
    supplierId: supplier.supplierId,
    reasonCode: 'supplier_iban',
    reasonParams: { iban: shown, name: supplier.name },
    reason: `Alıcı IBAN ${shown} ${supplier.name} cari hesabına kayıtlı`,
  });
}

/** Level 3: one supplier's bank code written as whole words in the description. */
function bySupplierCode(index: MatchIndex, words: string[]): Suggestion | null {
  const found = new Map<number, { supplier: MatchData['suppliers'][number]; code: string }>();
  for (const word of new Set(words)) {
    for (const coded of index.suppliersByCodeStart.get(word) ?? []) {
      if (hasPhrase(words, coded.words))
        found.set(coded.supplier.supplierId, { supplier: coded.supplier, code: coded.supplier.bankCode! });
    }
  }
  if (found.size !== 1) return null;
  const { supplier, code } = [...found.values()][0]!;
  return suggestion({
    kind: 'supplier_payment',
    level: 3,
    supplierId: supplier.supplierId,
    reasonCode: 'supplier_code',
    reasonParams: { code, name: supplier.name },
    reason: `Banka kodu ${code} açıklamada (${supplier.name})`,
  });
}

/** Level 5: a rule whose words are all in the description as whole words; the rule with most words wins. */
function byKeyword(index: MatchIndex, line: StatementLine, kind: 'income' | 'expense'): Suggestion | null {
  const present = new Set(foldedWords(line.description));
  let best: MatchIndex['rules'][number] | null = null;
  for (const entry of index.rules) {
    if (entry.rule.kind !== kind || entry.words.length === 0) continue;
    if (!entry.words.every((word) => present.has(word))) continue;
    if (!best || entry.words.length > best.words.length) best = entry;
  }
  if (!best) return null;
  const keyword = best.rule.words.join(' ');
  return suggestion({
    kind,
    level: 5,
    accountingTypeId: best.rule.accountingTypeId,
    reasonCode: 'keyword',
    reasonParams: { keyword },
    reason: `Anahtar kelime: ${keyword}`,
  });
}
