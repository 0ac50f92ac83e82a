import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { BuildingList } from '../../src/resources/buildings/BuildingList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

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

  it('exports the buildings as binalar.xlsx with Turkish headers and no ids', async () => {
    const user = userEvent.setup({ delay: null });
    http.defaults.adapter = fakeApi({
      'GET /building': {
        body: {
          Records: [{ id: 1, name: 'A Blok', apartment_limit: 20, apartment_count: 18 }],
          TotalRecords: 1,
          Page: 1,
          PerPage: 10,
        },
      },
    }).adapter;
    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:binalar';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage(
      <ResourceContextProvider value="buildings">
        <BuildingList />
      </ResourceContextProvider>,
      { route: '/buildings' },
    );
    await screen.findByText('A Blok');
    await user.click(screen.getByRole('button', { name: 'Excel’e aktar' }));
    await waitFor(() => expect(file).toBeDefined());
    click.mockRestore();
    expect(names).toEqual(['binalar.xlsx']);
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await file!.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toEqual([
      ['Bina adı', 'Kayıtlı daire', 'Daire sınırı'],
      ['A Blok', 18, 20],
    ]);
  });
});
