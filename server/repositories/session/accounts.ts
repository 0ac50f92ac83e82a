import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, apartments, buildings } from '../../db/schema';

export type Account = typeof accounts.$inferSelect;

export interface NewAccount {
  assocName: string;
  licenceEnd: string;
  apartmentLimit: number;
  /** SMS credits it starts with (the demo has some; a registration none). */
  smsCredits?: number;
  /** Set for a branch (şube): the main account it hangs off. */
  parentAccountId?: number;
}

/** What the account's own user may change: the site name and the logo. */
export type AccountChanges = Partial<Pick<Account, 'assocName' | 'logo' | 'logoMime' | 'logoKey'>>;

export const accountsRepository = {
  async find(exec: Executor, id: number): Promise<Account | undefined> {
    const [row] = await exec.select().from(accounts).where(eq(accounts.id, id));
    return row;
  },

  /** The account unless it was closed (a closed branch). */
  async findOpen(exec: Executor, id: number): Promise<Account | undefined> {
    const [row] = await exec
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)));
    return row;
  },

  async insert(exec: Executor, values: NewAccount): Promise<Account> {
    const [row] = await exec.insert(accounts).values(values).returning();
    return row!;
  },

  async update(exec: Executor, id: number, changes: AccountChanges): Promise<void> {
    await exec.update(accounts).set(changes).where(eq(accounts.id, id));
  },

  async findLogo(exec: Executor, logoKey: string): Promise<{ logo: Buffer; logoMime: string } | undefined> {
    const [row] = await exec
      .select({ logo: accounts.logo, logoMime: accounts.logoMime })
      .from(accounts)
      .where(and(eq(accounts.logoKey, logoKey), isNotNull(accounts.logo)));
    return row?.logo && row.logoMime ? { logo: row.logo, logoMime: row.logoMime } : undefined;
  },

  /** The licensed apartment limit, the account row locked until the transaction ends. */
  async lockApartmentLimit(exec: Executor, id: number): Promise<number> {
    const [row] = await exec
      .select({ limit: accounts.apartmentLimit })
      .from(accounts)
      .where(eq(accounts.id, id))
      .for('update');
    return row?.limit ?? 0;
  },

  /** The account row locked until the transaction ends (a paid order changes its licence or credits). */
  async lock(exec: Executor, id: number): Promise<Account | undefined> {
    const [row] = await exec.select().from(accounts).where(eq(accounts.id, id)).for('update');
    return row;
  },

  async setLicence(exec: Executor, id: number, licence: { licenceEnd: string; apartmentLimit: number }) {
    await exec.update(accounts).set(licence).where(eq(accounts.id, id));
  },

  async addSmsCredits(exec: Executor, id: number, credits: number) {
    await exec
      .update(accounts)
      .set({ smsCredits: sql`${accounts.smsCredits} + ${credits}` })
      .where(eq(accounts.id, id));
  },

  async apartmentCount(exec: Executor, id: number): Promise<number> {
    const [row] = await exec.select({ n: count() }).from(apartments).where(eq(apartments.accountId, id));
    return row?.n ?? 0;
  },

  async buildingCount(exec: Executor, id: number): Promise<number> {
    const [row] = await exec.select({ n: count() }).from(buildings).where(eq(buildings.accountId, id));
    return row?.n ?? 0;
  },
};
