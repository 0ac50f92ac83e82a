import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'x'.repeat(40);

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: null,
      dataDir,
      demo: true,
      sms: { provider: 'outbox' },
    });
  });

  it('refuses a bad PORT with one clear line', () => {
    for (const port of ['abc', '0', '65536', '80.5', '-1', ' 80']) {
      expect(failure({ PORT: port }).message).toBe(
        `PORT must be a number between 1 and 65535, got "${port}"`,
      );
    }
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, PORT: '65535' }).port).toBe(65535);
  });

  it('reads an empty variable as not set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', DEMO: '', JWT_SECRET: '' });
    expect(config).toMatchObject({ port: 8080, databaseUrl: null, demo: true });
    expect(config.jwtSecret).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  });

  it('refuses a bad DATABASE_URL without echoing its password', () => {
    expect(failure({ DATABASE_URL: 'not a url' }).message).toBe('DATABASE_URL is not a valid URL');
    const mysql = failure({ DATABASE_URL: 'mysql://user:s3cret-pass@db/site' });
    expect(mysql.message).toBe('DATABASE_URL must start with postgres:// or postgresql://');
    expect(mysql.message).not.toContain('s3cret-pass');
    const url = 'postgresql://site:pw@db.example:5432/site';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('reads DATABASE_REPLICA_URL beside DATABASE_URL, refuses it bad or alone, without echoing its password', () => {
    const primary = 'postgres://site:pw@db-primary:5432/site';
    const replica = 'postgres://site:pw@db-standby:5432/site';
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, DATABASE_URL: primary };
    expect(loadConfig(env).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ ...env, DATABASE_REPLICA_URL: '' }).databaseReplicaUrl).toBeNull();
    expect(loadConfig({ ...env, DATABASE_REPLICA_URL: replica }).databaseReplicaUrl).toBe(replica);
    const mysql = failure({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://u:s3cret-pass@db/site' });
    expect(mysql.message).toBe('DATABASE_REPLICA_URL must start with postgres:// or postgresql://');
    expect(mysql.message).not.toContain('s3cret-pass');
    expect(failure({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'standby' }).message).toBe(
      'DATABASE_REPLICA_URL is not a valid URL',
    );
    expect(failure({ DATABASE_REPLICA_URL: replica }).message).toBe(
      'DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates) to be set',
    );
  });

  it('refuses a DEMO that is not true or false', () => {
    expect(failure({ DEMO: 'maybe' }).message).toBe('DEMO must be true or false, got "maybe"');
  });

  it('turns the demo on by default without DATABASE_URL and off with it', () => {
    const url = 'postgres://site@localhost/site';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, DATABASE_URL: url, DEMO: 'true' }).demo).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, DEMO: 'off' }).demo).toBe(false);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);

    const otherDir = mkdtempSync(join(tmpdir(), 'site-config-'));
    try {
      expect(loadConfig({ DATA_DIR: otherDir }).jwtSecret).not.toBe(first);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when given, and refuses a short one', () => {
    const fresh = join(dataDir, 'nested');
    expect(loadConfig({ DATA_DIR: fresh, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(existsSync(join(fresh, 'jwt-secret'))).toBe(false);
    expect(failure({ JWT_SECRET: 'short' }).message).toBe('JWT_SECRET must be at least 32 characters long');
  });

  it('refuses an unknown SMS provider and a bad tutorial webhook', () => {
    expect(failure({ SMS_PROVIDER: 'carrier-pigeon' }).message).toBe(
      'SMS_PROVIDER must be "outbox" or "netgsm", got "carrier-pigeon"',
    );
    expect(failure({ TUTORIAL_WEBHOOK_URL: 'ftp://hooks.example' }).message).toBe(
      'TUTORIAL_WEBHOOK_URL must start with http:// or https://',
    );
  });

  it('takes Netgsm with its account, naming what is missing or malformed', () => {
    const netgsm = {
      SMS_PROVIDER: 'netgsm',
      NETGSM_USERCODE: '8508401234',
      NETGSM_PASSWORD: 'gizli',
      NETGSM_HEADER: 'YESILVADI',
    };
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...netgsm }).sms).toEqual({
      provider: 'netgsm',
      usercode: '8508401234',
      password: 'gizli',
      header: 'YESILVADI',
      url: 'https://api.netgsm.com.tr',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...netgsm, NETGSM_URL: 'http://127.0.0.1:9' }).sms,
    ).toMatchObject({ url: 'http://127.0.0.1:9' });
    expect(failure({ ...netgsm, NETGSM_PASSWORD: '' }).message).toBe(
      'NETGSM_PASSWORD is required when SMS_PROVIDER is "netgsm"',
    );
    expect(failure({ ...netgsm, NETGSM_HEADER: 'YEŞİLVADİ' }).message).toContain('NETGSM_HEADER must be');
    expect(failure({ ...netgsm, NETGSM_HEADER: 'YESILVADISITESI' }).message).toContain('at most 11');
    expect(failure({ ...netgsm, NETGSM_URL: 'ftp://x' }).message).toBe(
      'NETGSM_URL must start with http:// or https://',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names one, and refuses a value that is neither', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toBe(
      '10.0.0.1,192.168.0.0/16',
    );
    expect(failure({ TRUST_PROXY: 'proxy.example' }).message).toContain('TRUST_PROXY');
  });

  it('takes the links’ address from PUBLIC_URL, else the address printed at start (issue 21, finding 5)', () => {
    const set = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://Site.Example.com/' });
    expect(set).toMatchObject({ publicUrl: 'https://site.example.com', publicUrlConfigured: true });
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '9000' })).toMatchObject({
      publicUrl: 'http://localhost:9000',
      publicUrlConfigured: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '10.0.0.5' }).publicUrl).toBe('http://10.0.0.5:8080');
    expect(failure({ PUBLIC_URL: 'site.example.com' }).message).toBe('PUBLIC_URL is not a valid URL');
    expect(failure({ PUBLIC_URL: 'ftp://site.example.com' }).message).toBe(
      'PUBLIC_URL must start with http:// or https://',
    );
    expect(failure({ PUBLIC_URL: 'https://site.example.com/yonetim' }).message).toContain(
      'PUBLIC_URL must be an address without a path',
    );
  });
});

