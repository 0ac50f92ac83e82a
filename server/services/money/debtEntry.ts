/**
 * Turns a debt entry screen's form into each apartment's debt (docs/domain.md, "Entry modes and the split"): which
 * apartments, who owes each debt, which are skipped and why, and the amounts by the entry's rule
 * (server/domain/distribution.ts). Nothing here writes; the debt entry and the dues runner save the plan with
 * services/money/debts.ts createDebts.
 */

import type { Executor } from '../../db';
import { type DebtSplit, type DistributionRule, debtAmounts } from '../../domain/distribution';
import { fieldError, notFound } from '../../errors';
import { monthlyRate } from '../../fields';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { groupsRepository } from '../../repositories/definitions/groups';
import { debtEntryRepository as repo, type Target } from '../../repositories/money/debtEntry';
import { residentLinksRepository } from '../../repositories/property/residentLinks';
import type { Responsible } from './debts';

export type EntryInput =
  | { rule: 'single'; apartmentId: number | FlatName; amount: bigint }
  | { rule: 'grid'; rows: { apartmentId: number; amount: bigint }[] }
  | { rule: 'amount_each'; buildingIds: number[]; amount: bigint }
  | { rule: 'land' | 'area' | 'per_person'; buildingIds: number[]; total: bigint }
  | { rule: 'group'; groupId: number };

/** A flat named as the specification's debt entry names it: its identifier within the building. */
export interface FlatName {
  buildingId: number;
  identifier: string;
}

export interface PlannedDebt {
  apartmentId: number;
  buildingName: string;
  identifier: string;
  residentId: number;
  residentName: string;
  amount: bigint;
}

export interface SkippedApartment {
  apartmentId: number;
  buildingName: string;
  identifier: string;
  reason: string;
}

export interface EntryPlan {
  rule: DistributionRule;
  /** Stored on the batch: what the rule was applied to (kuruş as text, JSON has no bigint). */
  ruleInput: Record<string, unknown>;
  rows: PlannedDebt[];
  skipped: SkippedApartment[];
}

interface Person {
  id: number;
  name: string;
  surname: string;
}

export const SKIP_REASONS = {
  exempt: 'Daire bu borç türünden muaf.',
  noOwner: 'Dairede kayıtlı ev sahibi veya hissedar yok.',
  noOccupant: 'Dairede kayıtlı kiracı veya ev sahibi yok.',
  noLand: 'Dairenin arsa payı girilmemiş.',
  noArea: 'Dairenin metrekaresi girilmemiş.',
  noPeople: 'Dairede yaşayan kişi kayıtlı değil.',
  zeroShare: 'Daireye düşen pay 0,00 TL.',
} as const;

async function buildingTargets(exec: Executor, accountId: number, buildingIds: number[]): Promise<Target[]> {
  const ids = [...new Set(buildingIds)];
  if (ids.length === 0) throw fieldError('building_ids', 'En az bir blok seçiniz.');
  if ((await repo.buildingCount(exec, accountId, ids)) !== ids.length) throw notFound('Bina bulunamadı.');
  return repo.buildingTargets(exec, accountId, ids);
}

async function apartmentTargets(
  exec: Executor,
  accountId: number,
  apartmentIds: number[],
): Promise<Target[]> {
  const ids = [...new Set(apartmentIds)];
  const rows = ids.length === 0 ? [] : await repo.apartmentTargets(exec, accountId, ids);
  if (rows.length !== ids.length) throw notFound('Daire bulunamadı.');
  return rows;
}

/** The flat called `identifier` in the caller's building: 404 for another's building, a field error for no flat. */
async function namedFlat(exec: Executor, accountId: number, name: FlatName): Promise<number> {
  if ((await repo.buildingCount(exec, accountId, [name.buildingId])) !== 1)
    throw notFound('Bina bulunamadı.');
  const id = await repo.apartmentNamed(exec, accountId, name);
  if (id === undefined) {
    throw fieldError('building_identifier', `Bu binada "${name.identifier.trim()}" numaralı daire yok.`);
  }
  return id;
}

/** A group's apartments: a debt group's members or a dues group's apartments. */
async function groupTargets(exec: Executor, accountId: number, groupId: number) {
  const group = await groupsRepository.find(exec, accountId, groupId);
  if (!group) throw notFound('Grup bulunamadı.');
  return { group, apartments: await repo.groupTargets(exec, accountId, group) };
}

/**
 * Who owes each apartment's debt. Owner: the first current owner, or the largest stock holder when the flat has
 * only stock holders. Tenant: the first current tenant, or the owner when nobody rents the flat.
 */
