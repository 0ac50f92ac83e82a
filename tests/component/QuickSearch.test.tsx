/** The app bar's quick search finds records besides pages (issue 26): a resident by name, a flat as "A Blok 4". */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { QuickSearch } from '../../src/layout/QuickSearch';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const nothing = { residents: [], flats: [], suppliers: [], receipts: [] };

function answering(found: (q: string) => object) {
  const api = fakeApi({
    'GET /search': (request: FakeRequest) => ({ body: found(String(request.params.q)) }),
  });
  http.defaults.adapter = api.adapter;
  return api;
}

describe('QuickSearch', () => {
  it('"Merve" lists the residents under the pages and opens the one chosen', async () => {
    const api = answering((q) =>
      q === 'Merve'
        ? {
            ...nothing,
            residents: [
              { id: 7, name: 'MERVE ÇELİK', phone: null },
              { id: 8, name: 'Merve Işık', phone: '5321234567' },
            ],
            suppliers: [{ id: 3, name: 'Merve Temizlik Ltd.' }],
          }
        : nothing,
    );
    renderPage(<QuickSearch />, { routes: { '/residents/:id/show': <p>Sakin sayfası</p> } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Hızlı arama' }), 'Merve');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByText('MERVE ÇELİK')).toBeInTheDocument();
    expect(within(list).getByText('Sakinler')).toBeInTheDocument();
    expect(within(list).getByText('Cari hesaplar')).toBeInTheDocument();
    expect(within(list).queryByText('Eşleşen sayfa veya kayıt yok')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/search').at(-1)?.params).toEqual({ q: 'Merve' });
    await userEvent.click(within(list).getByText('Merve Işık · 0532 123 45 67'));
    expect(await screen.findByText('Sakin sayfası')).toBeInTheDocument();
  });

  it('"A Blok 4" lists the flat and opens its page', async () => {
    answering((q) => (q === 'A Blok 4' ? { ...nothing, flats: [{ id: 12, name: 'A Blok 4' }] } : nothing));
    renderPage(<QuickSearch />, { routes: { '/apartments/:id/show': <p>Daire sayfası</p> } });
    await userEvent.type(screen.getByRole('combobox', { name: 'Hızlı arama' }), 'A Blok 4');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Daireler')).toBeInTheDocument();
    await userEvent.click(await within(list).findByText('A Blok 4'));
    expect(await screen.findByText('Daire sayfası')).toBeInTheDocument();
  });

  it('still finds pages, and says when nothing matches', async () => {
    answering(() => nothing);
    renderPage(<QuickSearch />);
    const box = screen.getByRole('combobox', { name: 'Hızlı arama' });
    await userEvent.type(box, 'zzzz');
    expect(await screen.findByText('Eşleşen sayfa veya kayıt yok')).toBeInTheDocument();
  });
});
