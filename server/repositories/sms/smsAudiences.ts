/**
 * The people an SMS audience finds (docs/sms.md), each with what its merge fields need: current flats, building,
 * open debt and the oldest unpaid due date. One query shape for every audience; only the choice of residents
 * differs. Every statement is scoped to the account.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { matchesKey } from '../../db/search';
import type { SmsPerson } from '../../domain/smsRecipients';

/** 0 both, 1 owners (and stock holders), 2 tenants. */
export type ResidentType = 0 | 1 | 2;

export type ResidentChoice =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'residents'; buildingId: number | null; key: string | null }
  | { kind: 'buildings'; buildingIds: number[]; residentType: ResidentType }
  | { kind: 'groups'; groupIds: number[]; residentType: ResidentType }
  | { kind: 'debtors'; minDebt: bigint; dueOnOrBefore: string; buildingId: number | null };

const roleTypes = (type: ResidentType) => (type === 1 ? [1, 3] : type === 2 ? [2] : [1, 2, 3]);

/** Residents living in (or owning) a flat matching `flatCondition` (on `a`, an apartments row). */
function livingIn(accountId: number, flatCondition: SQL, type: ResidentType): SQL {
  return sql`select ar.resident_id from apartment_residents ar join apartments a on a.id = ar.apartment_id
    where ar.account_id = ${accountId} and ar.move_out is null
      and ar.type = any(${sql.param(roleTypes(type))}::int[]) and ${flatCondition}`;
}

const openDebts = (accountId: number) => sql`
  select d.resident_id, sum(d.amount - d.paid) as debt, min(d.due_date) as oldest_due
  from debts d
  where d.account_id = ${accountId} and d.deleted_at is null and d.amount > d.paid
  group by d.resident_id`;

/** The ids of the residents a choice finds (a subquery). */
function chosenIds(accountId: number, choice: ResidentChoice): SQL {
  switch (choice.kind) {
    case 'ids':
      return sql`select r.id from residents r where r.account_id = ${accountId}
        and r.id = any(${sql.param(choice.ids)}::int[])`;
    case 'residents': {
      const inBuilding = choice.buildingId
        ? sql`and (r.building_id = ${choice.buildingId} or r.id in (${livingIn(accountId, sql`a.building_id = ${choice.buildingId}`, 0)}))`
        : sql``;
      const search = choice.key
        ? sql`and (${matchesKey(sql`r.name || ' ' || r.surname`, choice.key)} or coalesce(r.phone, '') like ${`%${choice.key.replace(/\s+/g, '')}%`})`
        : sql``;
      return sql`select r.id from residents r where r.account_id = ${accountId} ${inBuilding} ${search}`;
    }
    case 'buildings':
      return livingIn(
        accountId,
        sql`a.building_id = any(${sql.param(choice.buildingIds)}::int[])`,
        choice.residentType,
      );
    case 'groups':
      return livingIn(
        accountId,
        sql`(a.group_id = any(${sql.param(choice.groupIds)}::int[]) or a.id in (
          select g.apartment_id from apartment_debt_groups g
          where g.account_id = ${accountId} and g.group_id = any(${sql.param(choice.groupIds)}::int[])))`,
        choice.residentType,
      );
    case 'debtors': {
      const inBuilding = choice.buildingId
        ? sql`and o.resident_id in (${livingIn(accountId, sql`a.building_id = ${choice.buildingId}`, 0)})`
        : sql``;
      return sql`select o.resident_id from (${openDebts(accountId)}) o
        where o.debt >= ${choice.minDebt} and o.debt > 0 and o.oldest_due <= ${choice.dueOnOrBefore} ${inBuilding}`;
    }
  }
}

interface PersonRow extends Record<string, unknown> {
  id: number;
  name: string;
  surname: string;
  phone: string | null;
  sms_opt_out: boolean;
  commercial_consent: boolean;
  flats: string | null;
  payment_code: string | null;
  building: string | null;
  debt: string;
  oldest_due: string | null;
}

const toPerson = (row: PersonRow): SmsPerson => ({
  residentId: row.id,
  nonMemberId: null,
  name: row.name,
  surname: row.surname,
  phone: row.phone,
  optOut: row.sms_opt_out,
  commercialConsent: row.commercial_consent,
  flats: row.flats,
  paymentCode: row.payment_code,
  building: row.building,
  debt: BigInt(row.debt),
  oldestDue: row.oldest_due,
});

export const smsAudiencesRepository = {
  /**
   * The residents a choice finds, but those in `except`, with their flats and open debts, in Turkish
   * alphabetical order of name and surname. `page` limits the rows (the debtors list); null: every one.
   */
  async residents(
    exec: Executor,
    accountId: number,
    choice: ResidentChoice,
    except: number[] = [],
    page: { offset: number; limit: number } | null = null,
  ): Promise<{ people: SmsPerson[]; total: number }> {
    const { rows } = await exec.execute<PersonRow & { total: string }>(sql`
      with chosen as (${chosenIds(accountId, choice)}),
      flats as (
        select ar.resident_id,
          string_agg(b.name || ' ' || a.identifier, ', ' order by b.name, a.identifier) as flats,
          (array_agg(a.payment_code order by b.name, a.identifier))[1] as payment_code,
          min(b.name) as building
        from apartment_residents ar
        join apartments a on a.id = ar.apartment_id
        join buildings b on b.id = a.building_id
        where ar.account_id = ${accountId} and ar.move_out is null and ar.resident_id in (select * from chosen)
        group by ar.resident_id
      ),
      open as (${openDebts(accountId)})
      select r.id, r.name, r.surname, r.phone, r.sms_opt_out, r.commercial_consent, f.flats, f.payment_code,
        coalesce(f.building, own.name) as building, coalesce(o.debt, 0)::text as debt, o.oldest_due::text,
        count(*) over () as total
      from residents r
      left join flats f on f.resident_id = r.id
      left join buildings own on own.id = r.building_id
      left join open o on o.resident_id = r.id
      where r.account_id = ${accountId} and r.id in (select * from chosen)
        and not (r.id = any(${sql.param(except)}::int[]))
      order by tr_sort_key(r.name) collate "C", tr_sort_key(r.surname) collate "C", r.id
      ${page ? sql`offset ${page.offset} limit ${page.limit}` : sql``}`);
    return { people: rows.map(toPerson), total: Number(rows[0]?.total ?? 0) };
  },

  /** Non-members: every one but `except`, or exactly `ids`. */
  async nonMembers(
    exec: Executor,
    accountId: number,
    choice: { ids: number[] | null; except: number[] },
  ): Promise<SmsPerson[]> {
    const only = choice.ids ? sql`and n.id = any(${sql.param(choice.ids)}::int[])` : sql``;
    const { rows } = await exec.execute<{ id: number; name: string; phone: string }>(sql`
      select n.id, n.name, n.phone from non_members n
      where n.account_id = ${accountId} ${only} and not (n.id = any(${sql.param(choice.except)}::int[]))
      order by tr_sort_key(n.name) collate "C", n.id`);
    return rows.map((row) => ({
      residentId: null,
      nonMemberId: row.id,
      name: row.name,
      surname: '',
      phone: row.phone,
      optOut: false,
      commercialConsent: false,
      flats: null,
      building: null,
      debt: 0n,
      oldestDue: null,
    }));
  },
};
