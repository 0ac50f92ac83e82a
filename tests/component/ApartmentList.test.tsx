import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { ApartmentList } from '../../src/resources/apartments/ApartmentList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const flat = {
  id: 7,
  building_id: 2,
  building_name: 'A Blok',
  group_id: 3,
  group_name: 'Standart Aidat',
  identifier: '5',
  area: 112.5,
  land: 21.25,
  owner_id: 11,
  owner_name: 'Ayşe',
  owner_surname: 'Yılmaz',
  tenant_id: 12,
  tenant_name: 'Mehmet',
  tenant_surname: 'Öztürk',
  resident_count: 2,
  payment_code: '1042-1',
};

function renderList() {
  const api = fakeApi({
    'POST /all/apartments': { body: { Records: [flat], TotalRecords: 1, Page: 1, PerPage: 10 } },
    'GET /groups/all': {
      body: { Records: [{ id: 3, name: 'Standart Aidat', type: 2, amount: 850 }], TotalRecords: 1 },
    },
    'GET /building': {
      body: {
        Records: [{ id: 2, name: 'A Blok', apartment_limit: 20 }],
        TotalRecords: 1,
        Page: 1,
        PerPage: 25,
      },
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="apartments">
      <ApartmentList />
    </ResourceContextProvider>,
    { route: '/apartments', dataProvider: createDataProvider(registry) },
  );
  return api.calls;
}

const listCalls = (calls: ReturnType<typeof renderList>) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/all/apartments');

describe('ApartmentList', () => {
  it('sends POST /all/apartments with empty filters as null and renders the Records', async () => {
    const calls = renderList();
    const row = (await screen.findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(row).toHaveTextContent('A Blok');
    expect(row).toHaveTextContent('Mehmet Öztürk');
    expect(row).toHaveTextContent('112,5');
    expect(row).toHaveTextContent('21,25');
    expect(row).toHaveTextContent('Standart Aidat');
    expect(within(row).getByText('1042-1')).toHaveAttribute('data-label', 'Ödeme kodu');
    expect(listCalls(calls)[0]).toEqual(
      expect.objectContaining({
        params: { page: 1, per_page: 10, sort: 'building_name', order: 'asc' },
        body: { building_id: null, group_id: null, identifier: null, area: null, land: null },
      }),
    );
    // Column headers in Turkish.
    for (const header of ['Blok', 'Daire No', 'm²', 'Arsa payı', 'Grup', 'Ev sahibi', 'Kiracı']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
  });

  it('sends the identifier filter in the body and the search box as key in the query', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderList();
    await screen.findByText('Ayşe Yılmaz');
    await user.type(screen.getByRole('textbox', { name: 'Daire No' }), '5');
    await waitFor(() =>
      expect(listCalls(calls).some((call) => (call.body as { identifier: string }).identifier === '5')).toBe(
        true,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Ara' }), 'ayşe');
    await waitFor(() => expect(listCalls(calls).some((call) => call.params.key === 'ayşe')).toBe(true));
    const last = listCalls(calls).at(-1)!;
    expect(last.body).toEqual({ building_id: null, group_id: null, identifier: '5', area: null, land: null });
    expect(last.body).not.toHaveProperty('key');
  });

  it('filters by dues group', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderList();
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('combobox', { name: 'Aidat grubu' }));
    await user.click(await screen.findByRole('option', { name: 'Standart Aidat' }));
    await waitFor(() =>
      expect(listCalls(calls).some((call) => (call.body as { group_id: number }).group_id === 3)).toBe(true),
    );
  });
});

describe('ApartmentList: the block filter', () => {
  it('offers the blocks in Turkish alphabetical order (A, B, C, Ç), not newest first', async () => {
    const user = userEvent.setup({ delay: null });
    // Like the server: by id, newest first, unless asked for sort=name (Turkish order, server/db/turkishOrder.ts).
    const byName = ['A Blok', 'B Blok', 'C Blok', 'Ç Blok'].map((name, index) => ({
      id: index + 1,
      name,
      apartment_limit: 20,
    }));
    http.defaults.adapter = fakeApi({
      'POST /all/apartments': { body: { Records: [flat], TotalRecords: 1, Page: 1, PerPage: 10 } },
      'GET /groups/all': { body: { Records: [], TotalRecords: 0 } },
      'GET /building': (request) => {
        const records = request.params.sort === 'name' ? byName : [...byName].reverse();
        return { body: { Records: records, TotalRecords: 4, Page: 1, PerPage: 25 } };
      },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="apartments">
        <ApartmentList />
      </ResourceContextProvider>,
      { route: '/apartments', dataProvider: createDataProvider(registry) },
    );
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('combobox', { name: 'Blok' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['A Blok', 'B Blok', 'C Blok', 'Ç Blok']);
  });
});
