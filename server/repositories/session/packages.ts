/**
 * What the platform sells (licence and SMS packages). The catalogue belongs to the platform, not to an account:
 * every account reads the same offered packages, and only the operator's services write them.
 */
import { asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { packages } from '../../db/schema';
import type { PackageValues } from '../../domain/orders';

export type PackageRow = typeof packages.$inferSelect;

const byKindAndSize = [
  asc(packages.kind),
  asc(packages.apartmentCount),
  asc(packages.months),
  asc(packages.smsCredits),
  asc(packages.id),
];

export const packagesRepository = {
  /** The packages on offer (not retired), licences first, smallest first. */
  async listOffered(exec: Executor): Promise<PackageRow[]> {
    return exec
      .select()
      .from(packages)
      .where(isNull(packages.retiredAt))
      .orderBy(...byKindAndSize);
  },

  /** Every package, retired ones included (the operator's list). */
  async listAll(exec: Executor): Promise<PackageRow[]> {
    return exec
      .select()
      .from(packages)
      .orderBy(...byKindAndSize);
  },

  async find(exec: Executor, id: number): Promise<PackageRow | undefined> {
    const [row] = await exec.select().from(packages).where(eq(packages.id, id));
    return row;
  },

  async insert(exec: Executor, values: PackageValues): Promise<PackageRow> {
    const [row] = await exec.insert(packages).values(values).returning();
    return row!;
  },

  async update(
    exec: Executor,
    id: number,
    values: Omit<PackageValues, 'kind'>,
  ): Promise<PackageRow | undefined> {
    const [row] = await exec.update(packages).set(values).where(eq(packages.id, id)).returning();
    return row;
  },

  async setRetired(exec: Executor, id: number, retiredAt: Date | null): Promise<PackageRow | undefined> {
    const [row] = await exec.update(packages).set({ retiredAt }).where(eq(packages.id, id)).returning();
    return row;
  },
};
