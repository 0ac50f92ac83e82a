import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../common/date';
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

const debt = (id: number, due: string, description: string, amount: number, paid: number) => ({
  id,
  apartment_id: 5,
  building_name: 'A Blok',
  identifier: '12',
  resident_id: 11,
  resident_name: 'Ayşe Yılmaz',
  accounting_type_id: 4,
  accounting_type: 'Aidat',
  amount,
  paid,
  remaining: amount - paid,
  due_date: due,
  description,
  multi_debt_id: null,
  is_interest: false,
  interest: null,
  responsible: 'owner',
  status: paid === 0 ? 'unpaid' : paid >= amount ? 'paid' : 'partial',
});

const debts = [
  debt(1, '01.12.2025', 'Aralık aidatı', 250, 250),
  debt(2, '01.01.2026', 'Ocak aidatı', 250, 0),
  debt(3, '01.02.2026', 'Şubat aidatı', 250, 100),
];

const originalAdapter = http.defaults.adapter;
const originalOpen = window.open;
const tab = { location: { href: '' }, close: vi.fn() };

beforeEach(() => {
  tab.location.href = '';
  window.open = vi.fn(() => tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:makbuz-7');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  window.open = originalOpen;
});

/** `debtsReloaded`: the debts asked for again after a collection answer only once it settles. */
function renderCollection({ debtsReloaded }: { debtsReloaded?: Promise<void> } = {}) {
  let debtReads = 0;
  const api = fakeApi({
    'GET /resident/main': (request: FakeRequest) => ({
      body: list(
        String(request.params.key ?? '').startsWith('Ay')
          ? [{ id: 11, name: 'Ayşe', surname: 'Yılmaz', phone: '5321234567' }]
          : [],
      ),
    }),
    'GET /apartments': { body: list([]) },
    'GET /resident/debts': async () => {
      debtReads += 1;
      if (debtReads > 1) await debtsReloaded;
      return {
        body: list(debts, { AdditionalData: { amount: 750, paid: 350, remaining: 400, advance_balance: 0 } }),
      };
    },
    'GET /accounts': { body: list([{ id: 1, name: 'Merkez Kasa', balance: 1000 }]) },
    'GET /accounting/types': { body: list([{ id: 4, name: 'Aidat', type: 1 }]) },
    'POST /payment/debts': (request: FakeRequest) =>
      (request.body as { preview?: boolean }).preview
        ? {
            body: {
              description: 'Önizleme: 2 borca ₺400,00 ödenecek. ₺150,00 avansa aktarılacak.',
              data: {
                amount: 550,
                allocations: [
                  {
                    debt_id: 2,
                    description: 'Ocak aidatı',
                    due_date: '01.01.2026',
                    remaining: 250,
                    amount: 250,
                    remaining_after: 0,
                  },
                  {
                    debt_id: 3,
                    description: 'Şubat aidatı',
                    due_date: '01.02.2026',
                    remaining: 150,
                    amount: 150,
                    remaining_after: 0,
                  },
                ],
                to_advance: 150,
              },
            },
          }
        : {
            body: {
              description:
                'Tahsilat kaydedildi. Makbuz no: 7. ₺150,00 fazla ödeme sakinin avansına aktarıldı.',
              data: {
                receipt_id: 70,
                receipt_number: 7,
                amount: 550,
                allocations: [
                  { debt_id: 2, amount: 250, remaining: 0 },
                  { debt_id: 3, amount: 150, remaining: 0 },
                ],
                to_advance: 150,
                remaining: 0,
              },
            },
          },
    'GET /user/receipt/file/70': { body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<CollectionPage />, { route: '/collections' });
  return api.calls;
}

describe('collection screen', () => {
  it('shows how one amount is spread and the advance surplus before saving, then collects and opens the receipt', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderCollection();

    await user.type(screen.getByRole('combobox', { name: /Sakin veya daire/ }), 'Ay');
    await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));

    // Only the open debts, oldest first; the paid December dues are not offered.
    const table = await screen.findByRole('table', { name: 'Açık borçlar' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ocak aidatı');
    expect(rows[1]).toHaveTextContent('Şubat aidatı');
    expect(rows[1]).toHaveTextContent('₺150,00');
    expect(within(table).queryByText('Aralık aidatı')).not.toBeInTheDocument();
    expect(screen.getByText('Borç seçilmedi: tutar önce en eski borçları öder.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Alınan tutar/ }), '550,00');

    expect(
      await screen.findByText('₺150,00 avans olarak kaydedilecek', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'Nasıl dağıtılacak' });
    const spread = within(preview).getAllByRole('row').slice(1);
    expect(spread[0]).toHaveTextContent('Ocak aidatı');
    expect(spread[0]).toHaveTextContent('₺250,00');
    expect(spread[1]).toHaveTextContent('Şubat aidatı');
    expect(screen.getByText('₺400,00 2 borca dağıtılır:')).toBeInTheDocument();
    const previews = calls.filter((c) => c.method === 'POST' && c.url === '/payment/debts');
    expect(previews.at(-1)?.body).toEqual({ resident_id: 11, amount: 550, debt_ids: null, preview: true });
    // Nothing is saved by the preview.
    expect(previews.every((c) => (c.body as { preview: boolean }).preview)).toBe(true);

    // The only cash account and the income type are chosen already; today is the date.
    expect(screen.getByRole('combobox', { name: /Kasa/ })).toHaveTextContent('Merkez Kasa');
    expect(screen.getByRole('combobox', { name: /Gelir türü/ })).toHaveTextContent('Aidat');
    await user.click(screen.getByRole('button', { name: 'Tahsil et' }));

    expect(
      await screen.findByText(
        'Tahsilat kaydedildi. Makbuz no: 7. ₺150,00 fazla ödeme sakinin avansına aktarıldı.',
        { selector: '.MuiAlert-message' },
      ),
    ).toBeInTheDocument();
    const saved = calls.filter(
      (c) => c.url === '/payment/debts' && (c.body as { preview: boolean }).preview === false,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.body).toEqual({
      resident_id: 11,
      amount: 550,
      debt_ids: null,
      account_id: 1,
      accounting_type_id: 4,
      date: formatDmy(todayInIstanbul()),
      description: null,
      preview: false,
    });

    await user.click(screen.getByRole('button', { name: '7 numaralı makbuzu aç' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:makbuz-7'));
    const download = calls.find((c) => c.url === '/user/receipt/file/70');
    expect(download?.method).toBe('GET');
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  it('spreads over the chosen debts only', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderCollection();
    await user.type(screen.getByRole('combobox', { name: /Sakin veya daire/ }), 'Ay');
    await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
    await user.click(await screen.findByRole('checkbox', { name: '01.02.2026 Şubat aidatı borcunu seç' }));
    expect(screen.getByText('1 borç seçildi: tutar önce bu borcu öder.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seçilen borçlar' }));
    expect(screen.getByRole('textbox', { name: /Alınan tutar/ })).toHaveValue('150,00');
    await waitFor(
      () =>
        expect(calls.filter((c) => c.url === '/payment/debts').at(-1)?.body).toEqual({
          resident_id: 11,
          amount: 150,
          debt_ids: [3],
          preview: true,
        }),
      { timeout: 3000 },
    );
  });

  it('keeps an amount typed while the saved collection reloads the debts: it is the next payment', async () => {
    const user = userEvent.setup({ delay: null });
    let settle = () => {};
    renderCollection({ debtsReloaded: new Promise<void>((resolve) => (settle = resolve)) });
    await user.type(screen.getByRole('combobox', { name: /Sakin veya daire/ }), 'Ay');
    await user.click(await screen.findByRole('option', { name: /Ayşe Yılmaz/ }));
    await screen.findByRole('table', { name: 'Açık borçlar' });
    const amount = screen.getByRole('textbox', { name: /Alınan tutar/ });
    await user.type(amount, '550,00');
    await screen.findByText('₺150,00 avans olarak kaydedilecek', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Tahsil et' }));

    await user.clear(amount);
    await user.type(amount, '100,00');
    settle();
    await screen.findByText(/Tahsilat kaydedildi\. Makbuz no: 7\./, { selector: '.MuiAlert-message' });
    expect(amount).toHaveValue('100,00');
  });
});
