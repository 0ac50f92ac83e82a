/**
 * Tickets (requests and faults) and their threads (issue 11). Every query is scoped to the caller's account; the
 * resident page's reads are scoped to the link's resident as well.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartments, buildings, residents, ticketMessages, tickets, users } from '../../db/schema';

export type TicketCategory = (typeof tickets.$inferSelect)['category'];
export type TicketStatus = (typeof tickets.$inferSelect)['status'];

export interface TicketFilters {
  status?: TicketStatus | null;
  category?: TicketCategory | null;
}

const listColumns = {
  id: tickets.id,
  subject: tickets.subject,
  category: tickets.category,
  status: tickets.status,
  residentId: tickets.residentId,
  apartmentId: tickets.apartmentId,
  residentName: sql<string | null>`nullif(trim(${residents.name} || ' ' || ${residents.surname}), '')`,
  flat: sql<string | null>`${buildings.name} || ' ' || ${apartments.identifier}`,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};

function joined(exec: Executor) {
  return exec
    .select(listColumns)
    .from(tickets)
    .leftJoin(residents, eq(residents.id, tickets.residentId))
    .leftJoin(apartments, eq(apartments.id, tickets.apartmentId))
    .leftJoin(buildings, eq(buildings.id, apartments.buildingId));
}

export type TicketRow = Awaited<ReturnType<typeof joined>>[number];

export const ticketsRepository = {
  /** Newest activity first. */
  async list(
    exec: Executor,
    accountId: number,
    filters: TicketFilters,
    page: { offset: number; limit: number },
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const where = and(
      eq(tickets.accountId, accountId),
      filters.status ? eq(tickets.status, filters.status) : undefined,
      filters.category ? eq(tickets.category, filters.category) : undefined,
    );
    const rows = await joined(exec)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(tickets).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<TicketRow | undefined> {
    const [row] = await joined(exec).where(and(eq(tickets.accountId, accountId), eq(tickets.id, id)));
    return row;
  },

  async ofResident(exec: Executor, accountId: number, residentId: number) {
    return exec
      .select({
        id: tickets.id,
        subject: tickets.subject,
        category: tickets.category,
        status: tickets.status,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .where(and(eq(tickets.accountId, accountId), eq(tickets.residentId, residentId)))
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(100);
  },

  /** The threads of some tickets of the account, oldest message first, with the writing user's name. */
  async messages(exec: Executor, accountId: number, ticketIds: number[]) {
    if (ticketIds.length === 0) return [];
    return exec
      .select({
        id: ticketMessages.id,
        ticketId: ticketMessages.ticketId,
        body: ticketMessages.body,
        fromResident: ticketMessages.fromResident,
        userName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
        createdAt: ticketMessages.createdAt,
      })
      .from(ticketMessages)
      .leftJoin(users, eq(users.id, ticketMessages.userId))
      .where(
        and(
          eq(ticketMessages.accountId, accountId),
          sql`${ticketMessages.ticketId} in (${sql.join(
            ticketIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(ticketMessages.createdAt, ticketMessages.id);
  },

  async insert(
    exec: Executor,
    values: Pick<
      typeof tickets.$inferInsert,
      'accountId' | 'residentId' | 'apartmentId' | 'subject' | 'category'
    >,
  ) {
    const [row] = await exec.insert(tickets).values(values).returning();
    return row!;
  },

  async insertMessage(
    exec: Executor,
    values: Pick<
      typeof ticketMessages.$inferInsert,
      'accountId' | 'ticketId' | 'userId' | 'fromResident' | 'body'
    >,
  ) {
    const [row] = await exec.insert(ticketMessages).values(values).returning();
    return row!;
  },

  /** Marks new activity (and a new status when given); answers whether the ticket was the account's. */
  async touch(exec: Executor, accountId: number, id: number, status?: TicketStatus): Promise<boolean> {
    const rows = await exec
      .update(tickets)
      .set({ updatedAt: new Date(), ...(status && { status }) })
      .where(and(eq(tickets.accountId, accountId), eq(tickets.id, id)))
      .returning({ id: tickets.id });
    return rows.length > 0;
  },
};
