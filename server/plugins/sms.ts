import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';
import { smsMessages } from '../db/schema';
import { smsParts } from '../../common/smsSegments';

export interface OutgoingSms {
  accountId: number | null;
  to: string;
  text: string;
  /** What the message is for (one_time_code, debt_reminder …); kept with the message. */
  kind: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: OutgoingSms): Promise<void>;
}

/**
 * The default provider: every message is stored in the database and appended as one JSON line to
 * DATA_DIR/sms-outbox.jsonl, so developers and testers read one-time codes without an SMS gateway.
 */
export function outboxProvider(db: Db, dataDir: string): SmsProvider {
  const file = join(dataDir, 'sms-outbox.jsonl');
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsMessages).values({
        accountId: message.accountId,
        toPhone: message.to,
        text: message.text,
        parts: smsParts(message.text),
        kind: message.kind,
        provider: 'outbox',
      });
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({ to: message.to, text: message.text, at: new Date().toISOString() });
      await appendFile(file, `${line}\n`);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export default fp(
  async function sms(app: FastifyInstance, { provider }: { provider: SmsProvider }) {
    app.decorate('sms', provider);
  },
  { name: 'sms' },
);
