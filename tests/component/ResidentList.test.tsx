import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { ResidentList } from '../../src/resources/residents/ResidentList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

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
    expect(row).toHaveTextContent('0532 123 45 67');
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

  it('says before deleting that a resident still in a flat cannot be deleted, and deletes one who is not', async () => {
    const user = userEvent.setup({ delay: null });
    const mehmet = {
      ...ayse,
      id: 6,
      name: 'Mehmet',
      surname: 'Kaya',
      building_names: '',
      apartment_identifiers: '',
      apartments: [link('A Blok', '7', '01.01.2024')],
    };
    const api = fakeApi({
      'POST /resident/all': { body: { Records: [ayse, mehmet], TotalRecords: 2, Page: 1, PerPage: 10 } },
      'GET /building': { body: { Records: [], TotalRecords: 0 } },
      'DELETE /resident': { body: { description: 'Kişi silindi.', data: { id: 6 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="residents">
        <ResidentList />
      </ResourceContextProvider>,
      { route: '/residents', dataProvider: createDataProvider(registry) },
    );

    const ayseRow = (await screen.findByRole('link', { name: 'Ayşe Yılmaz' })).closest('tr')!;
    await user.click(within(ayseRow).getByRole('button', { name: 'Sil' }));
    const blocked = await screen.findByRole('dialog', { name: 'Bu sakin silinemez' });
    expect(blocked).toHaveTextContent(
      'Ayşe Yılmaz, A Blok / 3, B Blok / 12 dairesinde kayıtlı. Önce daire sayfasından çıkışını yapınız.',
    );
    expect(within(blocked).queryByRole('button', { name: /Onayla|Sil/ })).toBeNull();
    await user.click(within(blocked).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    // Mehmet moved out of his flat: the usual confirmation, which says what cannot be deleted.
    const mehmetRow = screen.getByRole('link', { name: 'Mehmet Kaya' }).closest('tr')!;
    await user.click(within(mehmetRow).getByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Borç, tahsilat veya avans kaydı olan bir kişi geçmiş kayıtlar için silinemez.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 6 }));
  });
});
