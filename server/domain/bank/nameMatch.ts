/**
 * Level 4 of the matcher (docs/bank.md, "Matching"): a resident's whole name as words in the description or the
 * sender, and the line's amount equal to the open total of one of that resident's flats. Never posts by itself.
 */
import { fullNameOf, type MatchIndex, type NameGroup } from './matchIndex';
import { suggestion } from './suggestions';
import { foldedWords } from './textMatch';
import type { StatementLine, Suggestion } from './types';

/** Names (groups of residents) whose every word is a word of the description, or of the sender's name. */
function namedIn(index: MatchIndex, line: StatementLine): NameGroup[] {
  const found = new Set<NameGroup>();
  for (const text of [line.description, line.counterpartyName]) {
    const present = new Set(foldedWords(text));
    for (const first of present) {
      for (const last of present) {
        for (const group of index.namesByEnds.get(`${first} ${last}`) ?? []) {
          if (group.words.every((word) => present.has(word))) found.add(group);
        }
      }
    }
  }
  return withoutShorterNames([...found]);
}

/** "AYSE NUR KAYA" names Ayşe Nur Kaya, not also Ayşe Kaya: a name inside a longer found name is dropped. */
function withoutShorterNames(found: NameGroup[]): NameGroup[] {
  if (found.length < 2) return found;
  const sets = found.map((group) => new Set(group.words));
  return found.filter((_, i) =>
    sets.every(
      (other, j) => j === i || sets[i]!.size >= other.size || ![...sets[i]!].every((word) => other.has(word)),
    ),
  );
}

const MAX_OTHER_CANDIDATES = 20;

export function matchName(index: MatchIndex, line: StatementLine): Suggestion | null {
  const groups = namedIn(index, line);
  // Nobody of these names has a flat owing exactly this amount: no suggestion, whatever the names.
  if (!groups.some((group) => group.byOpenTotal.has(line.amount))) return null;
  const owing = new Map<number, number[]>();
  for (const group of groups) {
    for (const { resident, apartmentId } of group.byOpenTotal.get(line.amount) ?? []) {
      owing.set(resident.residentId, [...(owing.get(resident.residentId) ?? []), apartmentId]);
    }
  }
  const fitting = groups.flatMap((group) =>
    group.residents.map((resident) => ({ resident, flats: owing.get(resident.residentId) ?? [] })),
  );
  // Those owing the amount first; of the others only enough to show the manager the name is common (the count is
  // in the reason), so a name shared by hundreds does not put hundreds of candidates on every line.
  const candidates = [
    ...fitting.filter(({ flats }) => flats.length > 0),
    ...fitting.filter(({ flats }) => flats.length === 0).slice(0, MAX_OTHER_CANDIDATES),
  ].flatMap(({ resident, flats }) =>
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
