import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { LicencePage } from '../../src/pages/licence/LicencePage';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  authStore.clear();
  authStore.setLicenceExpired(false);
  authStore.setLicenceToken(null);
});

const licence = {
  licence_end: '20.12.2026',
  days_left: 25,
  is_expired: false,
  apartment_limit: 50,
  apartment_count: 42,
  sms_credits: 300,
  package_name: 'Başlangıç 12 ay',
};
const packages = [
  {
    id: 1,
    kind: 'licence',
    name: 'Site 12 ay',
    apartment_count: 150,
    month: 12,
    sms_credits: null,
    price: 7500,
    retired_at: null,
  },
  {
    id: 5,
    kind: 'sms',
    name: '1.000 SMS',
    apartment_count: null,
    month: null,
    sms_credits: 1000,
    price: 400,
    retired_at: null,
  },
];
const bank = {
  bank_name: 'Demo Bankası',
  iban: 'TR660006200000123456789012',
  holder: 'Site Yönetimi Yazılım A.Ş.',
};
const placed = {
  id: 31,
  account_id: 7,
  package_id: 1,
  package_name: 'Site 12 ay',
  kind: 'licence',
  apartment_count: 150,
  month: 12,
  sms_credits: null,
  amount: 7500,
  status: 'awaiting_payment',
  reference: 'SY7-K7PX3M',
  receipt_no: null,
  created_at: '2026-11-25T09:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
};
const paid = {
  ...placed,
  id: 12,
  package_name: 'Başlangıç 12 ay',
  reference: 'SY7-ABCDEF',
  status: 'paid',
  receipt_no: 1,
  amount: 3000,
};

/** The fake server of the licence page; `authorizations` keeps the Bearer token each call carried. */
function serve(
  state: typeof licence,
  extra: Record<string, FakeReply | ((r: FakeRequest) => FakeReply)> = {},
) {
  const orders: object[] = [paid];
  const api = fakeApi({
    'GET /licance': { body: { description: '', data: state } },
    'GET /info': { body: { data: { support_phone: '0850 000 00 00' } } },
    'GET /packages': { body: { description: '', data: packages } },
    'GET /orders': () => ({
      body: { Records: orders, TotalRecords: orders.length, Page: 1, PerPage: 10, AdditionalData: bank },
    }),
    'POST /order': () => {
      orders.unshift(placed);
      return { body: { description: 'Siparişiniz alındı.', data: { ...placed, bank } } };
    },
    ...extra,
  });
  const authorizations: (string | undefined)[] = [];
  const adapter: AxiosAdapter = (config) => {
    authorizations.push(config.headers?.Authorization as string | undefined);
    return api.adapter(config);
  };
  http.defaults.adapter = adapter;
  return { calls: api.calls, authorizations };
}

const signIn = (role: 'main' | 'sub') => {
  authStore.setSession('token-1', { id: 1, role, name: 'Ayşe', surname: 'Yılmaz' } as CurrentUser);
};

