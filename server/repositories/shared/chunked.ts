/** Rows per INSERT statement: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 1000;

/** Inserts `rows` a thousand at a time and returns every created row, in the order of `rows`. */
export async function insertChunked<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const created: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    created.push(...(await insert(rows.slice(start, start + CHUNK))));
  }
  return created;
}
