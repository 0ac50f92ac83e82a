import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { CollectionPage } from '../../src/pages/collections/CollectionPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = (records: unknown[], extra: Record<string, unknown> = {}) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 500,
  ...extra,
});

const openDebt = {
  id: 2,
  apartment_id: 5,
  building_name: 'A Blok',
  identifier: '12',
  resident_id: 11,
  resident_name: 'Ayşe Yılmaz',
  accounting_type_id: 4,
  accounting_type: 'Aidat',
  amount: 250,
  paid: 0,
  remaining: 250,
  due_date: '01.01.2026',
  description: 'Ocak aidatı',
  multi_debt_id: null,
  is_interest: false,
  interest: null,
  responsible: 'owner',
  status: 'unpaid',
};

/** Collects 250 TL from Ayşe with the payment message setting on or off; answers the fake's calls. */
async function collect(sendPaymentMessage: boolean) {
  const user = userEvent.setup({ delay: null });
  const api = fakeApi({
    'GET /settings': {
      body: {
        data: {
          auto_payment_advance_payments: false,
          birth_day: false,
          birth_day_message_template: null,
          remin_debt: false,
          remind_debt_with_since_day: 0,
          send_payment_message: sendPaymentMessage,
          payment_message_template: 'Sayın {ad_soyad}, {tutar} ödemeniz alındı.',
          books_closed_through: null,
        },
      },
    },
    'GET /resident/main': { body: list([{ id: 11, name: 'Ayşe', surname: 'Yılmaz', phone: '5321234567' }]) },
    'GET /apartments': { body: list([]) },
    'GET /resident/debts': {
      body: list([openDebt], {
        AdditionalData: { amount: 250, paid: 0, remaining: 250, advance_balance: 0 },
      }),
    },
    'GET /accounts': { body: list([{ id: 1, name: 'Merkez Kasa', balance: 1000 }]) },
    'GET /accounting/types': { body: list([{ id: 4, name: 'Aidat', type: 1 }]) },
    'POST /payment/debts': (request: FakeRequest) =>
      (request.body as { preview?: boolean }).preview
        ? {
            body: {
              description: 'Önizleme',
              data: {
                amount: 250,
                allocations: [
                  {
                    debt_id: 2,
                    description: 'Ocak aidatı',
                    due_date: '01.01.2026',
                    remaining: 250,
                    amount: 250,
                    remaining_after: 0,
                  },
                ],
                to_advance: 0,
              },
            },
          }
        : {
            body: {
              description: 'Tahsilat kaydedildi. Makbuz no: 7.',
              data: {
                receipt_id: 70,
                receipt_number: 7,
                amount: 250,
                allocations: [{ debt_id: 2, amount: 250, remaining: 0 }],
                to_advance: 0,
                remaining: 0,
              },
            },
          },
    'POST /receipt/sms': { body: { description: 'Makbuz 532 123 45 67 numarasına SMS ile gönderildi.' } },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<CollectionPage />, { route: '/collections' });
  await user.type(screen.getByRole('combobox', { name: /Sakin veya daire/ }), 'Ay');
  await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
  await screen.findByRole('table', { name: 'Açık borçlar' });
  await user.type(screen.getByRole('textbox', { name: /Alınan tutar/ }), '250,00');
  await screen.findByText('₺250,00 1 borcu öder:', {}, { timeout: 3000 });
  await user.click(screen.getByRole('button', { name: 'Tahsil et' }));
  await screen.findByText('Tahsilat kaydedildi. Makbuz no: 7.', { selector: '.MuiAlert-message' });
  return { user, calls: api.calls };
}

describe('collection receipt by SMS', () => {
  it('offers to send the receipt by SMS when payment messages are on, and shows the server’s answer', async () => {
    const { user, calls } = await collect(true);
    await user.click(await screen.findByRole('button', { name: 'Makbuzu SMS ile gönder' }));
    expect(
      await screen.findByText('Makbuz 532 123 45 67 numarasına SMS ile gönderildi.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/receipt/sms')).toMatchObject({
      method: 'POST',
      body: { receipt_id: 70 },
    });
    // Sent once: the button rests.
    expect(screen.getByRole('button', { name: 'Makbuz SMS ile gönderildi' })).toBeDisabled();
  });

  it('does not offer it when payment messages are off', async () => {
    const { calls } = await collect(false);
    await waitFor(() => expect(calls.some((call) => call.url === '/settings')).toBe(true));
    expect(screen.getByRole('button', { name: '7 numaralı makbuzu aç' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Makbuzu SMS ile gönder' })).not.toBeInTheDocument();
  });
});
