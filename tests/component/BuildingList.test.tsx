import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { BuildingList } from '../../src/resources/buildings/BuildingList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('BuildingList', () => {
  it('shows the flats recorded beside each building’s apartment limit', async () => {
    const api = fakeApi({
      'GET /building': {
        body: {
          Records: [
            { id: 1, name: 'A Blok', apartment_limit: 20, apartment_count: 20 },
            { id: 2, name: 'D Blok', apartment_limit: 12, apartment_count: 0 },
          ],
          TotalRecords: 2,
          Page: 1,
          PerPage: 10,
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="buildings">
        <BuildingList />
      </ResourceContextProvider>,
      { route: '/buildings' },
    );
    const table = (await screen.findByText('D Blok')).closest('table')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const recorded = headers.indexOf('Kayıtlı daire');
    const limit = headers.indexOf('Daire sınırı');
    expect(recorded).toBeGreaterThan(0);
    expect(limit).toBeGreaterThan(0);
    const cells = (name: string) =>
      within(within(table).getByText(name).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect([cells('A Blok')[recorded], cells('A Blok')[limit]]).toEqual(['20', '20']);
    // A new block with none of its 12 flats recorded yet.
    expect([cells('D Blok')[recorded], cells('D Blok')[limit]]).toEqual(['0', '12']);
  });
});
