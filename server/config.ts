import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidIban, normalizeIban } from '../common/iban';
import { root } from './root';

export interface Config {
  port: number;
  host: string;
  /**
   * The product's public address (PUBLIC_URL, an origin without a trailing slash): the only domain of the links it
   * makes (SMS {link}, page links). Without it, the address `npm start` prints; never the request's Host.
   */
  publicUrl: string;
  /** False when PUBLIC_URL was not set and `publicUrl` is the printed address (start says so in the log). */
  publicUrlConfigured: boolean;
  databaseUrl: string | null;
  /**
   * DATABASE_REPLICA_URL: a streaming standby of DATABASE_URL. The reports, the dashboard and the owner's export read
   * from it (`app.readDb`, plugins/readReplica.ts); null = they read the primary like everything else.
   */
  databaseReplicaUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  /** The SMS gateway: the outbox (database + DATA_DIR/sms-outbox.jsonl), or Netgsm with its credentials. */
  sms: SmsConfig;
  /** The e-mail channel: the outbox (database + DATA_DIR/mail-outbox/*.eml) or an SMTP server (docs/mail.md). */
  mail: MailConfig;
  demo: boolean;
  tutorialWebhookUrl: string | null;
  /** Serve the built SPA from `spaDir` (off in API tests and in `npm run dev`). */
  serveSpa: boolean;
  /** The built interface (`vite build` writes it to dist/). */
  spaDir: string;
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed: false (none, the default), true (any: only behind a proxy
   * that is the sole way in), or a comma-separated list of addresses or CIDR ranges.
   */
  trustProxy: boolean | string;
  /** Request logging (off in tests). */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** Set to false only by tests that exercise other things than rate limits. */
  rateLimits: boolean;
  /** Lifetime of an access token, in seconds. */
  accessTokenSeconds: number;
  /**
   * Run the job queue (pg-boss: the daily dues runs) in this instance. `npm start` turns it on (JOBS=false turns it
   * off); tests and benches leave it off unless they test the queue.
   */
  jobs: boolean;
  /** Where account owners transfer the price of an order (BANK_IBAN, BANK_NAME, BANK_HOLDER; demo defaults). */
  bank: BankConfig;
  /** Online dues payment (docs/payments.md): the key of the stored merchant credentials and the providers. */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** SECRETS_KEY, or one generated once into DATA_DIR (like JWT_SECRET): AES-256-GCM's key is its SHA-256. */
  secretsKey: string;
  /** PAYTR_URL and IYZICO_URL: the providers' roots (tests point them at local fakes). */
  paytrUrl: string;
  iyzicoUrl: string;
  /** The in-product simulated bank: only with DEMO or PAYMENT_TEST_PROVIDER=true. */
  testProvider: boolean;
}

export interface BankConfig {
  /** TR + 24 digits, checked (mod 97), kept without spaces. */
  iban: string;
  name: string;
  holder: string;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'netgsm'; usercode: string; password: string; header: string; url: string };

export type MailConfig =
  | { provider: 'outbox'; from: string }
  /** perMinute: MAIL_PER_MINUTE, the most messages a minute the SMTP server takes (left out: no pacing). */
  | { provider: 'smtp'; url: string; from: string; perMinute?: number };

export class ConfigError extends Error {}

/** The outbox's sender when MAIL_FROM is not set: never sent anywhere, only written to the .eml files. */
const OUTBOX_FROM = 'Site Yönetimi <bildirim@site-yonetimi.invalid>';
const MAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** MAIL_PROVIDER and, for SMTP, its server and sender: every missing or malformed value is named at start. */
function parseMail(env: Env): MailConfig {
  const provider = env.MAIL_PROVIDER?.trim() || 'outbox';
  if (provider !== 'outbox' && provider !== 'smtp') {
    throw new ConfigError(`MAIL_PROVIDER must be "outbox" or "smtp", got "${provider}"`);
  }
  const fromText = env.MAIL_FROM?.trim();
  if (fromText) {
    // "Name <address>" or a bare address.
    const address = /<([^<>]+)>\s*$/.exec(fromText)?.[1] ?? fromText;
    if (!MAIL_ADDRESS.test(address)) {
      throw new ConfigError(
        `MAIL_FROM must be an e-mail address (Name <name@example.com>), got "${fromText}"`,
      );
    }
  }
  if (provider === 'outbox') return { provider, from: fromText || OUTBOX_FROM };
  if (!fromText) throw new ConfigError('MAIL_FROM is required when MAIL_PROVIDER is "smtp"');
  if (!env.SMTP_URL?.trim()) throw new ConfigError('SMTP_URL is required when MAIL_PROVIDER is "smtp"');
  const url = parseUrl('SMTP_URL', env.SMTP_URL.trim(), ['smtp:', 'smtps:'])!;
  if (!new URL(url).hostname)
    throw new ConfigError('SMTP_URL must name a server, e.g. smtp://user:pass@mail.example.com:587');
  const perMinuteText = env.MAIL_PER_MINUTE?.trim();
  if (!perMinuteText) return { provider, url, from: fromText };
  const perMinute = Number(perMinuteText);
  if (!Number.isInteger(perMinute) || perMinute < 1) {
    throw new ConfigError(
      `MAIL_PER_MINUTE must be a whole number of messages above 0, got "${perMinuteText}"`,
    );
  }
  return { provider, url, from: fromText, perMinute };
}

