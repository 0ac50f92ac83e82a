import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { ApartmentShow } from '../../src/resources/apartments/ApartmentShow';
import { type FakeRequest, fakeApi } from './fakeApi';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const flat = {
  id: 5,
  building_id: 2,
  building_name: 'A Blok',
  group_id: 3,
  group_name: 'Standart Aidat',
  identifier: '12',
  area: 95.5,
  land: 14.125,
  owner_id: 11,
  owner_name: 'Ayşe',
  owner_surname: 'Yılmaz',
  tenant_id: null,
  tenant_name: null,
  tenant_surname: null,
  resident_count: 1,
  payment_code: '1042-1',
};
const owner = {
  id: 70,
  apartment_id: 5,
  resident_id: 11,
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '5321234567',
  type: 1,
  type_name: 'Ev sahibi',
  percent: null,
  move_in: '01.03.2015',
  move_out: null,
};
const tenant = {
  ...owner,
  id: 71,
  resident_id: 14,
  name: 'İsmail',
  surname: 'Şahin',
  phone: '5447654321',
  type: 2,
  type_name: 'Kiracı',
  move_in: '01.09.2024',
};
const list = (records: unknown[]) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 10,
});

function renderShow() {
  let links: unknown[] = [owner];
  const api = fakeApi({
    'GET /apartment?id=5': { body: { description: '', data: flat } },
    'GET /resident/apartment': () => ({ body: list(links) }),
    'GET /resident/main': (request: FakeRequest) => ({
      body: list(
        String(request.params.key ?? '')
          .toLocaleLowerCase('tr-TR')
          .startsWith('ism')
          ? [{ id: 14, name: 'İsmail', surname: 'Şahin', phone: '5447654321' }]
          : [],
      ),
    }),
    'POST /resident/apartment': () => {
      links = [owner, tenant];
      return { body: { description: 'Kiracı daireye eklendi.', data: tenant } };
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="apartments">
      <ApartmentShow id={5} />
    </ResourceContextProvider>,
    { route: '/apartments/5/show', dataProvider: createDataProvider(registry) },
  );
  return api.calls;
}

describe('apartment detail: owners and tenants', () => {
  it('shows the apartment header and its current owner', async () => {
    renderShow();
    expect(await screen.findByRole('heading', { name: 'A Blok, daire 12' })).toBeInTheDocument();
    expect(screen.getByText('95,5 m²')).toBeInTheDocument();
    expect(screen.getByText('14,125')).toBeInTheDocument();
    // Read-only: the code a resident writes in a bank transfer's description.
    expect(screen.getByText('Ödeme kodu').nextElementSibling).toHaveTextContent('1042-1');
    expect(
      screen.getByRole('tab', { name: 'Ev sahipleri ve kiracılar', selected: true }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(row).toHaveTextContent('0532 123 45 67');
    expect(row).toHaveTextContent('Ev sahibi');
    expect(row).toHaveTextContent('01.03.2015');
  });

  it('turns each person into a card on a phone (390 px): the name first, every value named', async () => {
    renderShow();
    const row = (await screen.findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(turnsIntoCards(row.closest('table')!)).toBe(true);
    expect(row.querySelector('td.card-title')).toHaveTextContent('Ayşe Yılmaz');
    expect(labelledCells(row)).toEqual([
      'Telefon: 0532 123 45 67',
      'Tip: Ev sahibi',
      'Giriş tarihi: 01.03.2015',
    ]);
  });

  it('adds an existing resident as tenant with a move-in date', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderShow();
    await screen.findByText('Ayşe Yılmaz');
    const form = screen.getByRole('form', { name: 'Ev sahibi veya kiracı ekle' });

    await user.type(within(form).getByRole('combobox', { name: 'Sakin' }), 'ism');
    await user.click(await screen.findByRole('option', { name: /İsmail Şahin/ }));
    await user.click(within(form).getByRole('radio', { name: 'Kiracı' }));
    const date = within(form).getByRole('textbox', { name: 'Giriş tarihi' });
    await user.clear(date);
    await user.type(date, '01092024');
    await user.click(within(form).getByRole('button', { name: 'Ekle' }));

    expect(await screen.findByText('Kiracı daireye eklendi.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/resident/apartment',
        body: { apartment_id: 5, resident_id: 14, type: 2, move_in: '01.09.2024' },
      }),
    ]);
    const row = (await screen.findByText('İsmail Şahin')).closest('tr')!;
    expect(row).toHaveTextContent('Kiracı');
    expect(row).toHaveTextContent('01.09.2024');
  });

  it('shows the server’s Turkish message when the link is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /apartment?id=5': { body: { description: '', data: flat } },
      'GET /resident/apartment': { body: list([owner]) },
      'GET /resident/main': { body: list([{ id: 11, name: 'Ayşe', surname: 'Yılmaz', phone: null }]) },
      'POST /resident/apartment': {
        status: 409,
        body: { description: 'Bu kişi bu dairede zaten ev sahibi olarak kayıtlı.' },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="apartments">
        <ApartmentShow id={5} />
      </ResourceContextProvider>,
      { route: '/apartments/5/show', dataProvider: createDataProvider(registry) },
    );
    await screen.findByText('Ayşe Yılmaz');
    const form = screen.getByRole('form', { name: 'Ev sahibi veya kiracı ekle' });
    await user.click(within(form).getByRole('combobox', { name: 'Sakin' }));
    await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
    await user.click(within(form).getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu kişi bu dairede zaten ev sahibi olarak kayıtlı.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Sakin' })).toHaveValue('Ayşe Yılmaz'),
    );
  });

  it('lists the exemptions with their months on the Muafiyetler tab', async () => {
    const user = userEvent.setup({ delay: null });
    const exemption = (id: number, type: string, startsOn: string | null, endsOn: string | null) => ({
      id,
      apartment_id: 5,
      accounting_type_id: id,
      accounting_type_name: type,
      starts_on: startsOn,
      ends_on: endsOn,
    });
    const api = fakeApi({
      'GET /apartment?id=5': { body: { description: '', data: flat } },
      'GET /resident/apartment': { body: list([owner]) },
      'GET /debt/exemptions/apartment': {
        body: list([
          exemption(1, 'Aidat', '01.2026', '12.2026'),
          exemption(2, 'Demirbaş', '03.2026', null),
          exemption(3, 'Yakıt', null, null),
        ]),
      },
      'GET /accounting/types': { body: list([]) },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="apartments">
        <ApartmentShow id={5} />
      </ResourceContextProvider>,
      { route: '/apartments/5/show', dataProvider: createDataProvider(registry) },
    );
    await user.click(await screen.findByRole('tab', { name: 'Muafiyetler' }));
    const table = await screen.findByRole('table', { name: 'Muafiyetler' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Aidat01.2026 – 12.2026');
    expect(rows[1]).toHaveTextContent('Demirbaş03.2026 itibarıyla');
    expect(rows[2]).toHaveTextContent('YakıtHer zaman');
  });
});
