import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { http } from '../../src/dataProvider/http';
import { ReportsPage } from '../../src/pages/reports/ReportsPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

const balanceTotals = {
  opening: 1250,
  money_in: 750,
  money_out: 20,
  closing: 1980,
  debt: 900,
  paid: 700,
  open: 200,
  advances: 30,
};
const balanceRows = [
  {
    id: 1,
    account: 'Kasa',
    parent_id: null,
    level: 'account',
    opening: 1000,
    money_in: 300,
    money_out: 0,
    closing: 1300,
  },
  {
    id: 2,
    account: 'Banka',
    parent_id: null,
    level: 'account',
    opening: 0,
    money_in: 0,
    money_out: 0,
    closing: 0,
  },
  {
    id: 3,
    account: 'Ziraat',
    parent_id: 2,
    level: 'account',
    opening: 250,
    money_in: 450,
    money_out: 20,
    closing: 680,
  },
  {
    id: 2,
    account: 'Banka',
    parent_id: null,
    level: 'group',
    opening: 250,
    money_in: 450,
    money_out: 20,
    closing: 680,
  },
];

function renderReports(route: string, answer: (request: FakeRequest) => unknown) {
  const api = fakeApi({
    'POST /budget/report': (request) => ({ body: answer(request) }),
    'GET /budgets': {
      body: {
        Records: [{ accounting_type_id: 7, accounting_type: 'Temizlik', amount: 1200 }],
        TotalRecords: 1,
      },
    },
    'PUT /budgets': {
      body: {
        description: '2026 işletme projesi kaydedildi.',
        data: [{ accounting_type_id: 7, accounting_type: 'Temizlik', amount: 2400.5 }],
      },
    },
    'GET /accounting/types': { body: { Records: [{ id: 7, name: 'Temizlik' }], TotalRecords: 1 } },
    'POST /balance/report': (request) => ({ body: answer(request) }),
    'POST /pay/exp/report': (request) => ({ body: answer(request) }),
    'POST /ledger/report': (request) => ({ body: answer(request) }),
    'POST /payment/report': (request) => ({ body: answer(request) }),
    'POST /buildings': { body: { Records: [{ id: 4, name: 'A Blok' }], TotalRecords: 1 } },
    'GET /accounts': { body: { Records: [{ id: 1, name: 'Kasa', balance: 1300 }], TotalRecords: 1 } },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<ReportsPage />, { route, path: '/reports/:report' });
  return api.calls;
}

describe('reports', () => {
  it('says "Listelenecek veri bulunamadı!" when there is nothing, and "Veri Bulunamadı!" when the filters match nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderReports('/reports/cash-book', () => ({
      Records: [],
      TotalRecords: 0,
      AdditionalData: { opening: 0, money_in: 0, money_out: 0, closing: 0 },
    }));
    expect(await screen.findByText(MESSAGES.nothingToList)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeDisabled();

    const start = screen.getByRole('textbox', { name: 'Başlangıç tarihi' });
    await user.clear(start);
    await user.type(start, '01.03.2025');
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    const last = calls.filter((call) => call.url === '/pay/exp/report').at(-1)!;
    expect(last.body).toMatchObject({ start_date: '01.03.2025', account_id: null, page: 1 });
  });

  it('shows each account with the bank’s sub-accounts and their total, the totals of every row, and exports them', async () => {
    const user = userEvent.setup({ delay: null });
    renderReports('/reports/balance', () => ({
      Records: balanceRows,
      TotalRecords: balanceRows.length,
      Page: 1,
      PerPage: 25,
      AdditionalData: balanceTotals,
    }));
    const table = await screen.findByRole('table', { name: 'Bakiye raporu' });
    expect(await within(table).findByText('↳ Ziraat')).toBeInTheDocument();
    const group = within(table).getByText('Banka toplamı').closest('tr')!;
    expect(group).toHaveTextContent('₺680,00');
    const totals = screen.getByRole('region', { name: 'Toplamlar' });
    expect(within(totals).getByText('Kapanış bakiyesi').nextElementSibling).toHaveTextContent('₺1.980,00');
    expect(within(totals).getByText('Açık borç').nextElementSibling).toHaveTextContent('₺200,00');

    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:rapor';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(file).toBeDefined());
    expect(names).toEqual(['bakiye-raporu.xlsx']);
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await file!.arrayBuffer()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['Hesap', 'Açılış', 'Giren', 'Çıkan', 'Kapanış']);
    expect(rows[3]).toEqual(['↳ Ziraat', 250, 450, 20, 680]);
    expect(rows).toContainEqual(['Kapanış bakiyesi', 1980]);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalled();
  });

  it('keeps the year’s budget per expense type and sends what the manager typed', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderReports('/reports/budget', () => ({
      Records: [
        {
          accounting_type_id: 7,
          accounting_type: 'Temizlik',
          month: '01.2026',
          budget: 100,
          actual: 150,
          difference: -50,
        },
      ],
      TotalRecords: 1,
      AdditionalData: { year: 2026, budget: 1200, actual: 150, difference: 1050 },
    }));
    const amount = await screen.findByRole('textbox', { name: 'Temizlik bütçesi' });
    expect(amount).toHaveValue('1200');
    await user.clear(amount);
    await user.type(amount, '2400,50');
    await user.click(screen.getByRole('button', { name: 'Bütçeyi kaydet' }));
    expect(await screen.findByText('2026 işletme projesi kaydedildi.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ items: [{ accounting_type_id: 7, amount: '2400,50' }] });
    const table = screen.getByRole('table', { name: 'İşletme projesi' });
    expect(within(table).getByText('01.2026').closest('tr')).toHaveTextContent('-₺50,00');
  });

  it('opens each page of the cash book with the balance it brings forward, and leaves a side blank for 0', async () => {
    renderReports('/reports/cash-book', () => ({
      Records: [
        {
          id: 5,
          date: '03.03.2025',
          account_id: 1,
          account: 'Kasa',
          kind: 'collection',
          description: 'Mart aidatı',
          party: 'Ayşe Yılmaz',
          accounting_type: 'Aidat',
          receipt_number: 12,
          money_in: 100,
          money_out: 0,
          balance: 1300,
        },
      ],
      TotalRecords: 1,
      AdditionalData: { opening: 1200, money_in: 100, money_out: 0, closing: 1300, page_opening: 1200 },
    }));
    const table = await screen.findByRole('table', { name: 'Kasa defteri' });
    await within(table).findByText('Mart aidatı');
    const [, forward, line] = within(table).getAllByRole('row');
    expect(forward).toHaveTextContent('Devreden bakiye₺1.200,00');
    const cells = within(line!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '03.03.2025',
      'Kasa',
      'Tahsilat',
      'Ayşe Yılmaz',
      'Mart aidatı',
      '₺100,00',
      '',
      '₺1.300,00',
    ]);
  });

  it('names the report in the app bar', async () => {
    const appBarTitle = document.body.appendChild(document.createElement('span'));
    appBarTitle.id = 'react-admin-title';
    renderReports('/reports/debtors', () => ({ Records: [], TotalRecords: 0 }));
    await waitFor(() => expect(appBarTitle).toHaveTextContent('Borçlular (yaşlandırma)'));
    appBarTitle.remove();
  });

  it('starts from the period a link gives (the dashboard links each figure to its report)', async () => {
    const calls = renderReports('/reports/income?start_date=01.03.2026&end_date=31.03.2026', () => ({
      Records: [],
      TotalRecords: 0,
      AdditionalData: { income: 0, collection: 0, total: 0 },
    }));
    expect(await screen.findByRole('textbox', { name: 'Başlangıç tarihi' })).toHaveValue('01.03.2026');
    await waitFor(() => expect(calls.some((call) => call.url === '/payment/report')).toBe(true));
    expect(calls.find((call) => call.url === '/payment/report')!.body).toMatchObject({
      start_date: '01.03.2026',
      end_date: '31.03.2026',
    });
  });

  /** A cash book of `total` movements; like the API, one call answers at most 500 rows. */
  function cashBook(total: number) {
    const movement = (index: number) => ({
      id: index,
      date: '03.03.2025',
      account_id: 1,
      account: 'Kasa',
      kind: 'collection',
      description: `Tahsilat ${index}`,
      party: null,
      accounting_type: 'Aidat',
      receipt_number: index,
      money_in: 10,
      money_out: 0,
      balance: 10 * index,
    });
    return renderReports('/reports/cash-book', (request) => {
      const { page, per_page } = request.body as { page: number; per_page: number };
      const size = Math.min(per_page, 500);
      return {
        Records: Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, index) =>
          movement((page - 1) * size + index + 1),
        ),
        TotalRecords: total,
        AdditionalData: {
          opening: 0,
          money_in: 10 * total,
          money_out: 0,
          closing: 10 * total,
          page_opening: 0,
        },
      };
    });
  }

  it('prints every row of the report, then goes back to the page on screen', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = cashBook(30);
    const table = await screen.findByRole('table', { name: 'Kasa defteri' });
    await within(table).findByText('Tahsilat 25');
    let printedRows = 0;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printedRows = within(table).getAllByText(/^Tahsilat \d+$/).length;
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    // Rendering every row before printing is slow in jsdom on a busy CI machine; a user waits for it too.
    await waitFor(() => expect(printedRows).toBe(30), { timeout: 15_000 });
    const sizes = calls
      .filter((call) => call.url === '/pay/exp/report')
      .map((call) => (call.body as { per_page: number }).per_page);
    expect(sizes).toContain(500);
    await waitFor(() => expect(within(table).queryByText('Tahsilat 26')).not.toBeInTheDocument());
    expect(within(table).getAllByText(/^Tahsilat \d+$/)).toHaveLength(25);
  });

  it('prints all 765 rows of a cash book, read 500 at a time, not only the first 500', async () => {
    const user = userEvent.setup({ delay: null });
    cashBook(765);
    const table = await screen.findByRole('table', { name: 'Kasa defteri' });
    await within(table).findByText('Tahsilat 25');
    let printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = within(table)
        .getAllByText(/^Tahsilat \d+$/)
        .map((cell) => cell.textContent ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(printed).toHaveLength(765), { timeout: 15_000 });
    expect(printed.at(0)).toBe('Tahsilat 1');
    expect(printed.at(-1)).toBe('Tahsilat 765');
  });

  it('says plainly that a report over the print limit is not printed, and offers the PDF', async () => {
    const user = userEvent.setup({ delay: null });
    cashBook(5001);
    const table = await screen.findByRole('table', { name: 'Kasa defteri' });
    await within(table).findByText('Tahsilat 25');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    const note = await screen.findByText(
      'Bu rapor 5.001 satır; yazdırma en fazla 5.000 satır basar, bu yüzden yazdırılmadı. Raporun tamamı için PDF indiriniz.',
    );
    expect(
      within(note.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'PDF' }),
    ).toBeEnabled();
    expect(print).not.toHaveBeenCalled();
  });
});
