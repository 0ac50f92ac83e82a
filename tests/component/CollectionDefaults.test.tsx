import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { CollectionPage } from '../../src/pages/collections/CollectionPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = (records: unknown[], extra: Record<string, unknown> = {}) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 500,
  ...extra,
});

const debt = (id: number, due: string, description: string, typeId: number, type: string) => ({
  id,
  apartment_id: 5,
  building_name: 'A Blok',
  identifier: '12',
  resident_id: 11,
  resident_name: 'Ayşe Yılmaz',
  accounting_type_id: typeId,
  accounting_type: type,
  amount: 300,
  paid: 0,
  remaining: 300,
  due_date: due,
  description,
  multi_debt_id: null,
  is_interest: false,
  interest: null,
  responsible: 'owner',
  status: 'unpaid',
});

// The oldest open debt is a Demirbaş debt; the dues come after it.
const debts = [
  debt(1, '01.11.2025', 'Çatı onarımı', 6, 'Demirbaş'),
  debt(2, '01.01.2026', 'Ocak aidatı', 4, 'Aidat'),
];

function renderCollection() {
  let cash = 1000;
  const api = fakeApi({
    'GET /resident/main': () => ({
      body: list([{ id: 11, name: 'Ayşe', surname: 'Yılmaz', phone: '5321234567' }]),
    }),
    'GET /apartments': { body: list([]) },
    'GET /resident/debts': () => ({
      body: list(debts, { AdditionalData: { amount: 600, paid: 0, remaining: 600, advance_balance: 0 } }),
    }),
    'GET /accounts': () => ({ body: list([{ id: 1, name: 'Merkez Kasa', balance: cash }]) }),
    'GET /accounting/types': {
      body: list([
        { id: 4, name: 'Aidat', type: 1 },
        { id: 6, name: 'Demirbaş', type: 1 },
      ]),
    },
    'POST /payment/debts': (request) => {
      const body = request.body as { preview: boolean; amount: number };
      if (body.preview)
        return { body: { description: '', data: { amount: body.amount, allocations: [], to_advance: 0 } } };
      cash += body.amount;
      return {
        body: {
          description: 'Tahsilat kaydedildi. Makbuz no: 8.',
          data: {
            receipt_id: 80,
            receipt_number: 8,
            amount: body.amount,
            allocations: [],
            to_advance: 0,
            remaining: 0,
          },
        },
      };
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<CollectionPage />, { route: '/collections' });
  return api.calls;
}

async function choosePayer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /Sakin veya daire/ }), 'Ay');
  await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
  await screen.findByRole('table', { name: 'Açık borçlar' });
}

const incomeType = () => screen.getByRole('combobox', { name: /Gelir türü/ });

describe('collection screen defaults', () => {
  it('collects under the type of the debt the amount pays first, until the user picks one', async () => {
    const user = userEvent.setup({ delay: null });
    renderCollection();
    await choosePayer(user);
    // Nothing ticked: the amount pays the oldest debt first, a Demirbaş debt.
    await waitFor(() => expect(incomeType()).toHaveTextContent('Demirbaş'));

    await user.click(screen.getByRole('checkbox', { name: '01.01.2026 Ocak aidatı borcunu seç' }));
    await waitFor(() => expect(incomeType()).toHaveTextContent('Aidat'));

    // A type the user picks stays, whatever is ticked afterwards.
    await user.click(incomeType());
    await user.click(await screen.findByRole('option', { name: 'Demirbaş' }));
    await user.click(screen.getByRole('checkbox', { name: '01.01.2026 Ocak aidatı borcunu seç' }));
    await user.click(screen.getByRole('checkbox', { name: '01.01.2026 Ocak aidatı borcunu seç' }));
    expect(incomeType()).toHaveTextContent('Demirbaş');
  });

  it('shows the cash account’s new balance in its picker after a collection', async () => {
    const user = userEvent.setup({ delay: null });
    renderCollection();
    await choosePayer(user);
    const cashAccount = screen.getByRole('combobox', { name: /Kasa/ });
    await waitFor(() => expect(cashAccount).toHaveTextContent('₺1.000,00'));

    await user.type(screen.getByRole('textbox', { name: /Alınan tutar/ }), '300');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tahsil et' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Tahsil et' }));
    await screen.findByText('Tahsilat kaydedildi. Makbuz no: 8.', { selector: '.MuiAlert-message' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Kasa/ })).toHaveTextContent('₺1.300,00'),
    );
  });
});