export async function responsibleResidents(
  exec: Executor,
  accountId: number,
  apartmentIds: number[],
  responsible: Responsible,
): Promise<Map<number, Person>> {
  const result = new Map<number, Person>();
  if (apartmentIds.length === 0) return result;
  const links = await residentLinksRepository.currentWithNames(exec, accountId, apartmentIds);
  const owner = new Map<number, Person>();
  const holder = new Map<number, Person>();
  const tenant = new Map<number, Person>();
  for (const link of links) {
    const map = link.type === 1 ? owner : link.type === 3 ? holder : tenant;
    if (!map.has(link.apartmentId))
      map.set(link.apartmentId, { id: link.id, name: link.name, surname: link.surname });
  }
  for (const id of apartmentIds) {
    const ownerOf = owner.get(id) ?? holder.get(id);
    const person = responsible === 'tenant' ? (tenant.get(id) ?? ownerOf) : ownerOf;
    if (person) result.set(id, person);
  }
  return result;
}

/**
 * People living in each apartment (`/debt/parent/count`): its current tenants when it is rented, otherwise its
 * current owners and stock holders; plus those people's relatives marked as living with them (lives_in).
 * Each person counts once per apartment.
 */
export async function peopleCounts(
  exec: Executor,
  accountId: number,
  apartmentIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(apartmentIds.map((id) => [id, 0]));
  if (apartmentIds.length === 0) return counts;
  const links = await residentLinksRepository.currentWithNames(exec, accountId, apartmentIds);
  const tenants = new Map<number, Set<number>>();
  const owners = new Map<number, Set<number>>();
  for (const link of links) {
    const map = link.type === 2 ? tenants : owners;
    const set = map.get(link.apartmentId) ?? new Set<number>();
    set.add(link.id);
    map.set(link.apartmentId, set);
  }
  const occupants = new Map<number, Set<number>>();
  for (const id of apartmentIds) occupants.set(id, tenants.get(id) ?? owners.get(id) ?? new Set());
  const everyone = [...new Set([...occupants.values()].flatMap((set) => [...set]))];
  const relatives = await repo.relativesLivingWith(exec, accountId, everyone);
  for (const [id, people] of occupants) {
    counts.set(
      id,
      [...people].reduce((n, person) => n + 1 + (relatives.get(person) ?? 0), 0),
    );
  }
  return counts;
}

/** The caller's income type (type 1) for a debt, or a field error. */
export async function incomeType(
  exec: Executor,
  accountId: number,
  id: number,
  field = 'accounting_type_id',
) {
  const type = await accountingTypesRepository.find(exec, accountId, id);
  if (!type) throw notFound('Borç türü bulunamadı.');
  if (type.type !== 1)
    throw fieldError(field, 'Gelir tipinde bir borç türü seçiniz (gider türleri borç olamaz).');
  return type;
}

/**
 * The monthly late-payment rate (%) of debts entered with `isInterest`: the one entered, or null (the interest
 * setting applies). Interest is cleared when the interest flag is off (docs/domain.md, "Input rules").
 */
export function interestRateOf(
  isInterest: boolean,
  interest: string | number | null | undefined,
): string | null {
  return isInterest && interest !== null && interest !== undefined && interest !== ''
    ? monthlyRate(interest, 'interest')
    : null;
}

/** The setting auto_payment_advance_payments: new debts are paid from the advance at once. */
export async function autoPayFromAdvance(exec: Executor, accountId: number): Promise<boolean> {
  return repo.autoPayFromAdvance(exec, accountId);
}

const text = (amount: bigint) => amount.toString();

/**
 * The plan of one entry: apartments, responsible residents, skipped apartments with their reasons, and each
 * amount by the rule. Bulk entries skip apartments exempt from the type; a split divides the whole total over the
 * apartments that remain, so the parts always add up to the total entered.
 */
