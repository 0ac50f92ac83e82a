import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentAdvances } from '../../src/resources/residents/ResidentAdvances';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = (records: unknown[], extra: Record<string, unknown> = {}) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 10,
  ...extra,
});

const deposit = {
  id: 31,
  resident_id: 11,
  kind: 'deposit',
  kind_name: 'Avans yatırma',
  amount: 100,
  date: '05.01.2026',
  description: null,
  account_id: 1,
  account: 'Merkez Kasa',
  debt_id: null,
  debt_description: null,
  editable: true,
};

function renderAdvances(
  routes: Record<string, (request: FakeRequest) => { status?: number; body?: unknown }>,
) {
  let balance = 100;
  const api = fakeApi({
    'GET /advance/payments': () => ({ body: list([deposit], { AdditionalData: { balance } }) }),
    'GET /accounts': { body: list([{ id: 1, name: 'Merkez Kasa', balance: 5000 }]) },
    'POST /advance/payments': (request) => {
      balance += Number((request.body as { amount: number }).amount);
      return { body: { description: '₺1.500,00 avans kaydedildi.', data: {} } };
    },
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  renderPage(<ResidentAdvances residentId={11} residentName="Ayşe Yılmaz" />, { route: '/balance' });
  return api.calls;
}

describe('resident advances', () => {
  it('says once, under the amount, that more than the balance cannot be withdrawn', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderAdvances({
      'POST /advance/payments/withdraw/money': () => ({
        status: 400,
        body: {
          description: 'Avans bakiyesi yetersiz. Sakinin güncel avans bakiyesi ₺100,00.',
          errors: { amount: 'En fazla ₺100,00 çekilebilir.' },
        },
      }),
    });
    expect(await screen.findByText('Avans bakiyesi: ₺100,00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avans iade et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avans iadesi' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'İade et' }));

    // The refusal is said once, under the amount: no toast and no second alert repeat it.
    expect(await within(dialog).findByText('En fazla ₺100,00 çekilebilir.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(/₺100,00 çekilebilir|Avans bakiyesi yetersiz/)).toHaveLength(1);
    expect(calls.find((c) => c.url === '/advance/payments/withdraw/money')?.body).toEqual(
      expect.objectContaining({ resident_id: 11, account_id: 1, amount: 250 }),
    );
    // The dialog stays open so the amount can be corrected; the balance is unchanged.
    expect(screen.getByRole('dialog', { name: 'Avans iadesi' })).toBeInTheDocument();
  });

  it('deposits whole lira as an integer and shows the new balance', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderAdvances({});
    await screen.findByText('Avans bakiyesi: ₺100,00');
    await user.click(screen.getByRole('button', { name: 'Avans yatır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avans yatırma' });
    const amount = within(dialog).getByRole('textbox', { name: /Tutar/ });
    await user.type(amount, '12,50');
    expect(within(dialog).getByText('Kuruşsuz, tam TL giriniz')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yatır' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1.500');
    await user.click(within(dialog).getByRole('button', { name: 'Yatır' }));

    expect(await screen.findByText('₺1.500,00 avans kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/advance/payments')?.body).toEqual(
      expect.objectContaining({ resident_id: 11, account_id: 1, amount: 1500 }),
    );
    await waitFor(() => expect(screen.getByText('Avans bakiyesi: ₺1.600,00')).toBeInTheDocument());
  });
});
