/**
 * The matcher's lookups, built once per import from MatchData (docs/bank.md, "Matching"), so that each line costs
 * a few Map reads instead of a pass over every flat and resident.
 */
import { normalizeIban } from '../../../common/iban';
import { foldedWords } from './textMatch';
import type { MatchData } from './types';

export type Flat = MatchData['flats'][number];
export type Resident = MatchData['residents'][number];
export type Supplier = MatchData['suppliers'][number];
export type Transfer = MatchData['openTransfers'][number];

/** A resident with the folded words of their whole name (name and surname). */
export interface NamedResident {
  resident: Resident;
  fullName: string;
  words: string[];
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
  namesByEnds: Map<string, NamedResident[]>;
  rules: Array<{ rule: MatchData['keywordRules'][number]; words: string[] }>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V, same?: (a: V, b: V) => boolean): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!same || !list.some((item) => same(item, value))) list.push(value);
}

export const fullNameOf = (resident: Resident) => `${resident.name} ${resident.surname}`.trim();

export function buildMatchIndex(data: MatchData): MatchIndex {
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

  for (const resident of data.residents) {
    if (resident.phone) push(index.residentsByPhone, resident.phone, resident, sameResident);
    // Name alone, or surname alone, is too weak a clue: only a whole name of two words or more is indexed.
    const words = [...foldedWords(resident.name), ...foldedWords(resident.surname)];
    if (foldedWords(resident.name).length === 0 || foldedWords(resident.surname).length === 0) continue;
    const named = { resident, fullName: fullNameOf(resident), words };
    push(index.namesByEnds, `${words[0]} ${words[words.length - 1]}`, named);
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
