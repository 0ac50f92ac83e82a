/**
 * The matcher's lookups, built once per import from MatchData (docs/bank.md, "Matching"), so that each line costs
 * a few Map reads instead of a pass over every flat and resident.
 */
import { normalizeIban } from '../../../common/iban';
import { drain, STEP_ITEMS, type Steps } from './steps';
import { foldedWords, foldedWordsOnce } from './textMatch';
import type { MatchData } from './types';

export type Flat = MatchData['flats'][number];
export type Resident = MatchData['residents'][number];
export type Supplier = MatchData['suppliers'][number];
export type Transfer = MatchData['openTransfers'][number];

/**
 * The residents who share one whole name (its folded words), and which of their flats owe what: a line naming them
 * costs one Map read for its amount, however many residents share the name.
 */
export interface NameGroup {
  words: string[];
  residents: Resident[];
  /** Open total of a flat → the residents of this name living there, with that flat. */
  byOpenTotal: Map<bigint, Array<{ resident: Resident; apartmentId: number }>>;
}

export interface MatchIndex {
  flatByCode: Map<string, Flat>;
  flatById: Map<number, Flat>;
  residentById: Map<number, Resident>;
  residentsByPhone: Map<string, Resident[]>;
  residentsByIban: Map<string, Resident[]>;
  suppliersByIban: Map<string, Supplier[]>;
  /** Keyed by the first folded word of the supplier's bank code. */
  suppliersByCodeStart: Map<string, Array<{ supplier: Supplier; words: string[] }>>;
  ownAccountByIban: Map<string, number>;
  transfersByAmount: Map<bigint, Transfer[]>;
  /** Keyed by `first last`: the first word of the name and the last of the surname. */
  namesByEnds: Map<string, NameGroup[]>;
  rules: Array<{ rule: MatchData['keywordRules'][number]; words: string[] }>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V, same?: (a: V, b: V) => boolean): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!same || !list.some((item) => same(item, value))) list.push(value);
}

export const fullNameOf = (resident: Resident) => `${resident.name} ${resident.surname}`.trim();

export function buildMatchIndex(data: MatchData): MatchIndex {
  return drain(matchIndexSteps(data));
}

/** buildMatchIndex in steps of residents. */
export function* matchIndexSteps(data: MatchData): Steps<MatchIndex> {
  const fold = foldedWordsOnce();
  const residentById = new Map(data.residents.map((resident) => [resident.residentId, resident]));
  const supplierById = new Map(data.suppliers.map((supplier) => [supplier.supplierId, supplier]));
  const sameResident = (a: Resident, b: Resident) => a.residentId === b.residentId;
  const sameSupplier = (a: Supplier, b: Supplier) => a.supplierId === b.supplierId;

  const index: MatchIndex = {
    flatByCode: new Map(data.flats.map((flat) => [flat.paymentCode, flat])),
    flatById: new Map(data.flats.map((flat) => [flat.apartmentId, flat])),
    residentById,
    residentsByPhone: new Map(),
    residentsByIban: new Map(),
    suppliersByIban: new Map(),
    suppliersByCodeStart: new Map(),
    ownAccountByIban: new Map(data.ownAccounts.map((own) => [normalizeIban(own.iban), own.cashAccountId])),
    transfersByAmount: new Map(),
    namesByEnds: new Map(),
    rules: data.keywordRules.map((rule) => ({
      rule,
      words: rule.words.flatMap((word) => foldedWords(word)),
    })),
  };

  const groups = new Map<string, NameGroup>();
  for (const [i, resident] of data.residents.entries()) {
    if (i > 0 && i % STEP_ITEMS === 0) yield;
    if (resident.phone) push(index.residentsByPhone, resident.phone, resident, sameResident);
    // Name alone, or surname alone, is too weak a clue: only a whole name of two words or more is indexed.
    const first = fold(resident.name);
    const last = fold(resident.surname);
    if (first.length === 0 || last.length === 0) continue;
    const words = [...first, ...last];
    const key = words.join(' ');
    let group = groups.get(key);
    if (!group) {
      group = { words, residents: [], byOpenTotal: new Map() };
      groups.set(key, group);
      push(index.namesByEnds, `${words[0]} ${words[words.length - 1]}`, group);
    }
    group.residents.push(resident);
    for (const apartmentId of resident.apartmentIds) {
      const flat = index.flatById.get(apartmentId);
      if (flat) push(group.byOpenTotal, flat.openTotal, { resident, apartmentId });
    }
  }
  for (const known of data.knownIbans) {
    const iban = normalizeIban(known.iban);
    const resident = known.residentId === null ? undefined : residentById.get(known.residentId);
    if (resident) push(index.residentsByIban, iban, resident, sameResident);
    const supplier = known.supplierId === null ? undefined : supplierById.get(known.supplierId);
    if (supplier) push(index.suppliersByIban, iban, supplier, sameSupplier);
  }
  for (const supplier of data.suppliers) {
    if (supplier.iban) push(index.suppliersByIban, normalizeIban(supplier.iban), supplier, sameSupplier);
    const words = foldedWords(supplier.bankCode);
    if (words.length > 0) push(index.suppliersByCodeStart, words[0]!, { supplier, words });
  }
  for (const transfer of data.openTransfers) push(index.transfersByAmount, transfer.amount, transfer);
  return index;
}

/** The flat a collection from this resident is for: the one they pay for, or their only flat; null if unsure. */
export function flatOf(index: MatchIndex, resident: Resident): number | null {
  const paying = resident.apartmentIds.filter(
    (id) => index.flatById.get(id)?.payerResidentId === resident.residentId,
  );
  if (paying.length === 1) return paying[0]!;
  return resident.apartmentIds.length === 1 ? resident.apartmentIds[0]! : null;
}
