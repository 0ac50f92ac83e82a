import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env });

function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('IYZICO_URL and PAYTR_URL', () => {
  it('default to the live providers', () => {
    expect(load({}).payments).toMatchObject({
      iyzicoUrl: 'https://api.iyzipay.com',
      paytrUrl: 'https://www.paytr.com',
    });
    expect(load({ IYZICO_URL: '', PAYTR_URL: ' ' }).payments).toMatchObject({
      iyzicoUrl: 'https://api.iyzipay.com',
      paytrUrl: 'https://www.paytr.com',
    });
  });

  it('take iyzico’s sandbox or a local fake, without a trailing slash', () => {
    const config = load({
      IYZICO_URL: 'https://sandbox-api.iyzipay.com/',
      PAYTR_URL: 'http://127.0.0.1:4567',
    });
    expect(config.payments.iyzicoUrl).toBe('https://sandbox-api.iyzipay.com');
    expect(config.payments.paytrUrl).toBe('http://127.0.0.1:4567');
  });

  it('refuse anything but an absolute http(s) address, each with one clear line', () => {
    expect(refusal({ IYZICO_URL: 'sandbox-api.iyzipay.com' })).toBe('IYZICO_URL is not a valid URL');
    expect(refusal({ PAYTR_URL: 'ftp://www.paytr.com' })).toBe(
      'PAYTR_URL must start with http:// or https://',
    );
    expect(refusal({ PAYTR_URL: 'https://www.paytr.com/odeme/api/get-token' })).toBe(
      'PAYTR_URL must be an address without a path, e.g. https://www.paytr.com, got "https://www.paytr.com/odeme/api/get-token"',
    );
  });
});
