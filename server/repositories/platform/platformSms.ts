import { and, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { platformSmsMessages } from '../../db/schema';

export type PlatformSms = typeof platformSmsMessages.$inferSelect;

export interface PlatformSmsQuery {
  /** Digits of the phone, in the stored 5XXXXXXXXX form. */
  phone: string | null;
  status: string | null;
  ids: number[] | null;
  page: { offset: number; limit: number } | null;
}

function where(query: PlatformSmsQuery): SQL | undefined {
  return and(
    query.phone ? like(platformSmsMessages.toPhone, `%${query.phone}%`) : undefined,
    query.status ? eq(platformSmsMessages.status, query.status) : undefined,
    query.ids ? inArray(platformSmsMessages.id, query.ids.length ? query.ids : [0]) : undefined,
  );
}

/** The SMS the platform sent before there was an account (operator routes only), newest first. */
export const platformSmsRepository = {
  async list(exec: Executor, query: PlatformSmsQuery): Promise<{ rows: PlatformSms[]; total: number }> {
    const base = exec
      .select()
      .from(platformSmsMessages)
      .where(where(query))
      .orderBy(desc(platformSmsMessages.createdAt), desc(platformSmsMessages.id));
    const rows = query.page ? await base.limit(query.page.limit).offset(query.page.offset) : await base;
    const [counted] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(platformSmsMessages)
      .where(where(query));
    return { rows, total: counted?.n ?? 0 };
  },
};
