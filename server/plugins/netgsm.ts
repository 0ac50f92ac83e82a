/**
 * The Netgsm gateway (SMS_PROVIDER=netgsm): its HTTP client over the platform fetch, and the SMS provider the app
 * sends through. Tests point NETGSM_URL at a local fake; the product calls no other outside address.
 */

import type { Db } from '../db';
import {
  type NetgsmMessage,
  type ReportLine,
  readReport,
  readSendAnswer,
  type SendOutcome,
  sendBody,
} from '../domain/netgsm';
import { AppError } from '../errors';
import { keepSentSms, type SmsProvider } from './sms';

export interface NetgsmAccount {
  usercode: string;
  password: string;
  header: string;
  url: string;
}

const unreachable = 'Netgsm’e ulaşılamadı; gönderim yeniden denenecek.';

export function netgsmClient(account: NetgsmAccount) {
  const authorization = `Basic ${Buffer.from(`${account.usercode}:${account.password}`).toString('base64')}`;
  /** The JSON answer, or null when Netgsm could not be reached or did not answer JSON. */
  async function post(path: string, body: unknown): Promise<unknown> {
    try {
      const response = await fetch(new URL(path, account.url), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      return await response.json();
    } catch {
      return null;
    }
  }
  return {
    async send(messages: NetgsmMessage[], commercial = false): Promise<SendOutcome> {
      const answer = await post('/sms/rest/v2/send', sendBody(account.header, messages, commercial));
      if (answer === null) return { ok: false, code: 'network', transient: true, text: unreachable };
      return readSendAnswer(answer);
    },

    /** The delivery report of the given jobs; null when Netgsm could not answer (asked again later). */
    async report(jobIds: string[]): Promise<ReportLine[] | null> {
      const read = readReport(await post('/sms/rest/v2/report', { jobids: jobIds }));
      return read.ok ? read.lines : null;
    },
  };
}

/**
 * Sends one message now (one-time codes) and keeps it (keepSentSms) with Netgsm's job id, or with the refusal's
 * code and Turkish explanation; a refused message answers 503 with that explanation.
 */
export function netgsmProvider(db: Db, account: NetgsmAccount): SmsProvider {
  const client = netgsmClient(account);
  return {
    name: 'netgsm',
    async send(message) {
      const outcome = await client.send([{ to: message.to, text: message.text }]);
      await keepSentSms(db, message, {
        provider: 'netgsm',
        status: outcome.ok ? 'sent' : 'failed',
        providerJobId: outcome.ok ? outcome.jobId : null,
        errorCode: outcome.ok ? null : outcome.code,
        error: outcome.ok ? null : outcome.text,
      });
      if (!outcome.ok) throw new AppError(503, `SMS gönderilemedi: ${outcome.text}`);
    },
    sendBatch: (messages, commercial) => client.send(messages, commercial),
    report: (jobIds) => client.report(jobIds),
  };
}
