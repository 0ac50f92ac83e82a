import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, apartments, users } from '../../db/schema';
import { matchesKey } from '../../db/search';

/**
 * The platform operator's view of every account. These queries are the one place that reads across accounts:
 * only operator routes (access 'operator') call them, and the operator belongs to no account.
 */
export interface PlatformAccount {
  id: number;
  assocName: string;
  ownerName: string | null;
  ownerPhone: string | null;
  apartmentCount: number;
  apartmentLimit: number;
  /** YYYY-MM-DD */
  licenceEnd: string;
  smsCredits: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export const ACCOUNT_SORTS = [
  'id',
  'assoc_name',
  'owner_name',
  'apartment_count',
  'apartment_limit',
  'licence_end',
  'sms_credits',
  'last_login_at',
  'created_at',
] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

export interface AccountQuery {
  q: string | null;
  ids: number[] | null;
  sort: { field: AccountSort; desc: boolean };
  page: { offset: number; limit: number } | null;
}

/**
 * The outer row's id, always qualified: inside a subquery drizzle writes `${accounts.id}` as a bare "id", which
 * would name the subquery's own table (a.id, u.id) and count the wrong rows.
 */
const outerAccountId = sql.raw('"accounts"."id"');

const owner = sql`(select u.id from ${users} u where u.account_id = ${outerAccountId} and u.role = 'main'
  order by u.id limit 1)`;
const ownerName = sql<
  string | null
>`(select u.name || ' ' || u.surname from ${users} u where u.id = ${owner})`;
const ownerPhone = sql<string | null>`(select u.phone from ${users} u where u.id = ${owner})`;
const apartmentCount = sql<number>`(select count(*)::int from ${apartments} a where a.account_id = ${outerAccountId})`;
// Every user of the account counts: a sub-user's login is the account's activity too.
const lastLoginAt = sql<Date | null>`(select max(u.last_login_at) from ${users} u
  where u.account_id = ${outerAccountId})`.mapWith(users.lastLoginAt);

const SORT_COLUMNS: Record<AccountSort, SQL | typeof accounts.id> = {
  id: accounts.id,
  assoc_name: sql`${accounts.assocName}`,
  owner_name: ownerName,
  apartment_count: apartmentCount,
  apartment_limit: sql`${accounts.apartmentLimit}`,
  licence_end: sql`${accounts.licenceEnd}`,
  sms_credits: sql`${accounts.smsCredits}`,
  last_login_at: lastLoginAt,
  created_at: sql`${accounts.createdAt}`,
};

const columns = {
  id: accounts.id,
  assocName: accounts.assocName,
  ownerName,
  ownerPhone,
  apartmentCount,
  apartmentLimit: accounts.apartmentLimit,
  licenceEnd: accounts.licenceEnd,
  smsCredits: accounts.smsCredits,
  lastLoginAt,
  createdAt: accounts.createdAt,
};

/** Main accounts only: a branch is shown through its main account, whose licence it shares. */
const mainAccounts = and(isNull(accounts.parentAccountId), isNull(accounts.deletedAt));

function where(query: Pick<AccountQuery, 'q' | 'ids'>): SQL {
  const search = query.q
    ? or(
        matchesKey(accounts.assocName, query.q),
        matchesKey(ownerName, query.q),
        matchesKey(ownerPhone, query.q),
      )
    : undefined;
  const ids = query.ids ? inArray(accounts.id, query.ids.length ? query.ids : [0]) : undefined;
  return and(mainAccounts, search, ids)!;
}

export const platformAccountsRepository = {
  async list(exec: Executor, query: AccountQuery): Promise<{ rows: PlatformAccount[]; total: number }> {
    const order = SORT_COLUMNS[query.sort.field];
    const base = exec
      .select(columns)
      .from(accounts)
      .where(where(query))
      .orderBy(sql`${order} ${query.sort.desc ? sql`desc` : sql`asc`} nulls last`, asc(accounts.id));
    const rows = query.page ? await base.limit(query.page.limit).offset(query.page.offset) : await base;
    const [counted] = await exec.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where(query));
    return { rows, total: counted?.n ?? 0 };
  },

  async find(exec: Executor, id: number): Promise<PlatformAccount | undefined> {
    const [row] = await exec
      .select(columns)
      .from(accounts)
      .where(and(mainAccounts, eq(accounts.id, id)));
    return row;
  },
};