export async function planEntry(
  exec: Executor,
  accountId: number,
  input: EntryInput,
  /** `dueDate` (ISO): an exemption with a period skips the flat only for debts due inside it. */
  options: { accountingTypeId: number; responsible: Responsible; dueDate: string },
): Promise<EntryPlan> {
  let candidates: Target[];
  let ruleInput: Record<string, unknown>;
  let groupAmount = 0n;
  switch (input.rule) {
    case 'single': {
      const id =
        typeof input.apartmentId === 'number'
          ? input.apartmentId
          : await namedFlat(exec, accountId, input.apartmentId);
      candidates = await apartmentTargets(exec, accountId, [id]);
      ruleInput = { apartment_id: id, amount: text(input.amount) };
      break;
    }
    case 'grid':
      candidates = await apartmentTargets(
        exec,
        accountId,
        input.rows.map((row) => row.apartmentId),
      );
      ruleInput = { amounts: input.rows.map((row) => [row.apartmentId, text(row.amount)]) };
      break;
    case 'amount_each':
      candidates = await buildingTargets(exec, accountId, input.buildingIds);
      ruleInput = { building_ids: input.buildingIds, amount: text(input.amount) };
      break;
    case 'land':
    case 'area':
    case 'per_person':
      candidates = await buildingTargets(exec, accountId, input.buildingIds);
      ruleInput = { building_ids: input.buildingIds, total: text(input.total) };
      break;
    case 'group': {
      const found = await groupTargets(exec, accountId, input.groupId);
      candidates = found.apartments;
      groupAmount = found.group.amount;
      ruleInput = { group_id: found.group.id, group_name: found.group.name, amount: text(groupAmount) };
      break;
    }
  }

  const skipped: SkippedApartment[] = [];
  const skip = (target: Target, reason: string) =>
    skipped.push({
      apartmentId: target.id,
      buildingName: target.buildingName,
      identifier: target.identifier,
      reason,
    });

  const ids = candidates.map((target) => target.id);
  const exempt =
    input.rule === 'single' ? new Set<number>() : await repo.exemptApartments(exec, accountId, options, ids);
  const responsible = await responsibleResidents(exec, accountId, ids, options.responsible);
  const people = input.rule === 'per_person' ? await peopleCounts(exec, accountId, ids) : null;
  const eligible: Target[] = [];
  for (const target of candidates) {
    if (exempt.has(target.id)) skip(target, SKIP_REASONS.exempt);
    else if (!responsible.has(target.id))
      skip(target, options.responsible === 'tenant' ? SKIP_REASONS.noOccupant : SKIP_REASONS.noOwner);
    else if (input.rule === 'land' && !(Number(target.land ?? 0) > 0)) skip(target, SKIP_REASONS.noLand);
    else if (input.rule === 'area' && !(Number(target.area ?? 0) > 0)) skip(target, SKIP_REASONS.noArea);
    else if (people && (people.get(target.id) ?? 0) === 0) skip(target, SKIP_REASONS.noPeople);
    else eligible.push(target);
  }

  const keys = eligible.map((target) => target.id);
  let split: DebtSplit<number> | null = null;
  switch (input.rule) {
    case 'single':
      split = { rule: 'single', amounts: keys.map((key) => ({ key, amount: input.amount })) };
      break;
    case 'grid': {
      const amountOf = new Map(input.rows.map((row) => [row.apartmentId, row.amount]));
      split = { rule: 'grid', amounts: keys.map((key) => ({ key, amount: amountOf.get(key)! })) };
      break;
    }
    case 'amount_each':
      split = { rule: 'amount_each', amount: input.amount, keys };
      break;
    case 'group':
      split = { rule: 'group', amount: groupAmount, keys };
      break;
    case 'land':
    case 'area': {
      const parts = eligible.map((target) => ({
        key: target.id,
        weight: (input.rule === 'land' ? target.land : target.area) ?? '0',
      }));
      ruleInput.basis = parts.map((part) => [part.key, part.weight]);
      split = keys.length === 0 ? null : { rule: input.rule, total: input.total, parts };
      break;
    }
    case 'per_person': {
      const counts = eligible.map((target) => ({ key: target.id, people: people!.get(target.id)! }));
      ruleInput.basis = counts.map((count) => [count.key, count.people]);
      split = keys.length === 0 ? null : { rule: 'per_person', total: input.total, people: counts };
      break;
    }
  }
  const amounts = split ? debtAmounts(split) : new Map<number, bigint>();
  const rows: PlannedDebt[] = [];
  for (const target of eligible) {
    const amount = amounts.get(target.id);
    if (!amount) {
      skip(target, SKIP_REASONS.zeroShare);
      continue;
    }
    const person = responsible.get(target.id)!;
    rows.push({
      apartmentId: target.id,
      buildingName: target.buildingName,
      identifier: target.identifier,
      residentId: person.id,
      residentName: `${person.name} ${person.surname}`,
      amount,
    });
  }
  if (skipped.length > 0) {
    ruleInput.skipped = skipped.map((s) => [s.apartmentId, s.reason]);
  }
  return { rule: input.rule, ruleInput, rows, skipped };
}
