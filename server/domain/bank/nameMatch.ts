/**
 * Level 4 of the matcher (docs/bank.md, "Matching"): a resident's whole name as words in the description or the
 * sender, and the line's amount equal to the open total of one of that resident's flats. Never posts by itself.
 */
import { fullNameOf, type MatchIndex, type NamedResident } from './matchIndex';
import { suggestion } from './suggestions';
import { foldedWords } from './textMatch';
import type { StatementLine, Suggestion } from './types';

/** Residents whose every name word is a word of the description, or of the sender's name. */
function namedIn(index: MatchIndex, line: StatementLine): NamedResident[] {
  const found = new Map<number, NamedResident>();
  for (const text of [line.description, line.counterpartyName]) {
    const present = new Set(foldedWords(text));
    for (const first of present) {
      for (const last of present) {
        for (const named of index.namesByEnds.get(`${first} ${last}`) ?? []) {
          if (named.words.every((word) => present.has(word))) found.set(named.resident.residentId, named);
        }
      }
    }
  }
  return withoutShorterNames([...found.values()]);
}

/** "AYSE NUR KAYA" names Ayşe Nur Kaya, not also Ayşe Kaya: a name inside a longer found name is dropped. */
function withoutShorterNames(found: NamedResident[]): NamedResident[] {
  const names = new Map<string, Set<string>>();
  for (const named of found) names.set(named.words.join(' '), new Set(named.words));
  const shorter = new Set<string>();
  for (const [key, words] of names) {
    for (const [otherKey, other] of names) {
      if (key !== otherKey && words.size < other.size && [...words].every((word) => other.has(word)))
        shorter.add(key);
    }
  }
  return found.filter((named) => !shorter.has(named.words.join(' ')));
}

export function matchName(index: MatchIndex, line: StatementLine): Suggestion | null {
  const named = namedIn(index, line);
  const fitting = named.map(({ resident }) => ({
    resident,
    flats: resident.apartmentIds.filter((id) => index.flatById.get(id)?.openTotal === line.amount),
  }));
  if (!fitting.some(({ flats }) => flats.length > 0)) return null;
  const candidates = fitting.flatMap(({ resident, flats }) =>
    (flats.length > 0 ? flats : [null]).map((apartmentId) => ({
      residentId: resident.residentId,
      apartmentId,
      name: fullNameOf(resident),
    })),
  );
  if (fitting.length === 1) {
    const { resident, flats } = fitting[0]!;
    const name = fullNameOf(resident);
    return suggestion({
      kind: 'collection',
      level: 4,
      residentId: resident.residentId,
      // Two of the resident's flats owe exactly this amount: the manager picks the flat.
      apartmentId: flats.length === 1 ? flats[0]! : null,
      candidates: flats.length === 1 ? [] : candidates,
      reasonCode: 'name_amount',
      reasonParams: { name },
      reason: `Ad soyad (${name}) ve tutar açık borca eşit`,
    });
  }
  const names = [...new Set(fitting.map(({ resident }) => fullNameOf(resident)))];
  const count = String(fitting.length);
  return suggestion({
    kind: 'collection',
    level: 4,
    candidates,
    reasonCode: 'name_many',
    reasonParams: { count, name: names.join(', ') },
    reason:
      names.length === 1
        ? `Aynı adda ${count} sakin var (${names[0]}); birini seçin`
        : `Açıklamada ${count} sakinin adı geçiyor (${names.join(', ')}); birini seçin`,
  });
}
