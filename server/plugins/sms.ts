import { randomUUID } from 'node:crypto';
import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { smsParts } from '../../common/smsSegments';
import type { Db } from '../db';
import { platformSmsMessages, smsMessages } from '../db/schema';
import type { ReportLine, SendOutcome } from '../domain/netgsm';

export interface OutgoingSms {
  /** Null for a one-time code sent before there is an account (registration, a forgotten password). */
  accountId: number | null;
  to: string;
  text: string;
  /** What the message is for (one_time_code, debt_reminder …); kept with the message. */
  kind: string;
}

/** How the gateway took a message sent alone. */
interface SendResult {
  provider: string;
  status: 'sent' | 'failed';
  providerJobId?: string | null;
  errorCode?: string | null;
  error?: string | null;
}

/**
 * Keeps a message sent alone: in its account's sms_messages, or in platform_sms_messages when there is no account
 * yet (docs/scaling.md, item 9). A message the gateway took has its sending time, so its delivery report is read.
 */
export async function keepSentSms(db: Db, message: OutgoingSms, result: SendResult): Promise<void> {
  const values = {
    toPhone: message.to,
    text: message.text,
    parts: smsParts(message.text),
    kind: message.kind,
    sentAt: result.status === 'sent' ? new Date() : null,
    ...result,
  };
  if (message.accountId === null) await db.insert(platformSmsMessages).values(values);
  else await db.insert(smsMessages).values({ ...values, accountId: message.accountId });
}

/** One message of a campaign, already kept in sms_messages. */
export interface BatchMessage {
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  /** One message now, outside any campaign (one-time codes). */
  send(message: OutgoingSms): Promise<void>;
  /** A batch of a campaign's messages in one request: accepted with the gateway's job id, or refused. */
  sendBatch(messages: BatchMessage[], commercial: boolean): Promise<SendOutcome>;
  /** The delivery report of the given jobs; null when the gateway could not answer (asked again later). */
  report(jobIds: string[]): Promise<ReportLine[] | null>;
}

/**
 * The default provider: every message is stored in the database and appended as one JSON line to
 * DATA_DIR/sms-outbox.jsonl, so developers and testers read one-time codes without an SMS gateway. The file is the
 * gateway: it holds what a phone would receive (codes, links in clear), so only the server's user may read it.
 */
export function outboxProvider(db: Db, dataDir: string): SmsProvider {
  const file = join(dataDir, 'sms-outbox.jsonl');
  let chmodDone = false;
  const append = async (lines: string) => {
    await mkdir(dataDir, { recursive: true });
    await appendFile(file, lines, { mode: 0o600 });
    // A file made by an earlier version kept the default mode.
    if (!chmodDone) await chmod(file, 0o600);
    chmodDone = true;
  };
  return {
    name: 'outbox',
    async send(message) {
      await keepSentSms(db, message, { provider: 'outbox', status: 'sent' });
      const line = JSON.stringify({ to: message.to, text: message.text, at: new Date().toISOString() });
      await append(`${line}\n`);
    },
    async sendBatch(messages) {
      const at = new Date().toISOString();
      await append(messages.map((m) => `${JSON.stringify({ to: m.to, text: m.text, at })}\n`).join(''));
      return { ok: true, jobId: `outbox-${randomUUID()}` };
    },
    // The outbox is not a network: nothing reports a delivery, so its messages stay "sent".
    async report() {
      return [];
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
