import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { registry } from '../../src/resources/registry';
import { ResidentList } from '../../src/resources/residents/ResidentList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const link = (building_name: string, identifier: string, move_out: string | null = null) => ({
  apartment_id: 1,
  building_id: 1,
  building_name,
  identifier,
  type: 1,
  type_name: 'Ev sahibi',
  percent: null,
  move_in: '01.09.2018',
  move_out,
});

const ayse = {
  id: 5,
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '5321234567',
  gender: 'female',
  birth_day: '14.05.1980',
  building_names: 'A Blok, B Blok',
  apartment_identifiers: '3, 12',
  apartments: [link('A Blok', '3'), link('B Blok', '12')],
  debt_remaining: 1250.5,
};

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('ResidentList', () => {
  it('lists residents with phone, apartments and gender, and searches by name in the body', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'POST /resident/all': { body: { Records: [ayse], TotalRecords: 1, Page: 1, PerPage: 10 } },
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentList />
      </ResourceContextProvider>,
      { route: '/residents', dataProvider: createDataProvider(registry) },
    );

    const name = await screen.findByRole('link', { name: 'Ayşe Yılmaz' });
    expect(name).toHaveAttribute('href', '/residents/5/show');
    const row = name.closest('tr')!;
    expect(row).toHaveTextContent('532 123 45 67');
    expect(row).toHaveTextContent('A Blok / 3, B Blok / 12');
    expect(row).toHaveTextContent('Kadın');
    expect(screen.getByRole('columnheader', { name: /Kalan borç/ })).toBeInTheDocument();
    expect(row).toHaveTextContent('₺1.250,50');
    expect(screen.getByRole('link', { name: 'Excel’den aktar' })).toHaveAttribute(
      'href',
      '/import/residents',
    );

    await user.type(screen.getByRole('textbox', { name: 'Ad Soyad' }), 'ayşe');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/resident/all').at(-1)).toMatchObject({
        params: { page: 1, per_page: 10, sort: 'name', order: 'asc' },
        body: { name: 'ayşe' },
      }),
    );
  });
});