/** SMS_PROVIDER and, for Netgsm, its account: every missing or malformed value is named at start. */
function parseSms(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider === 'outbox') return { provider };
  if (provider !== 'netgsm') {
    throw new ConfigError(`SMS_PROVIDER must be "outbox" or "netgsm", got "${provider}"`);
  }
  const needed = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} is required when SMS_PROVIDER is "netgsm"`);
    return value;
  };
  const header = needed('NETGSM_HEADER');
  // The sender name approved at Netgsm: at most 11 characters, no Turkish letters.
  if (!/^[A-Za-z0-9 .-]{1,11}$/.test(header)) {
    throw new ConfigError(
      `NETGSM_HEADER must be at most 11 Latin letters, digits, spaces, dots or dashes, got "${header}"`,
    );
  }
  const url = parseUrl('NETGSM_URL', env.NETGSM_URL, ['http:', 'https:']) ?? 'https://api.netgsm.com.tr';
  return { provider, usercode: needed('NETGSM_USERCODE'), password: needed('NETGSM_PASSWORD'), header, url };
}

type Env = Record<string, string | undefined>;

/** A valid demo IBAN: the demo's orders show it; a real installation sets its own. */
const DEMO_BANK: BankConfig = {
  iban: 'TR660006200000123456789012',
  name: 'Demo Bankası',
  holder: 'Site Yönetimi Yazılım A.Ş.',
};

/** The bank account orders are paid into: each value optional (demo default), the IBAN checked when given. */
function parseBank(env: Env): BankConfig {
  const iban = env.BANK_IBAN ? normalizeIban(env.BANK_IBAN) : DEMO_BANK.iban;
  if (!isValidIban(iban)) {
    throw new ConfigError(
      `BANK_IBAN must be a Turkish IBAN (TR and 24 digits, valid check digits), got "${env.BANK_IBAN}"`,
    );
  }
  return {
    iban,
    name: env.BANK_NAME?.trim() || DEMO_BANK.name,
    holder: env.BANK_HOLDER?.trim() || DEMO_BANK.holder,
  };
}

export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

const ADDRESS = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

export function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value.trim() === '') return false;
  if (/^(1|true|yes|on|0|false|no|off)$/i.test(value.trim()))
    return parseBoolean('TRUST_PROXY', value.trim(), false);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => !ADDRESS.test(entry))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses, got "${value}"`,
    );
  }
  return entries.join(',');
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return value;
}

/** The address `npm start` prints: where this instance answers on its own machine. */
export function startAddress(host: string, port: number): string {
  return `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
}

/** PUBLIC_URL: http(s) and a host only (the resident page lives at /sakin/ of the origin). */
function parsePublicUrl(value: string | undefined): string | null {
  const text = parseUrl('PUBLIC_URL', value?.trim(), ['http:', 'https:']);
  if (text === null) return null;
  const url = new URL(text);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `PUBLIC_URL must be an address without a path, e.g. https://site.example.com, got "${text}"`,
    );
  }
  return url.origin;
}

/** A payment provider's root: http(s), no path (the adapters add the documented paths), without a trailing slash. */
function parseProviderUrl(name: string, value: string | undefined, fallback: string): string {
  const text = parseUrl(name, value?.trim(), ['http:', 'https:']);
  if (text === null) return fallback;
  const url = new URL(text);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must be an address without a path, e.g. ${fallback}, got "${text}"`);
  }
  return url.origin;
}

/** Reads and validates the configuration. A bad value throws a ConfigError with one clear line. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (`PORT=` in an env file) means "not set", as for every other setting.
  const portText = env.PORT || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number between 1 and 65535, got "${portText}"`);
  }
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const databaseReplicaUrl = parseUrl('DATABASE_REPLICA_URL', env.DATABASE_REPLICA_URL?.trim(), [
    'postgres:',
    'postgresql:',
  ]);
  // A standby of the embedded database cannot exist: the replica only makes sense beside an external primary.
  if (databaseReplicaUrl && !databaseUrl)
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates) to be set');
  const dataDir = resolve(env.DATA_DIR || './data');
  const sms = parseSms(env);
  const mail = parseMail(env);
  const demo = parseBoolean('DEMO', env.DEMO, databaseUrl === null);
  const tutorialWebhookUrl = parseUrl('TUTORIAL_WEBHOOK_URL', env.TUTORIAL_WEBHOOK_URL, ['http:', 'https:']);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  const jwtSecret = overrides.jwtSecret ?? (env.JWT_SECRET || secretFromDataDir(dataDir, 'jwt-secret'));
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  const secretsKey = env.SECRETS_KEY || secretFromDataDir(dataDir, 'secrets-key');
  if (secretsKey.length < 32) throw new ConfigError('SECRETS_KEY must be at least 32 characters long');
  const payments: PaymentsConfig = {
    secretsKey,
    paytrUrl: parseProviderUrl('PAYTR_URL', env.PAYTR_URL, 'https://www.paytr.com'),
    iyzicoUrl: parseProviderUrl('IYZICO_URL', env.IYZICO_URL, 'https://api.iyzipay.com'),
    testProvider: demo || parseBoolean('PAYMENT_TEST_PROVIDER', env.PAYMENT_TEST_PROVIDER, false),
  };
  return {
    port,
    host,
    publicUrl: publicUrl ?? startAddress(host, port),
    publicUrlConfigured: publicUrl !== null,
    databaseUrl,
    databaseReplicaUrl,
    dataDir,
    jwtSecret,
    sms,
    mail,
    demo,
    tutorialWebhookUrl,
    serveSpa: true,
    spaDir: join(root, 'dist'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: 'info',
    rateLimits: true,
    accessTokenSeconds: 60 * 60,
    jobs: false,
    bank: parseBank(env),
    payments,
    ...overrides,
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive a restart without configuration. */
function secretFromDataDir(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
