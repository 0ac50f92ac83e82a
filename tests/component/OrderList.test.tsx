import { screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { OrderList } from '../../src/resources/orders/OrderList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const order = (id: number, reference: string, status: string, amount: number) => ({
  id,
  account_id: 7,
  package_id: 1,
  package_name: status === 'cancelled' ? '1.000 SMS' : 'Site 12 ay',
  kind: 'licence',
  apartment_count: 150,
  month: 12,
  sms_credits: null,
  amount,
  status,
  reference,
  receipt_no: status === 'paid' ? 1 : null,
  created_at: '2026-11-25T09:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
});

describe('orders page', () => {
  it('lists the orders with their status, the receipt of a paid one, and the bank transfer details', async () => {
    http.defaults.adapter = fakeApi({
      'GET /orders': {
        body: {
          Records: [
            order(3, 'SY7-AAAAAA', 'awaiting_payment', 7500),
            order(2, 'SY7-BBBBBB', 'paid', 3000),
            order(1, 'SY7-CCCCCC', 'cancelled', 400),
          ],
          TotalRecords: 3,
          Page: 1,
          PerPage: 10,
          AdditionalData: {
            bank_name: 'Demo Bankası',
            iban: 'TR660006200000123456789012',
            holder: 'Site A.Ş.',
          },
        },
      },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
      { route: '/orders', dataProvider: createDataProvider(registry) },
    );
    const awaiting = (await screen.findByText('SY7-AAAAAA')).closest('tr')!;
    expect(awaiting).toHaveTextContent('Ödeme bekleniyor');
    expect(awaiting).toHaveTextContent('7.500,00');
    expect(within(awaiting).queryByRole('button', { name: /^Makbuz/ })).toBeNull();
    const paidRow = screen.getByText('SY7-BBBBBB').closest('tr')!;
    expect(paidRow).toHaveTextContent('Ödendi');
    expect(within(paidRow).getByRole('button', { name: 'Makbuz: SY7-BBBBBB siparişi' })).toBeInTheDocument();
    expect(screen.getByText('SY7-CCCCCC').closest('tr')).toHaveTextContent('İptal edildi');

    const bank = screen.getByRole('region', { name: 'Havale / EFT ile ödeme' });
    expect(bank).toHaveTextContent('TR66 0006 2000 0012 3456 7890 12');
    expect(bank).toHaveTextContent('Site A.Ş.');
    expect(screen.getByRole('link', { name: 'Lisans ve paketler' })).toHaveAttribute('href', '/licence');
  });
});
