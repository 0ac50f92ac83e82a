import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { todos } from '../../db/schema';
import { notFound } from '../../errors';
import { accountScoped } from '../shared/accountScoped';
import { type Actor, recordAudit } from '../shared/audit';

export type Todo = typeof todos.$inferSelect;

export const TODO_NOT_FOUND = 'Yapılacak iş bulunamadı.';

const scoped = accountScoped(todos, {
  auditTable: 'todos',
  notFound: TODO_NOT_FOUND,
  orderBy: [todos.date],
});

/** The to-do items (yapılacaklar) of an account: by day or month, and `done` set for several at once. */
export const todosRepository = {
  ...scoped,

  /** The items dated from `from` to `to` (ISO, both included), by day and then in the order they were written. */
  async between(exec: Executor, accountId: number, from: string, to: string): Promise<Todo[]> {
    return exec
      .select()
      .from(todos)
      .where(and(eq(todos.accountId, accountId), between(todos.date, from, to)))
      .orderBy(asc(todos.date), asc(todos.id));
  },

  /**
   * Sets `done` on every listed item in one transaction, one audit row each. All or nothing: when any id is not
   * the account's, nothing changes and the answer is the same 404 as for a missing item.
   */
  async setDone(
    exec: Executor,
    accountId: number,
    actor: Actor,
    ids: number[],
    done: boolean,
  ): Promise<Todo[]> {
    const wanted = [...new Set(ids)];
    return exec.transaction(async (tx) => {
      const before = await scoped.findMany(tx, accountId, wanted);
      if (before.length !== wanted.length) throw notFound(TODO_NOT_FOUND);
      const after = await tx
        .update(todos)
        .set({ done })
        .where(and(eq(todos.accountId, accountId), inArray(todos.id, wanted)))
        .returning();
      for (const row of after) {
        await recordAudit(tx, actor, {
          table: 'todos',
          action: 'update',
          recordId: row.id,
          before: before.find((b) => b.id === row.id),
          after: row,
        });
      }
      return after.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    });
  },
};
