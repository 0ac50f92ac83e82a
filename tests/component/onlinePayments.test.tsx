import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ManagerPaymentSchema } from '../../server/schemas/payments/payments';
import { OnlinePaymentsPage } from '../../src/pages/online-payments/OnlinePaymentsPage';
import { OnlinePaymentCard } from '../../src/pages/settings/OnlinePaymentCard';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

/** Rows as the server sends them: the schema check below keeps this fake from drifting from the real answer. */
const paid = {
  id: 5,
  order_id: 'SY5ABCDEF',
  status: 'paid',
  status_name: 'Ödendi',
  resident_id: 12,
  resident_name: 'Ayşe Yılmaz',
  flats: 'A Blok 3',
  amount: 1250.5,
  fee: 24.88,
  fee_payer: 'association',
  total: 1250.5,
  provider: 'test',
  provider_ref: 'TEST-5',
  failure_reason: null,
  receipt_id: 40,
  to_advance: 0,
  created_at: '20.11.2026 10:30',
  paid_at: '20.11.2026 10:31',
  refunded_at: null,
};
const failed = {
  ...paid,
  id: 6,
  status: 'failed',
  status_name: 'Başarısız',
  provider_ref: null,
  failure_reason: 'Kart reddedildi',
  receipt_id: null,
  paid_at: null,
};

describe('the fake rows', () => {
  it('have the shape of the server’s answer', () => {
    expect(Value.Check(ManagerPaymentSchema, paid)).toBe(true);
    expect(Value.Check(ManagerPaymentSchema, failed)).toBe(true);
  });
});

describe('Online ödemeler', () => {
  it('lists the card payments, filters by status and refunds a paid one after saying what goes back', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<OnlinePaymentsPage />, {
      route: '/online-payments',
      authProvider: signedInAs(person('main')),
      api: {
        'GET /online-payments': (request) => ({
          body: {
            Records: request.params.status === 'paid' ? [paid] : [paid, failed],
            TotalRecords: request.params.status === 'paid' ? 1 : 2,
            Page: 1,
            PerPage: 25,
          },
        }),
        'POST /online-payments/5/refund': { body: { description: 'Ödeme iade edildi.' } },
      },
    });
    const table = await screen.findByRole('table', { name: 'Online ödemeler' });
    expect(await within(table).findByText('TEST-5')).toBeInTheDocument();
    // Each payment names the flats it paid for.
    expect(within(table).getAllByText('A Blok 3')).toHaveLength(2);
    expect(within(table).getByText('Başarısız')).toBeInTheDocument();
    expect(within(table).getAllByText('₺1.250,50')).toHaveLength(2);
    // Only the paid payment can be refunded.
    expect(within(table).getAllByRole('button', { name: /^İade et/ })).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Ödendi' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ url: '/online-payments', params: { status: 'paid', page: 1 } }),
    );

    await user.click(within(table).getByRole('button', { name: 'İade et: Ayşe Yılmaz ödemesi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ayşe Yılmaz (A Blok 3) tarafından ödenen ₺1.250,50');
    expect(dialog).toHaveTextContent('borçlar yeniden açık olur');
    await user.click(within(dialog).getByRole('button', { name: 'İade et' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/online-payments/5/refund' }),
      ),
    );
    expect(await screen.findByText('Ödeme iade edildi.')).toBeInTheDocument();
  });
});

describe('the Online ödeme settings', () => {
  it('says the stored credentials are kept and never sends an empty secret', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<OnlinePaymentCard />, {
      route: '/settings',
      authProvider: signedInAs(person('main')),
      api: {
        'GET /online-payments/settings': {
          body: {
            data: {
              provider: 'paytr',
              credentials_set: true,
              commission_payer: 'association',
              commission_rate: 1.99,
              cash_account_id: 3,
            },
          },
        },
        'GET /accounts': { body: { Records: [{ id: 3, name: 'Sanal POS', balance: 0, type: 'pos' }] } },
        'PUT /online-payments/settings': (request) => ({
          body: { description: 'Kaydedildi.', data: request.body },
        }),
      },
    });
    const key = await screen.findByLabelText('Mağaza parolası (merchant_key)');
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveValue('');
    expect(screen.getAllByText(/Kayıtlı\. Korumak için boş bırakınız/)).toHaveLength(3);
    expect(screen.getByText(/kendi IBAN’ınıza/)).toBeInTheDocument();
    // The server's 1.99 is shown and sent back the Turkish way.
    expect(screen.getByRole('textbox', { name: 'Komisyon oranı (%)' })).toHaveValue('1,99');

    await user.type(key, 'yeni-anahtar');
    await user.click(screen.getByRole('button', { name: 'Online ödemeyi kaydet' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        provider: 'paytr',
        merchant_key: 'yeni-anahtar',
        commission_payer: 'association',
        commission_rate: '1,99',
        cash_account_id: 3,
      }),
    );
  });

  it('asks for every credential of a provider not yet stored', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<OnlinePaymentCard />, {
      route: '/settings',
      authProvider: signedInAs(person('main')),
      api: {
        'GET /online-payments/settings': {
          body: {
            data: {
              provider: null,
              credentials_set: false,
              commission_payer: 'association',
              commission_rate: 0,
              cash_account_id: null,
            },
          },
        },
        'GET /accounts': { body: { Records: [] } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'iyzico' }));
    await user.click(screen.getByRole('button', { name: 'Online ödemeyi kaydet' }));
    expect(
      await screen.findByText('Sağlayıcının verdiği API anahtarı bilgisini yazınız.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kart ödemelerinin gireceği kasayı seçiniz.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
