import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '.';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const current = new AsyncLocalStorage<Transaction>();

/**
 * The app's database handle (`app.db`). Outside `joinTransaction` it is the database itself. Inside, every query of
 * the code it runs goes into the joined transaction, and that code's own `db.transaction(...)` becomes a savepoint
 * of it: a money write and its idempotency key commit together or not at all (server/plugins/idempotency.ts).
 */
export function joinableDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const tx = current.getStore();
      if (!tx) return Reflect.get(target, property, receiver);
      const value: unknown = Reflect.get(tx, property, tx);
      return typeof value === 'function' ? value.bind(tx) : value;
    },
  });
}

/** Runs `work` with every `joinableDb` query inside `tx`. */
export function joinTransaction<T>(tx: Transaction, work: () => Promise<T>): Promise<T> {
  return current.run(tx, work);
}
