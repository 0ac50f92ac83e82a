import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { moneyMethods } from '../../src/dataProvider/custom/money';
import { createHttp } from '../../src/dataProvider/http';
import { createSend, newIdempotencyKey } from '../../src/dataProvider/send';
import type { ResourceConfig } from '../../src/registry/types';

/**
 * A server whose first `lost` answers never arrive (the connection drops, or the proxy answers 502): what each
 * request carried as Idempotency-Key is recorded.
 */
function flakyServer(lost: ('drop' | 502)[]) {
  const keys: (string | undefined)[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = AxiosHeaders.from(config.headers).get('Idempotency-Key');
    keys.push(typeof key === 'string' ? key : undefined);
    const failure = lost.shift();
    if (failure === 'drop') throw new AxiosError('socket hang up', AxiosError.ERR_NETWORK, config);
    const status = failure ?? 200;
    const response = {
      data: { description: 'Tahsilat kaydedildi.', data: {} },
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    return response;
  };
  return { http: axios.create({ adapter }), keys };
}

const payment = {
  debt_id: 1,
  account_id: 2,
  accounting_type_id: 3,
  amount: 100,
  date: '05.02.2025',
  description: '',
};

describe('money writes sent again after a lost answer', () => {
  it('resend a collection with the key of its first try until it is answered', async () => {
    const server = flakyServer(['drop', 502]);
    const money = moneyMethods(createSend(server.http, [0, 0]));
    await expect(money.payDebt(payment)).resolves.toMatchObject({ description: 'Tahsilat kaydedildi.' });
    expect(server.keys).toHaveLength(3);
    expect(server.keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(server.keys)).toEqual(new Set([server.keys[0]]));
  });

  it('give a new submit a new key', async () => {
    const server = flakyServer([]);
    const money = moneyMethods(createSend(server.http, [0, 0]));
    await money.payDebt(payment);
    await money.payDebt(payment);
    expect(server.keys[0]).not.toBe(server.keys[1]);
  });

  it('give up after two resends and tell the user', async () => {
    const server = flakyServer(['drop', 'drop', 'drop']);
    const money = moneyMethods(createSend(server.http, [0, 0]));
    await expect(money.payDebt(payment)).rejects.toThrow();
    expect(server.keys).toHaveLength(3);
  });

  it('send a write that is not a money write once, and a read without a key', async () => {
    const server = flakyServer(['drop']);
    const send = createSend(server.http, [0, 0]);
    await expect(send({ method: 'POST', url: '/building', data: { name: 'A' } })).rejects.toThrow();
    expect(server.keys).toHaveLength(1);
    await send({ method: 'GET', url: '/building' });
    expect(server.keys[1]).toBeUndefined();
  });

  it('resend an income (a resource of the accounting area) through the standard create with its key', async () => {
    const server = flakyServer(['drop']);
    const incomes = {
      name: 'incomes',
      area: 'accounting',
      endpoints: { getList: { path: '/payments' }, create: { method: 'POST', path: '/payment' } },
    } as unknown as ResourceConfig;
    const provider = createDataProvider({ resources: [incomes] }, server.http);
    // The standard methods wait 500 ms before the resend.
    await provider.create('incomes', { data: { amount: 5 } });
    expect(server.keys).toHaveLength(2);
    expect(server.keys[0]).toEqual(expect.any(String));
    expect(server.keys[1]).toBe(server.keys[0]);
  });

  it('make keys without crypto.randomUUID (plain HTTP on the office network)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('a money write whose session had expired', () => {
  const originalAdapter = axios.defaults.adapter;
  afterEach(() => {
    axios.defaults.adapter = originalAdapter;
    vi.unstubAllGlobals();
  });

  it('is sent again after the renewal with the same key', async () => {
    const stored = new Map<string, string>([['auth', 'old']]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    const keys: unknown[] = [];
    axios.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const headers = AxiosHeaders.from(config.headers);
      const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config });
      if (config.url?.endsWith('/jwt/refresh-token')) return ok({ token: 'new' });
      keys.push(headers.get('Idempotency-Key'));
      if (headers.get('Authorization') === 'Bearer new') return ok({ description: 'Tahsilat kaydedildi.' });
      const response = { ...ok({ description: 'invalid or expired jwt' }), status: 401 };
      throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    };
    const money = moneyMethods(createSend(createHttp('/api'), [0, 0]));
    await expect(money.payDebt(payment)).resolves.toMatchObject({ description: 'Tahsilat kaydedildi.' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });
});