describe('licence page', () => {
  it('shows the package, end date, days left, apartments used of the limit and the orders with status', async () => {
    signIn('main');
    serve(licence);
    renderPage(<LicencePage />, { route: '/licence' });
    expect(await screen.findByRole('heading', { name: 'Lisans ve paketler' })).toBeInTheDocument();
    expect(document.title).toBe('Lisans ve paketler');
    expect(screen.getByText('Başlangıç 12 ay')).toBeInTheDocument();
    expect(screen.getByText('20.12.2026')).toBeInTheDocument();
    expect(screen.getByText('25 gün')).toBeInTheDocument();
    expect(screen.getByText('42 / 50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kullanılan daire / daire limiti' })).toHaveAttribute(
      'aria-valuenow',
      '84',
    );
    const row = (await screen.findByText('SY7-ABCDEF')).closest('tr')!;
    expect(row).toHaveTextContent('Ödendi');
    expect(within(row).getByRole('button', { name: 'Makbuz: SY7-ABCDEF siparişi' })).toBeInTheDocument();
  });

  it('groups counts the English way in English (1,000 SMS credits) and keeps prices in Turkish lira', async () => {
    signIn('main');
    serve({ ...licence, apartment_count: 1200, apartment_limit: 1500, sms_credits: 12_500 });
    renderPage(<LicencePage />, { route: '/licence', locale: 'en' });
    expect(await screen.findByText('1,000 SMS credits')).toBeInTheDocument();
    expect(screen.getByText('12,500')).toBeInTheDocument();
    expect(screen.getByText('1,200 of 1,500')).toBeInTheDocument();
    expect(screen.getByText('150 apartments · 12 months')).toBeInTheDocument();
    expect(screen.getByText('₺400,00')).toBeInTheDocument();
    expect(screen.queryByText(/1\.000 SMS credits|12\.500|1\.200/)).not.toBeInTheDocument();
  });

  it('orders a package after a confirmation and shows the transfer details and the reference to quote', async () => {
    const user = userEvent.setup({ delay: null });
    signIn('main');
    const { calls } = serve(licence);
    renderPage(<LicencePage />, { route: '/licence' });
    await user.click(await screen.findByRole('button', { name: 'Site 12 ay sipariş ver' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('7.500,00');
    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    const details = await screen.findByRole('region', { name: 'SY7-K7PX3M numaralı siparişiniz' });
    expect(details).toHaveTextContent('TR66 0006 2000 0012 3456 7890 12');
    expect(details).toHaveTextContent('Demo Bankası');
    expect(details).toHaveTextContent('SY7-K7PX3M');
    expect(calls.find((c) => c.method === 'POST' && c.url === '/order')?.body).toEqual({
      package_id: 1,
      apartment_count: 150,
      month: 12,
    });
    // The orders table reads again and shows the new order awaiting its payment.
    const row = (await screen.findByText('SY7-K7PX3M', { selector: 'td *, td' })).closest('tr')!;
    expect(row).toHaveTextContent('Ödeme bekleniyor');
    expect(within(row).queryByRole('button', { name: /^Makbuz/ })).toBeNull();
  });

  it('points an account without orders at the packages above the empty orders table', async () => {
    signIn('main');
    serve(licence, {
      'GET /orders': { body: { Records: [], TotalRecords: 0, Page: 1, PerPage: 10, AdditionalData: bank } },
    });
    renderPage(<LicencePage />, { route: '/licence' });
    expect(
      await screen.findByText('Henüz siparişiniz yok. Yukarıdaki paketlerden birini seçebilirsiniz.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Lisans sayfasından/)).toBeNull();
  });

  it('shows a sub-user the licence but no order button', async () => {
    signIn('sub');
    serve(licence);
    renderPage(<LicencePage />, { route: '/licence' });
    expect(await screen.findByText('Paketleri yalnızca hesap sahibi sipariş edebilir.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sipariş ver/ })).toBeNull();
  });

  it('lets the owner of an ended licence sign in to this screen only and order from it', async () => {
    const user = userEvent.setup({ delay: null });
    authStore.setLicenceExpired(true);
    const { calls, authorizations } = serve(
      { ...licence, is_expired: true, days_left: 0, licence_end: '01.11.2026' },
      { 'POST /licence': { body: { description: '', token: 'licence-token', data: licence } } },
    );
    renderPage(<LicencePage />, { route: '/licence' });
    expect(await screen.findByRole('heading', { name: 'Lisans süresi doldu' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.licenceExpired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Cep telefonu/), '5550000000');
    await user.type(screen.getByLabelText(/Şifre/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));

    expect(await screen.findByText('Sona erdi')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/licence')?.body).toEqual({
      phone: '5550000000',
      password: 'demo1234',
    });
    // The licence calls carry the licence token; the session token (`auth`) stays empty, so nothing else opens.
    expect(authStore.token()).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.url === '/packages')).toBe(true));
    const licenceCall = calls.findIndex((c) => c.url === '/licance');
    expect(authorizations[licenceCall]).toBe('Bearer licence-token');
    expect(await screen.findByRole('button', { name: '1.000 SMS sipariş ver' })).toBeInTheDocument();
  });
});
