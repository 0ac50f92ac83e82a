import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../src/dataProvider/http';

/** The browser's localStorage, in memory: the unit project runs in node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

interface Seen {
  url: string;
  authorization: unknown;
  contentType: unknown;
}

const originalAdapter = axios.defaults.adapter;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

/**
 * A server whose access token 'old' has expired and whose refresh call, like the real one, wants JSON;
 * `meanwhile` runs when it refuses 'old' (another tab renewing the session).
 */
function expiredTokenServer(meanwhile = () => {}) {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const url = `${config.baseURL && !config.url?.startsWith('/api') ? config.baseURL : ''}${config.url}`;
    seen.push({ url, authorization: headers.get('Authorization'), contentType: headers.get('Content-Type') });
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
      return response;
    };
    if (url === '/api/jwt/refresh-token') {
      return String(headers.get('Content-Type')).startsWith('application/json')
        ? reply(200, { description: '', token: 'new' })
        : reply(415, { description: 'Desteklenmeyen içerik türü.' });
    }
    if (headers.get('Authorization') === 'Bearer new') return reply(200, { description: '', data: [] });
    meanwhile();
    return reply(401, { description: 'invalid or expired jwt' });
  };
  axios.defaults.adapter = adapter;
  return seen;
}

describe('the HTTP client', () => {
  it('renews an expired token once with a JSON request, then retries the call with the new token', async () => {
    const seen = expiredTokenServer();
    localStorage.setItem('auth', 'old');
    const http = createHttp('/api');

    await expect(http.get('/building')).resolves.toMatchObject({ status: 200 });
    expect(seen.map((s) => s.url)).toEqual(['/api/building', '/api/jwt/refresh-token', '/api/building']);
    expect(seen[1]?.contentType).toMatch(/^application\/json/);
    expect(seen[2]?.authorization).toBe('Bearer new');
    expect(localStorage.getItem('auth')).toBe('new');
  });

  it('takes the token another tab renewed meanwhile instead of spending the refresh cookie a second time', async () => {
    const seen = expiredTokenServer(() => localStorage.setItem('auth', 'new'));
    localStorage.setItem('auth', 'old');
    const http = createHttp('/api');

    await expect(http.get('/building')).resolves.toMatchObject({ status: 200 });
    expect(seen.map((s) => s.url)).toEqual(['/api/building', '/api/building']);
    expect(seen[1]?.authorization).toBe('Bearer new');
  });
});
