import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { StaffPaymentList } from '../../src/resources/staff-payments/StaffPaymentList';
import { StaffPaymentStatement } from '../../src/resources/staff-payments/StaffPaymentStatement';
import { fakeApi } from './fakeApi';
import { onPhone } from './phoneCardsCheck';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const originalAdapter = http.defaults.adapter;
const originalOpen = window.open;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  window.open = originalOpen;
});

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10, ...extra },
});

const wage = {
  id: 41,
  staff_id: 7,
  staff: 'Mehmet Kapıcı',
  kind: 'wage',
  amount: 25000,
  account_id: 3,
  account: 'Merkez kasa',
  accounting_type_id: 31,
  accounting_type: 'Personel maaşları',
  date: '05.01.2026',
  description: 'Ocak maaşı',
};

const paid = { amount: 28000, wage: 25000, advance: 3000, bonus: 0, other: 0 };

const lookups = {
  'GET /accounts': list([{ id: 3, name: 'Merkez kasa', balance: 1000, parent_id: null, parent: null }]),
  'GET /accounting/types': list([{ id: 31, name: 'Personel maaşları' }]),
  'GET /staff/payment/staff': list([
    { id: 7, name: 'Mehmet Kapıcı', monthly_wage: 25000 },
    { id: 8, name: 'Ayşe Bahçıvan', monthly_wage: 0 },
  ]),
};

const withRights = (user: CurrentUser) => ({
  ...signedInAs(user),
  canAccess: async (params: { resource: string; action: string }) => canAccess(accessSubject(user), params),
});

function showPayments(routes: Parameters<typeof fakeApi>[0], user = person('main')) {
  const api = fakeApi({ ...lookups, ...routes });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="staff-payments">
      <StaffPaymentList />
    </ResourceContextProvider>,
    {
      route: '/staff-payments',
      authProvider: withRights(user),
      routes: { '/staff-payments/statement/:staffId': <StaffPaymentStatement /> },
    },
  );
  return api;
}

