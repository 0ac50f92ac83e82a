import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/harness';

let dir: string;
let ctx: TestContext;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-csp-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="tr"><body><div id="root"></div></body></html>',
  );
  ctx = await startTestApp({ serveSpa: true, spaDir: dir, trustProxy: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's Content-Security-Policy as a map of directive → sources. */
async function policyOf(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toContain('text/html');
  const directives = new Map<string, string[]>();
  for (const part of String(res.headers['content-security-policy']).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const PROVIDER = /paytr|iyzipay/;

describe('Content-Security-Policy for the card payment', () => {
  it('lets the resident page frame and post to PayTR and iyzico (live and sandbox)', async () => {
    const page = await policyOf('/sakin/Ab3dEf9hJk2mNp4q');
    expect(page.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.paytr.com',
        'https://cpp.iyzipay.com',
        'https://sandbox-cpp.iyzipay.com',
      ]),
    );
    expect(page.get('form-action')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.paytr.com', 'https://sandbox-api.iyzipay.com']),
    );
    expect(page.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.paytr.com', 'https://static.iyzipay.com']),
    );
    expect(page.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.iyzipay.com']));
    // Everything else stays as strict as the back office's.
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('script-src')).not.toContain("'unsafe-inline'");
    expect(page.get('object-src')).toEqual(["'none'"]);
  });

  it('keeps the back office strict: no provider may be framed, posted to or loaded', async () => {
    for (const url of ['/', '/login', '/collections', '/online-payments']) {
      const office = await policyOf(url);
      expect(office.get('default-src'), url).toEqual(["'self'"]);
      expect(office.get('form-action'), url).toEqual(["'self'"]);
      expect(office.has('frame-src'), url).toBe(false);
      for (const [name, sources] of office) expect(sources.join(' '), `${url} ${name}`).not.toMatch(PROVIDER);
    }
  });

  it('still upgrades insecure requests on the resident page over HTTPS', async () => {
    const page = await policyOf('/sakin/Ab3dEf9hJk2mNp4q', { 'x-forwarded-proto': 'https' });
    expect(page.has('upgrade-insecure-requests')).toBe(true);
    expect(page.get('frame-src')).toContain('https://www.paytr.com');
  });
});