describe('loadConfig: the e-mail channel', () => {
  it('writes to the outbox unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET }).mail.provider).toBe('outbox');
  });

  it('needs SMTP_URL and MAIL_FROM for smtp, each named in one line', () => {
    expect(failure({ MAIL_PROVIDER: 'sendgrid' }).message).toBe(
      'MAIL_PROVIDER must be "outbox" or "smtp", got "sendgrid"',
    );
    expect(failure({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example.com' }).message).toBe(
      'MAIL_FROM is required when MAIL_PROVIDER is "smtp"',
    );
    expect(failure({ MAIL_PROVIDER: 'smtp', MAIL_FROM: 'site@example.com' }).message).toBe(
      'SMTP_URL is required when MAIL_PROVIDER is "smtp"',
    );
    const http = failure({
      MAIL_PROVIDER: 'smtp',
      MAIL_FROM: 'a@example.com',
      SMTP_URL: 'https://u:s3cret@x.com',
    });
    expect(http.message).toBe('SMTP_URL must start with smtp:// or smtps://');
    expect(http.message).not.toContain('s3cret');
    expect(failure({ MAIL_FROM: 'Yönetim <not-an-address>' }).message).toBe(
      'MAIL_FROM must be an e-mail address (Name <name@example.com>), got "Yönetim <not-an-address>"',
    );
  });

  it('takes a complete SMTP setting', () => {
    const env = {
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Site <s@example.com>',
    };
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env }).mail).toEqual({
      provider: 'smtp',
      url: 'smtps://u:p@mail.example.com:465',
      from: 'Site <s@example.com>',
    });
  });

  it('paces SMTP to MAIL_PER_MINUTE and names a bad value', () => {
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example.com',
      MAIL_FROM: 's@example.com',
    };
    expect(loadConfig({ ...env, MAIL_PER_MINUTE: '120' }).mail).toMatchObject({ perMinute: 120 });
    expect(() => loadConfig({ ...env, MAIL_PER_MINUTE: '0' })).toThrow(
      'MAIL_PER_MINUTE must be a whole number of messages above 0, got "0"',
    );
  });
});
