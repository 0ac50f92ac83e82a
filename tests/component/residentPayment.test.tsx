import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentPage } from '../../src/pages/resident-page/ResidentPage';
import { TestBankPage } from '../../src/pages/resident-page/TestBankPage';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';

const TOKEN = 'k8Jd2LmQ0pR7sT1vW3xY5zA9';
const base = `/r/${TOKEN}`;

/** Two flats of one resident; the server lists the newer debt first, the page pays oldest first. */
const summary = (online: unknown) => ({
  data: {
    name: 'Ayşe Yılmaz',
    assoc_name: 'Gül Apartmanı',
    has_flat: true,
    flats: [
      { flat: 'A Blok 3', role: 'Ev sahibi', role_type: 1, payment_code: '1042-1' },
      { flat: 'B Blok 7', role: 'Ev sahibi', role_type: 1, payment_code: '1042-2' },
    ],
    debts: [
      { id: 31, flat: 'A Blok 3', description: 'Kasım aidatı', due_date: '01.11.2026', remaining: 750 },
      { id: 12, flat: 'B Blok 7', description: 'Ekim aidatı', due_date: '01.10.2026', remaining: 500.5 },
    ],
    total_debt: 1250.5,
    receipts: [],
    announcements: [],
    online_payment: online,
  },
});

const empty = { body: { Records: [] } };

function openResidentPage(
  online: unknown,
  routes: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)> = {},
  search = '',
) {
  const api = fakeApi({
    [`GET ${base}`]: { body: summary(online) },
    [`GET ${base}/surveys`]: empty,
    [`GET ${base}/tickets`]: empty,
    [`GET ${base}/messages`]: empty,
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  render(
    <MemoryRouter initialEntries={[`/sakin/${TOKEN}${search}`]}>
      <Routes>
        <Route path="/sakin/:token" element={<ResidentPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

const debtsSection = () => screen.findByRole('region', { name: 'Açık borçlarım' });

afterEach(() => vi.unstubAllGlobals());

describe('paying dues from the resident page', () => {
  it('pays the ticked debts of both flats, oldest first, and goes to the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = openResidentPage(
      { provider: 'test', commission_payer: 'association', commission_rate: '1,99' },
      {
        [`POST ${base}/payments`]: {
          body: {
            data: { payment_id: 9, amount: 1250.5, fee: 24.88, redirect_url: `/r/${TOKEN}/test-bank/9` },
          },
        },
      },
    );
    const section = await debtsSection();
    const boxes = within(section).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    // The association bears the commission: the resident sees the debts' total only.
    expect(within(section).queryByText(/Kart komisyonu/)).not.toBeInTheDocument();
    expect(within(section).getByText('Ödenecek tutar').nextSibling).toHaveTextContent('₺1.250,50');

    await user.click(within(section).getByRole('button', { name: 'Öde' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/r/${TOKEN}/test-bank/9`));
    const posted = api.calls.find((call) => call.method === 'POST');
    expect(posted).toMatchObject({ url: `${base}/payments`, body: { debt_ids: [12, 31] } });
  });

  it('shows the fee the resident bears and sends only the debts left ticked', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = openResidentPage(
      { provider: 'paytr', commission_payer: 'resident', commission_rate: '2' },
      {
        [`POST ${base}/payments`]: {
          body: {
            data: { payment_id: 4, amount: 750, fee: 15, redirect_url: 'https://www.paytr.com/odeme/x' },
          },
        },
      },
    );
    const section = await debtsSection();
    await user.click(within(section).getByRole('checkbox', { name: /Ekim aidatı/ }));
    expect(within(section).getByText('Kart komisyonu (%2)').nextSibling).toHaveTextContent('₺15,00');
    expect(within(section).getByText('Ödenecek tutar').nextSibling).toHaveTextContent('₺765,00');
    await user.click(within(section).getByRole('button', { name: 'Öde' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ debt_ids: [31] }),
    );
  });

  it('offers no payment when the account has online payment off', async () => {
    openResidentPage(null);
    const section = await debtsSection();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Öde' })).not.toBeInTheDocument();
  });

  it('says the payment was received, with its receipt, on coming back', async () => {
    openResidentPage(
      { provider: 'test', commission_payer: 'association', commission_rate: '0' },
      {
        [`GET ${base}/payments/9`]: {
          body: {
            data: {
              status: 'paid',
              amount: 1250.5,
              fee: 0,
              total: 1250.5,
              receipt: { id: 77, number: 1043, pdf_url: `/api${base}/receipt/77` },
            },
          },
        },
      },
      '?payment=9',
    );
    const status = (await screen.findByText('Ödemeniz alındı', {}, { timeout: 4000 })).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(status).toHaveTextContent('₺1.250,50');
    expect(within(status).getByRole('link', { name: /1043 numaralı makbuz/ })).toHaveAttribute(
      'href',
      `/api${base}/receipt/77`,
    );
  });

  it("shows the bank's reason in Turkish when the payment failed", async () => {
    openResidentPage(
      { provider: 'test', commission_payer: 'association', commission_rate: '0' },
      {
        [`GET ${base}/payments/9`]: {
          body: {
            data: { status: 'failed', amount: 750, fee: 0, total: 750, failure_reason: 'Yetersiz bakiye' },
          },
        },
      },
      '?payment=9',
    );
    const alert = (await screen.findByText('Ödemeniz gerçekleşmedi', {}, { timeout: 4000 })).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveTextContent('Yetersiz bakiye');
  });
});

describe('the test bank page', () => {
  it('sends the card to complete the payment and returns to the resident page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi({
      [`GET ${base}/payments/9`]: {
        body: { data: { status: 'pending', amount: 1250.5, fee: 0, total: 1250.5 } },
      },
      'POST /online-payments/test/complete': { body: { description: 'Ödeme tamamlandı.' } },
    });
    http.defaults.adapter = api.adapter;
    render(
      <MemoryRouter initialEntries={[`/r/${TOKEN}/test-bank/9`]}>
        <Routes>
          <Route path="/r/:token/test-bank/:paymentId" element={<TestBankPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Test bankası — gerçek para çekilmez' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('₺1.250,50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    expect(screen.getByText('Kartın 16 hanesini yazınız.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Kart numarası/ }), '4355 0843 5508 4358');
    await user.type(screen.getByRole('textbox', { name: /Son kullanma/ }), '12/29');
    await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Öde' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sakin/${TOKEN}?payment=9`));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      payment_id: 9,
      card: '4355084355084358',
    });
  });
});
