import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import axios, { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { accountingMethods } from '../../src/dataProvider/custom/accounting';
import { importMethods } from '../../src/dataProvider/custom/imports';
import { lookupMethods } from '../../src/dataProvider/custom/lookups';
import { moneyMethods } from '../../src/dataProvider/custom/money';
import { propertyMethods } from '../../src/dataProvider/custom/property';
import { sessionMethods } from '../../src/dataProvider/custom/session';
import { systemLogMethods } from '../../src/dataProvider/custom/systemLogs';
import type { Send } from '../../src/dataProvider/send';

/** A dataProvider over an axios instance that records each request and answers `reply`. */
function providerAnswering(
  reply: (config: InternalAxiosRequestConfig) => { status?: number; data: unknown },
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status = 200, data } = reply(config);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  const http = axios.create({ adapter });
  return { dataProvider: createDataProvider({ resources: [] }, http), seen };
}

const body = (config: InternalAxiosRequestConfig) => JSON.parse(config.data as string);

describe('custom method groups', () => {
  it('never define the same method twice: the later group would silently replace the earlier one', () => {
    const send = (() => Promise.resolve()) as unknown as Send;
    const groups = {
      sessionMethods,
      propertyMethods,
      moneyMethods,
      importMethods,
      lookupMethods,
      accountingMethods,
      systemLogMethods,
    };
    const owners = new Map<string, string[]>();
    for (const [group, methods] of Object.entries(groups))
      for (const name of Object.keys(methods(send))) owners.set(name, [...(owners.get(name) ?? []), group]);
    const twice = [...owners].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
    expect(owners.size).toBeGreaterThan(50);
  });
});

describe('custom dataProvider methods', () => {
  it('send a collection for the resident or the flat, previewed or saved', async () => {
    const { dataProvider, seen } = providerAnswering(() => ({ data: { description: 'ok', data: {} } }));
    await dataProvider.previewCollection({
      payer: { kind: 'resident', id: 11 },
      amount: 550,
      debt_ids: null,
    });
    await dataProvider.collect({
      payer: { kind: 'apartment', id: 5 },
      amount: 150.5,
      debt_ids: [3],
      account_id: 1,
      accounting_type_id: 4,
      date: '01.03.2026',
      description: null,
    });
    expect(seen.map((config) => [config.method, config.url])).toEqual([
      ['post', '/payment/debts'],
      ['post', '/payment/debts'],
    ]);
    expect(body(seen[0]!)).toEqual({ resident_id: 11, amount: 550, debt_ids: null, preview: true });
    expect(body(seen[1]!)).toEqual({
      apartment_id: 5,
      amount: 150.5,
      debt_ids: [3],
      account_id: 1,
      accounting_type_id: 4,
      date: '01.03.2026',
      description: null,
      preview: false,
    });
  });

  it('send each debt entry screen to its own route', async () => {
    const { dataProvider, seen } = providerAnswering(() => ({ data: { description: 'ok', data: {} } }));
    await dataProvider.enterDebts({ mode: 'per-person', body: { total: 300, preview: true } });
    await dataProvider.enterDebts({ mode: 'group', body: { group_id: 2, preview: false } });
    expect(seen.map((config) => config.url)).toEqual(['/debt/parent/count', '/debt/by/group']);
  });

  it('read a payer’s debts, every one of them, from the resident’s or the flat’s list', async () => {
    const { dataProvider, seen } = providerAnswering(() => ({ data: { Records: [], TotalRecords: 0 } }));
    await dataProvider.payerDebts({ kind: 'resident', id: 11 });
    await dataProvider.payerDebts({ kind: 'apartment', id: 5 });
    expect(seen.map((config) => [config.url, config.params])).toEqual([
      ['/resident/debts', { resident_id: 11, page: 1, per_page: 500 }],
      ['/apartment/debts', { apartment_id: 5, page: 1, per_page: 500 }],
    ]);
  });

  it('reject with the server’s Turkish message, keeping a refused import’s problem rows', async () => {
    const problems = [{ row: 7, column: 'Brüt m²', reason: 'Geçerli bir sayı giriniz.' }];
    const { dataProvider } = providerAnswering(() => ({
      status: 400,
      data: { description: 'Hiçbir kayıt eklenmedi.', data: { problems } },
    }));
    const refusal = dataProvider.importRows({ endpoint: '/apartment/multi', fileKey: 'ab', rows: [] });
    await expect(refusal).rejects.toMatchObject({
      message: 'Hiçbir kayıt eklenmedi.',
      status: 400,
      body: { data: { problems } },
    });
  });

  it('read a receipt as a file and a failed one as the server’s message', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { dataProvider, seen } = providerAnswering(() => ({ data: pdf }));
    expect(await dataProvider.receiptFile({ receiptId: 70 })).toBe(pdf);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/user/receipt/file/70', responseType: 'blob' });
    const failing = providerAnswering(() => ({
      status: 404,
      data: new Blob([JSON.stringify({ description: 'Makbuz bulunamadı.' })]),
    }));
    await expect(failing.dataProvider.receiptFile({ receiptId: 71 })).rejects.toMatchObject({
      message: 'Makbuz bulunamadı.',
      status: 404,
    });
  });
});
