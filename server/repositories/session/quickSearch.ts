import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { currentAccounts, receipts, residents } from '../../db/schema';
import { matchesKey } from '../../db/search';
import { turkishOrder } from '../../db/turkishOrder';
import { apartmentsRepository } from '../property/apartments';

/**
 * The quick search's records (issue 26): residents, flats, suppliers and receipts of one account matching what was
 * typed, Turkish-folded (server/db/search.ts: "merve" finds "MERVE", "ışık" finds "IŞIK"), at most `limit` of each.
 * Every function takes the caller's account id.
 */
export const quickSearchRepository = {
  /** Residents by name and surname together, or by phone. */
  residents: (exec: Executor, accountId: number, key: string, limit: number) =>
    exec
      .select({ id: residents.id, name: residents.name, surname: residents.surname, phone: residents.phone })
      .from(residents)
      .where(
        and(
          eq(residents.accountId, accountId),
          or(
            matchesKey(sql`${residents.name} || ' ' || ${residents.surname}`, key),
            matchesKey(residents.phone, key),
          ),
        ),
      )
      .orderBy(turkishOrder(residents.name), turkishOrder(residents.surname), asc(residents.id))
      .limit(limit),

  /** Flats the way the flats list finds them: "A Blok 4", "A-4", a building, an occupant's name or phone. */
  async flats(exec: Executor, accountId: number, key: string, limit: number) {
    const { rows } = await apartmentsRepository.list(
      exec,
      accountId,
      { key },
      { page: { offset: 0, limit } },
    );
    return rows;
  },

  suppliers: (exec: Executor, accountId: number, key: string, limit: number) =>
    exec
      .select({ id: currentAccounts.id, name: currentAccounts.name })
      .from(currentAccounts)
      .where(and(eq(currentAccounts.accountId, accountId), matchesKey(currentAccounts.name, key)))
      .orderBy(turkishOrder(currentAccounts.name), asc(currentAccounts.id))
      .limit(limit),

  /** Live receipts by their number: only a query of digits ("Makbuz 12" is read as 12 by the caller). */
  receipts: (exec: Executor, accountId: number, number: number, limit: number) =>
    exec
      .select({
        id: receipts.id,
        number: receipts.number,
        date: receipts.date,
        total: receipts.total,
        payer: sql<
          string | null
        >`(select ${residents.name} || ' ' || ${residents.surname} from ${residents} where ${residents.id} = ${receipts.residentId})`,
      })
      .from(receipts)
      .where(and(eq(receipts.accountId, accountId), eq(receipts.number, number), isNull(receipts.deletedAt)))
      .orderBy(desc(receipts.id))
      .limit(limit),
};