describe('staff payments', () => {
  it('lists the payments with their kind in Turkish and what the filters’ payments add up to, per kind', async () => {
    showPayments({ 'GET /staff/payment': list([wage], { AdditionalData: paid }) });
    const row = (await screen.findByText('Ocak maaşı')).closest('tr')!;
    expect(row).toHaveTextContent(/05\.01\.2026.*Mehmet Kapıcı.*Maaş.*Merkez kasa.*Personel maaşları/);
    expect(row).toHaveTextContent('₺25.000,00');
    const totals = screen.getByRole('region', { name: 'Bulunan kayıtlarda personele ödenen' });
    expect(totals).toHaveTextContent(/Toplam₺28\.000,00/);
    expect(totals).toHaveTextContent(/Avans₺3\.000,00/);
  });

  // Many keystrokes and pickers: more room than the project's 20 s on a shared machine.
  it('records a wage, proposing the staff member’s monthly wage as the amount and warning the cash goes below zero', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup({ delay: null });
    const api = showPayments({
      'GET /staff/payment': list([]),
      'POST /staff/payment': { body: { description: 'Personel ödemesi kaydedildi.', data: wage } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni personel ödemesi' });
    await user.click(within(dialog).getByRole('combobox', { name: /Personel/ }));
    await user.click(await screen.findByRole('option', { name: 'Mehmet Kapıcı' }));
    expect(within(dialog).getByText('Mehmet Kapıcı aylık ücreti: ₺25.000,00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aylık ücreti yaz' }));
    expect(within(dialog).getByRole('textbox', { name: /Tutar/ })).toHaveValue('25000');
    await user.click(within(dialog).getByRole('combobox', { name: /Kasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Merkez kasa' }));
    // ₺25.000 out of a ₺1.000 cash account: said before saving, with the balance after (issue 26).
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bu kayıtla Merkez kasa bakiyesi eksiye düşüyor: şu an ₺1.000,00, kaydedince -₺24.000,00.',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /Gider türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Personel maaşları' }));
    const date = within(dialog).getByRole('textbox', { name: /^Tarih/ });
    await user.clear(date);
    await user.type(date, '05012026');
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Ocak maaşı');
    // As a user does, the button is pressed once it can be: react-admin disables it while the form validates.
    const save = async () => {
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
      await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    };
    await save();
    // Not saved until the user says so.
    expect(
      await within(dialog).findByText(
        'Kasa eksiye düşse de kaydetmek için kutuyu işaretleyin ya da tutarı veya kasayı değiştirin.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kasa eksiye düşse de kaydet' }));
    await save();
    expect(await screen.findByText('Personel ödemesi kaydedildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      staff_id: 7,
      kind: 'wage',
      amount: 25000,
      account_id: 3,
      accounting_type_id: 31,
      date: '05.01.2026',
      description: 'Ocak maaşı',
    });
  });

  it('narrows the list to one staff member and opens their statement, in date order with what was paid so far', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showPayments({
      'GET /staff/payment': list([wage], { AdditionalData: paid }),
      'GET /staff/7/payments': {
        body: {
          staff: { id: 7, name: 'Mehmet Kapıcı' },
          Records: [
            {
              ...wage,
              id: 40,
              kind: 'advance',
              amount: 3000,
              date: '02.01.2026',
              description: null,
              paid_so_far: 3000,
            },
            { ...wage, paid_so_far: 28000 },
          ],
          AdditionalData: paid,
        },
      },
    });
    await screen.findByText('Ocak maaşı');
    expect(screen.queryByRole('link', { name: 'Seçili personelin ekstresi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Personel' }));
    await user.click(await screen.findByRole('option', { name: 'Mehmet Kapıcı' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/staff/payment').at(-1)!.params).toMatchObject({
        staff_id: 7,
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Seçili personelin ekstresi' }));
    expect(await screen.findByRole('heading', { name: 'Mehmet Kapıcı ödemeleri' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Mehmet Kapıcı ödemeleri' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/02\.01\.2026.*Avans.*₺3\.000,00.*₺3\.000,00/);
    expect(rows[2]).toHaveTextContent(/05\.01\.2026.*Maaş.*₺25\.000,00.*₺28\.000,00/);
    expect(screen.getByTestId('statement-amount')).toHaveTextContent('₺28.000,00');

    // "Yazdır" opens the same statement as a PDF in a new tab, where the browser prints it.
    const tab = { location: { href: '' }, close: vi.fn() };
    window.open = vi.fn(() => tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:ekstre-7');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:ekstre-7'));
    expect(api.calls.filter((call) => call.url === '/staff/7/payments').at(-1)!.params).toEqual({
      format: 'pdf',
    });
  });

  it('shows a sub-user who may only look no button that changes a payment', async () => {
    showPayments(
      { 'GET /staff/payment': list([wage], { AdditionalData: paid }) },
      person('sub', { show_accounting: 1, exec_accounting: 0 }),
    );
    const row = (await screen.findByText('Ocak maaşı')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Yeni' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('staff payments on a phone (390 px)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps only the search above the payments, the seven filters behind the filter button', async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    showPayments({ 'GET /staff/payment': list([wage], { AdditionalData: paid }) });
    expect(await screen.findByText('Ocak maaşı')).toBeInTheDocument();
    // The way to a statement says where the staff filter is on a phone.
    expect(screen.getByText('Ekstre için “Filtre ekle”den bir personel seçiniz.')).toBeInTheDocument();
    for (const name of ['Başlangıç', 'Kasa', 'Personel', 'Ödeme'])
      expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Başlangıç' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtre ekle' }));
    await user.click(await within(await screen.findByRole('menu')).findByText('Personel'));
    expect(await screen.findByRole('combobox', { name: 'Personel' })).toBeInTheDocument();
  });

  it('shows every filter at once on a wide screen', async () => {
    showPayments({ 'GET /staff/payment': list([wage], { AdditionalData: paid }) });
    expect(await screen.findByText('Ocak maaşı')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Personel' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Başlangıç' })).toBeInTheDocument();
    expect(screen.getByText('Ekstresini açmak için yukarıdan bir personel seçiniz.')).toBeInTheDocument();
  });
});
