/**
 * Turns a debt entry screen's form into each apartment's debt (DESIGN.md section 5): which apartments, who owes
 * each debt, which are skipped and why, and the amounts by the entry's rule (server/domain/distribution.ts).
 * Nothing here writes; the routes and the dues runner save the plan with services/money.ts createDebts.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import {
  accountingTypes,
  apartmentDebtGroups,
  apartmentResidents,
  apartments,
  buildings,
  debtExemptions,
  groups,
  residentParents,
  residents,
  settings,
} from '../db/schema';
import { type DebtSplit, type DistributionRule, debtAmounts } from '../domain/distribution';
import { fieldError, notFound } from '../errors';
import type { Responsible } from './money';

export type EntryInput =
  | { rule: 'single'; apartmentId: number; amount: bigint }
  | { rule: 'grid'; rows: { apartmentId: number; amount: bigint }[] }
  | { rule: 'amount_each'; buildingIds: number[]; amount: bigint }
  | { rule: 'land' | 'area' | 'per_person'; buildingIds: number[]; total: bigint }
  | { rule: 'group'; groupId: number };

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

interface Target {
  id: number;
  buildingName: string;
  identifier: string;
  area: string | null;
  land: string | null;
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

const identifierNumber = sql`nullif(substring(${apartments.identifier} from '^[0-9]+'), '')::numeric`;

/** Apartments of the account matching `where`, by building name and natural identifier order. */
async function targets(exec: Executor, accountId: number, where: SQL): Promise<Target[]> {
  return exec
    .select({
      id: apartments.id,
      buildingName: buildings.name,
      identifier: apartments.identifier,
      area: apartments.area,
      land: apartments.land,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(and(eq(apartments.accountId, accountId), where))
    .orderBy(
      asc(buildings.name),
      sql`${identifierNumber} asc nulls last`,
      asc(apartments.identifier),
      asc(apartments.id),
    );
}

async function buildingTargets(exec: Executor, accountId: number, buildingIds: number[]): Promise<Target[]> {
  const ids = [...new Set(buildingIds)];
  if (ids.length === 0) throw fieldError('building_ids', 'En az bir blok seçiniz.');
  const found = await exec
    .select({ id: buildings.id })
    .from(buildings)
    .where(and(eq(buildings.accountId, accountId), inArray(buildings.id, ids)));
  if (found.length !== ids.length) throw notFound('Bina bulunamadı.');
  return targets(exec, accountId, inArray(apartments.buildingId, ids));
}

async function apartmentTargets(
  exec: Executor,
  accountId: number,
  apartmentIds: number[],
): Promise<Target[]> {
  const ids = [...new Set(apartmentIds)];
  const rows = ids.length === 0 ? [] : await targets(exec, accountId, inArray(apartments.id, ids));
  if (rows.length !== ids.length) throw notFound('Daire bulunamadı.');
  return rows;
}

/** Apartments of a debt group (type 1, through apartment_debt_groups) or a dues group (type 2, group_id). */
export async function groupTargets(
  exec: Executor,
  accountId: number,
  groupId: number,
): Promise<{ group: typeof groups.$inferSelect; apartments: Target[] }> {
  const [group] = await exec
    .select()
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.id, groupId)));
  if (!group) throw notFound('Grup bulunamadı.');
  const where =
    group.type === 2
      ? eq(apartments.groupId, group.id)
      : inArray(
          apartments.id,
          exec
            .select({ id: apartmentDebtGroups.apartmentId })
            .from(apartmentDebtGroups)
            .where(
              and(eq(apartmentDebtGroups.accountId, accountId), eq(apartmentDebtGroups.groupId, group.id)),
            ),
        );
  return { group, apartments: await targets(exec, accountId, where) };
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
  const links = await currentLinks(exec, accountId, apartmentIds);
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

async function currentLinks(exec: Executor, accountId: number, apartmentIds: number[]) {
  return exec
    .select({
      apartmentId: apartmentResidents.apartmentId,
      type: apartmentResidents.type,
      id: residents.id,
      name: residents.name,
      surname: residents.surname,
    })
    .from(apartmentResidents)
    .innerJoin(residents, eq(residents.id, apartmentResidents.residentId))
    .where(
      and(
        eq(apartmentResidents.accountId, accountId),
        inArray(apartmentResidents.apartmentId, apartmentIds),
        isNull(apartmentResidents.moveOut),
      ),
    )
    .orderBy(
      asc(apartmentResidents.type),
      sql`${apartmentResidents.percent} desc nulls last`,
      asc(apartmentResidents.moveIn),
      asc(apartmentResidents.id),
    );
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
  const links = await currentLinks(exec, accountId, apartmentIds);
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
  const relatives = new Map<number, number>();
  if (everyone.length > 0) {
    const rows = await exec
      .select({ residentId: residentParents.residentId, n: sql<number>`count(*)::int` })
      .from(residentParents)
      .where(
        and(
          eq(residentParents.accountId, accountId),
          inArray(residentParents.residentId, everyone),
          eq(residentParents.livesIn, true),
        ),
      )
      .groupBy(residentParents.residentId);
    for (const row of rows) relatives.set(row.residentId, row.n);
  }
  for (const [id, people] of occupants) {
    counts.set(
      id,
      [...people].reduce((n, person) => n + 1 + (relatives.get(person) ?? 0), 0),
    );
  }
  return counts;
}

async function exemptApartments(
  exec: Executor,
  accountId: number,
  accountingTypeId: number,
  apartmentIds: number[],
): Promise<Set<number>> {
  if (apartmentIds.length === 0) return new Set();
  const rows = await exec
    .select({ apartmentId: debtExemptions.apartmentId })
    .from(debtExemptions)
    .where(
      and(
        eq(debtExemptions.accountId, accountId),
        eq(debtExemptions.accountingTypeId, accountingTypeId),
        inArray(debtExemptions.apartmentId, apartmentIds),
      ),
    );
  return new Set(rows.map((row) => row.apartmentId));
}

/** The caller's income type (type 1) for a debt, or a field error. */
export async function incomeType(
  exec: Executor,
  accountId: number,
  id: number,
  field = 'accounting_type_id',
) {
  const [type] = await exec
    .select()
    .from(accountingTypes)
    .where(and(eq(accountingTypes.accountId, accountId), eq(accountingTypes.id, id)));
  if (!type) throw notFound('Borç türü bulunamadı.');
  if (type.type !== 1)
    throw fieldError(field, 'Gelir tipinde bir borç türü seçiniz (gider türleri borç olamaz).');
  return type;
}

export async function autoPayFromAdvance(exec: Executor, accountId: number): Promise<boolean> {
  const [row] = await exec
    .select({ on: settings.autoPaymentAdvancePayments })
    .from(settings)
    .where(eq(settings.accountId, accountId));
  return row?.on ?? false;
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
  options: { accountingTypeId: number; responsible: Responsible },
): Promise<EntryPlan> {
  let candidates: Target[];
  let ruleInput: Record<string, unknown>;
  let groupAmount = 0n;
  switch (input.rule) {
    case 'single':
      candidates = await apartmentTargets(exec, accountId, [input.apartmentId]);
      ruleInput = { apartment_id: input.apartmentId, amount: text(input.amount) };
      break;
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
    input.rule === 'single'
      ? new Set<number>()
      : await exemptApartments(exec, accountId, options.accountingTypeId, ids);
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
