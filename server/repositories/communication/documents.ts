import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db';
import { documents } from '../../db/schema';
import { matchesKey } from '../../db/search';
import { accountScoped, type Page } from '../shared/accountScoped';

export type DocumentRow = typeof documents.$inferSelect;

/** Dokümanlar: an account's files with a description and a date; shown names are unique within the account. */
export const documentsRepository = {
  ...accountScoped(documents, {
    auditTable: 'documents',
    notFound: 'Doküman bulunamadı.',
    orderBy: [documents.createdAt],
  }),

  /** A page of the account's documents, newest date first; `key` searches the description and the name. */
  async page(exec: Executor, accountId: number, key: string | null, page: Page) {
    const where = and(
      eq(documents.accountId, accountId),
      key ? or(matchesKey(documents.description, key), matchesKey(documents.fileName, key)) : undefined,
    );
    const rows = await exec
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.date), desc(documents.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(documents).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The account's document shown under exactly this name (the download's `file_name`). */
  async byFileName(exec: Executor, accountId: number, fileName: string): Promise<DocumentRow | undefined> {
    const [row] = await exec
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, accountId), eq(documents.fileName, fileName)));
    return row;
  },

  /** Which of these names the account's documents already use. */
  async takenFileNames(exec: Executor, accountId: number, names: string[]): Promise<Set<string>> {
    const rows = await exec
      .select({ fileName: documents.fileName })
      .from(documents)
      .where(and(eq(documents.accountId, accountId), inArray(documents.fileName, names)));
    return new Set(rows.map((row) => row.fileName));
  },
};
