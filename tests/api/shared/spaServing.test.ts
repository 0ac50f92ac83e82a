import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuild } from '../../../server/spa';
import { startTestApp, type TestContext } from '../helpers/harness';

/** A small build as Vite lays it out: index.html and a hashed entry script, compressed as the build does. */
const script = `console.log(${JSON.stringify('Site Yönetimi '.repeat(400))});\n`;
const html =
  '<!doctype html><html lang="tr"><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html.repeat(3));
  writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), script);
  compressBuild(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built interface', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ serveSpa: true, spaDir: dir });
  });
  afterAll(() => ctx.close());

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the entry script as the brotli copy made at build time, cached for a year', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached, opened at / or at a deep link', async () => {
    for (const url of ['/', '/debts', '/apartments/3/show']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('keeps unknown /api paths a JSON 404 in Turkish', async () => {
    const res = await get('/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ description: 'İstenen adres bulunamadı.' });
  });

  it('answers a built file that is no longer there (named by a page open since before a deploy) with a 404, not the page', async () => {
    const res = await get('/assets/App-Gone5678.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
    expect(res.json()).toEqual({ description: 'İstenen adres bulunamadı.' });
  });
});

describe('HTTPS-only headers', () => {
  const strict = 'strict-transport-security';
  const csp = 'content-security-policy';

  it('over plain HTTP (an office opening http://192.168.1.20:8080) sends neither HSTS nor upgrade-insecure-requests', async () => {
    const ctx = await startTestApp({ serveSpa: true, spaDir: dir });
    try {
      // A header from the client itself is not believed: no proxy is trusted by default.
      for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
        const res = await ctx.app.inject({ method: 'GET', url: '/', headers });
        expect(res.headers[strict]).toBeUndefined();
        expect(String(res.headers[csp])).toContain("default-src 'self'");
        expect(String(res.headers[csp])).not.toContain('upgrade-insecure-requests');
      }
    } finally {
      await ctx.close();
    }
  });

  it('behind a trusted proxy that says https, sends both', async () => {
    const ctx = await startTestApp({ serveSpa: true, spaDir: dir, trustProxy: '127.0.0.1' });
    try {
      const secure = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers[strict]).toBe('max-age=15552000; includeSubDomains');
      expect(String(secure.headers[csp])).toContain('upgrade-insecure-requests');
      const api = await ctx.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(api.headers[strict]).toBe('max-age=15552000; includeSubDomains');
      const plain = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers[strict]).toBeUndefined();
      expect(String(plain.headers[csp])).not.toContain('upgrade-insecure-requests');
    } finally {
      await ctx.close();
    }
  });
});
