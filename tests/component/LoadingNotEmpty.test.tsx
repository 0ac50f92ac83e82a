import { screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { DebtEntryPage } from '../../src/pages/debt-entry/DebtEntryPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = (records: unknown[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

/** The fake API, with the income types' answer held back until `release` is called. */
function slowTypes() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi({
    'GET /accounting/types': list([]),
    'POST /buildings': list([{ id: 1, name: 'A Blok' }]),
  });
  const adapter: AxiosAdapter = async (config) => {
    if (config.url === '/accounting/types') await held;
    return api.adapter(config);
  };
  http.defaults.adapter = adapter;
  return { release };
}

describe('while a picker’s choices load', () => {
  it('says "no income type yet" only once the answer says so, never while it is on its way', async () => {
    const { release } = slowTypes();
    renderPage(<DebtEntryPage />, { route: '/debt-entry/single', path: '/debt-entry/:mode' });
    expect(await screen.findByRole('combobox', { name: /Borç türü/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/Henüz gelir türü yok/)).toBeNull();

    release();
    expect(await screen.findByText(/Henüz gelir türü yok/)).toBeInTheDocument();
  });
});
