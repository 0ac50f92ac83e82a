import { inject } from 'vitest';

/** One running product: the address its browser pages open, its data directory and its database. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

/**
 * The product this worker drives. globalSetup starts one per worker, so two test files running at once never
 * share a database, an SMS outbox or the demo account; within a worker the files run one after another as before.
 */
function current(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % servers.length]!;
}

export const baseUrl = () => current().baseUrl;
export const dataDir = () => current().dataDir;
export const databaseUrl = () => current().databaseUrl;
