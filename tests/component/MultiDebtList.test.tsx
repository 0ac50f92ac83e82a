import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { DebtList } from '../../src/resources/debts/DebtList';
import { MultiDebtList } from '../../src/resources/multi-debts/MultiDebtList';
import { fakeApi } from './fakeApi';
import { onPhone } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const batch = {
  id: 7,
  rule: 'land',
  rule_name: 'Arsa payına göre',
  accounting_type_id: 2,
  accounting_type: 'Çatı onarımı',
  due_date: '15.03.2025',
  description: 'Çatı onarımı Mart',
  is_interest: false,
  responsible: 'owner',
  source: 'entry',
  dues_job_id: null,
  period: null,
  debt_count: 24,
  total: 10000,
  paid: 1250.5,
  remaining: 8749.5,
  created_at: '2025-03-01T08:30:00.000Z',
};

describe('debt batches', () => {
  it('lists a batch with its rule in Turkish, count and totals in ₺', async () => {
    http.defaults.adapter = fakeApi({
      'GET /multi/debts': { body: { Records: [batch], TotalRecords: 1, Page: 1, PerPage: 10 } },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="multi-debts">
        <MultiDebtList />
      </ResourceContextProvider>,
      { route: '/multi-debts', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Çatı onarımı Mart')).closest('tr')!;
    expect(row).toHaveTextContent('01.03.2025');
    expect(row).toHaveTextContent('Arsa payına göre');
    expect(row).toHaveTextContent('24');
    expect(row).toHaveTextContent('₺10.000,00');
    expect(row).toHaveTextContent('₺1.250,50');
  });

  it('deletes a batch with set_advance_payment after explaining both choices', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /multi/debts': { body: { Records: [batch], TotalRecords: 1, Page: 1, PerPage: 10 } },
      'DELETE /multi/debt': {
        body: {
          description: 'Toplu borç silindi (24 borç). ₺1.250,50 ödeme sakinlerin avansına aktarıldı.',
          data: { id: 7, debt_count: 24, to_advance: 1250.5, removed: 0 },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="multi-debts">
        <MultiDebtList />
      </ResourceContextProvider>,
      { route: '/multi-debts', dataProvider: createDataProvider(registry) },
    );
    await user.click(await screen.findByRole('button', { name: 'Sil: Çatı onarımı Mart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toplu borcu sil: Çatı onarımı Mart' });
    expect(dialog).toHaveTextContent('24 borç silinir');
    expect(dialog).toHaveTextContent('₺1.250,50 tahsilat yapılmış');
    expect(within(dialog).getByRole('radio', { name: /Tahsilatları da sil/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Para kasada kalır ve ödeyen sakinlerin avans bakiyesine eklenir.');
    expect(dialog).toHaveTextContent('Tahsilatlar da silinir ve tutarları kasalardan düşülür.');
    await user.click(within(dialog).getByRole('radio', { name: /Tahsilatları da sil/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Tahsilatları avansa aktar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));

    expect(
      await screen.findByText('Toplu borç silindi (24 borç). ₺1.250,50 ödeme sakinlerin avansına aktarıldı.'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')).toEqual(
      expect.objectContaining({
        url: '/multi/debt',
        body: { id: 7, set_advance_payment: true, is_payment_delete: false },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

function renderDebts() {
  const api = fakeApi({
    'GET /accounting/types': { body: { Records: [], TotalRecords: 0, Page: 1, PerPage: 0 } },
    'GET /building': { body: { Records: [], TotalRecords: 0, Page: 1, PerPage: 0 } },
    'POST /debts': {
      body: {
        Records: [
          {
            id: 90,
            apartment_id: 11,
            building_name: 'A Blok',
            identifier: '3',
            resident_id: 5,
            resident_name: 'Ayşe Yılmaz',
            accounting_type_id: 1,
            accounting_type: 'Aidat',
            amount: 750,
            paid: 250,
            remaining: 500,
            due_date: '01.02.2025',
            description: 'Şubat aidatı',
            multi_debt_id: null,
            is_interest: false,
            interest: null,
            responsible: 'owner',
            status: 'partial',
          },
        ],
        TotalRecords: 1,
        Page: 1,
        PerPage: 10,
        AdditionalData: { amount: 120500.25, paid: 80000, remaining: 40500.25 },
      },
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="debts">
      <DebtList />
    </ResourceContextProvider>,
    { route: '/debts', dataProvider: createDataProvider(registry) },
  );
  return api;
}

describe('all debts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals of the filtered debts above the list and sends empty filters as null', async () => {
    const api = renderDebts();
    const row = (await screen.findByText('Şubat aidatı')).closest('tr')!;
    expect(row).toHaveTextContent('Kısmen ödendi');
    expect(row).toHaveTextContent('₺500,00');
    expect(screen.getByTestId('debt-total-amount')).toHaveTextContent('₺120.500,25');
    expect(screen.getByTestId('debt-total-remaining')).toHaveTextContent('₺40.500,25');
    expect(api.calls.find((call) => call.url === '/debts')!.body).toEqual({
      key: null,
      building_id: null,
      apartment_id: null,
      resident_id: null,
      accounting_type_id: null,
      start_date: null,
      end_date: null,
      status: null,
    });
  });

  it('keeps only the search above the debts on a phone (390 px), the other filters behind the filter button', async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    renderDebts();
    expect(await screen.findByText('Şubat aidatı')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ara')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Borç türü' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Vade başlangıcı' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtre ekle' }));
    const menu = await screen.findByRole('menu');
    await user.click(await within(menu).findByText('Borç türü'));
    expect(await screen.findByRole('combobox', { name: 'Borç türü' })).toBeInTheDocument();
  });

  it('shows every filter at once on a wide screen', async () => {
    renderDebts();
    expect(await screen.findByText('Şubat aidatı')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Borç türü' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vade başlangıcı' })).toBeInTheDocument();
  });
});
