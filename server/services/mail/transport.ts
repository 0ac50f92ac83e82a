/**
 * Where a built message goes (docs/mail.md, "Providers"): the outbox writes it as a readable .eml file under
 * DATA_DIR/mail-outbox/ (as the SMS outbox writes sms-outbox.jsonl), smtp hands it to SMTP_URL's server.
 * Both are nodemailer transports; the answer is the provider's own words, kept with the message.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';

export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  /** Answers the provider's reply; throws the provider's error (with responseCode for an SMTP refusal). */
  send(message: SendMailOptions): Promise<string>;
}

const streamTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

function outboxTransport(dataDir: string): MailTransport {
  const folder = join(dataDir, 'mail-outbox');
  return {
    name: 'outbox',
    async send(message) {
      const info = await streamTransport.sendMail(message);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // The time first, so a folder listing reads in the order the messages were written.
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      // Like sms-outbox.jsonl: what a recipient would read, so only the server's user may open it.
      await writeFile(join(folder, file), info.message as Buffer, { mode: 0o600 });
      return `outbox: mail-outbox/${file}`;
    },
  };
}

/** One SMTP transport per URL, so connections are set up once per server, not per message. */
const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): MailTransport {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      // A silent server must not hold a collection's answer for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    smtpTransports.set(url, transport);
  }
  const sender = transport;
  return {
    name: 'smtp',
    async send(message) {
      const info = await sender.sendMail(message);
      return info.response ?? '';
    },
  };
}

export function mailTransport(mail: MailConfig, dataDir: string): MailTransport {
  return mail.provider === 'smtp' ? smtpTransport(mail.url) : outboxTransport(dataDir);
}
