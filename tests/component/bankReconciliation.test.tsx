import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BankReconciliationPage } from '../../src/pages/bank-reconciliation/BankReconciliationPage';
import { thisMonth } from '../../src/pages/bank-reconciliation/reconciliationFigures';
import type { FakeRequest } from './fakeApi';
import { renderPage } from './renderPage';

afterEach(() => vi.restoreAllMocks());

const accounts = {
  Records: [
    { id: 1, name: 'Kasa', balance: 100, type: 'cash' },
    { id: 7, name: 'Ziraat', balance: 9950, type: 'bank', iban: 'TR330006100519786457841326' },
    { id: 8, name: 'Garanti', balance: 0, type: 'bank' },
  ],
  TotalRecords: 3,
};

const diverging = {
  days: [
    { date: '10.11.2026', book_balance: '1000.00', bank_balance: '1000.00', difference: '0.00' },
    { date: '11.11.2026', book_balance: '1000.00', bank_balance: '1000.00', difference: '0.00' },
    { date: '12.11.2026', book_balance: '1500.00', bank_balance: '1000.00', difference: '500.00' },
  ],
  first_difference_date: '12.11.2026',
  book_only: [
    { id: 31, date: '12.11.2026', amount: '500.00', kind: 'collection', description: 'A Blok 3 aidat' },
  ],
  bank_only: [
    { id: 91, value_date: '11.11.2026', amount: '-12.50', description: 'EFT MASRAFI', status: 'unmatched' },
  ],
  book_only_total: 1,
  bank_only_total: 1,
};

const agreeing = {
  days: [{ date: '10.11.2026', book_balance: '1000.00', bank_balance: '1000.00', difference: '0.00' }],
  first_difference_date: null,
  book_only: [],
  bank_only: [],
  book_only_total: 0,
  bank_only_total: 0,
};

function renderReconciliation(
  answer: (request: FakeRequest) => unknown,
  route = '/bank-reconciliation',
  locale?: 'en',
) {
  return renderPage(<BankReconciliationPage />, {
    route,
    path: '/bank-reconciliation',
    locale,
    routes: { '/bank-movements': <p>Banka hareketleri sayfası</p> },
    api: {
      'GET /accounts': { body: accounts },
      'GET /bank/reconciliation': (request) =>
        request.params.format
          ? { body: new Blob([`file ${String(request.params.format)}`]) }
          : { body: { data: answer(request) } },
    },
  });
}

const reconciliationCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.url === '/bank/reconciliation');

describe('Mutabakat', () => {
  it('asks for the account of the address and this month, shows each day and where the difference starts', async () => {
    const { calls } = renderReconciliation(() => diverging, '/bank-reconciliation?account_id=8');
    expect(
      await screen.findByText('Fark ilk kez 12.11.2026 tarihinde başlıyor.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(reconciliationCalls(calls)[0]!.params).toEqual({ account_id: 8, ...thisMonth() });

    const table = screen.getByRole('table', { name: 'Günlük bakiyeler' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tarih', 'Defter bakiyesi', 'Banka bakiyesi', 'Fark']);
    expect(rows[3]).toHaveTextContent('12.11.2026₺1.500,00₺1.000,00₺500,00');
    // Only the day that does not agree stands out.
    expect(rows[3]).toHaveAttribute('data-differs', 'true');
    expect(rows[1]).not.toHaveAttribute('data-differs');

    const bookOnly = screen.getByRole('region', { name: 'Bankada karşılığı olmayan defter hareketleri' });
    expect(bookOnly).toHaveTextContent('12.11.2026 · ₺500,00');
    expect(bookOnly).toHaveTextContent('Tahsilat · A Blok 3 aidat');
    const bankOnly = screen.getByRole('region', { name: 'Defterde karşılığı olmayan banka hareketleri' });
    expect(bankOnly).toHaveTextContent('EFT MASRAFI');
    expect(within(bankOnly).getByText('Eşleşmeyen')).toBeInTheDocument();
    expect(within(bankOnly).getByRole('link', { name: /Banka hareketlerinde aç/ })).toHaveAttribute(
      'href',
      '/bank-movements?account_id=8&status=unmatched',
    );
    // The chart's text alternative names the largest difference.
    expect(
      await screen.findByRole(
        'img',
        { name: /en büyük fark 12\.11\.2026 tarihinde ₺500,00/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('says so when the books and the bank agree every day, and asks again for another period', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderReconciliation(() => agreeing);
    expect(
      await screen.findByText('Defter ve banka her gün tutuyor.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // No account in the address: the first bank account, never the cash desk.
    expect(reconciliationCalls(calls)[0]!.params.account_id).toBe(7);
    expect(screen.getByText('Her banka hareketinin defterde kaydı var.')).toBeInTheDocument();

    const start = screen.getByRole('textbox', { name: 'Başlangıç tarihi' });
    const end = screen.getByRole('textbox', { name: 'Bitiş tarihi' });
    await user.clear(start);
    await user.type(start, '01.10.2026');
    await user.clear(end);
    await user.type(end, '01.09.2026');
    expect(screen.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Göster' })).toBeDisabled();
    await user.clear(end);
    await user.type(end, '31.10.2026');
    await user.click(screen.getByRole('button', { name: 'Göster' }));
    await waitFor(() =>
      expect(reconciliationCalls(calls).at(-1)!.params).toEqual({
        account_id: 7,
        start_date: '01.10.2026',
        end_date: '31.10.2026',
      }),
    );
  });

  it('turns the pages of a long list, asking the server for that page only', async () => {
    const user = userEvent.setup({ delay: null });
    const page = (request: FakeRequest) => ({
      ...diverging,
      book_only: [
        {
          id: Number(request.params.book_page ?? 1),
          date: '12.11.2026',
          amount: '5.00',
          kind: 'collection',
          description: `Sayfa ${request.params.book_page ?? 1}`,
        },
      ],
      book_only_total: 250,
    });
    const { calls } = renderReconciliation(page, '/bank-reconciliation?account_id=8');
    const bookOnly = await screen.findByRole(
      'region',
      { name: 'Bankada karşılığı olmayan defter hareketleri' },
      { timeout: 5000 },
    );
    expect(bookOnly).toHaveTextContent('Toplam 250 kayıt, sayfa sayfa gösteriliyor.');
    // 250 rows at 100 a page: three pages; the bank's single line needs no pager.
    await user.click(within(bookOnly).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(reconciliationCalls(calls).at(-1)!.params.book_page).toBe(3));
    expect(await within(bookOnly).findByText(/Sayfa 3/)).toBeInTheDocument();
    const bankOnly = screen.getByRole('region', { name: 'Defterde karşılığı olmayan banka hareketleri' });
    expect(within(bankOnly).queryByRole('navigation')).toBeNull();
  });

  it('downloads the server’s Excel and PDF of the same period through the dataProvider', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:mutabakat');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = renderReconciliation(() => diverging, '/bank-reconciliation?account_id=7');
    await user.click(await screen.findByRole('button', { name: 'Excel' }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const { start_date, end_date } = thisMonth();
    expect(
      reconciliationCalls(calls)
        .map((call) => call.params.format)
        .filter(Boolean),
    ).toEqual(['xlsx', 'pdf']);
    expect(reconciliationCalls(calls).at(-1)!.params).toEqual({
      account_id: 7,
      start_date,
      end_date,
      format: 'pdf',
    });
    expect(saved).toEqual([
      `mutabakat-${start_date}-${end_date}.xlsx`,
      `mutabakat-${start_date}-${end_date}.pdf`,
    ]);
  });

  it('asks for a bank account first when there is none', async () => {
    renderPage(<BankReconciliationPage />, {
      api: { 'GET /accounts': { body: { Records: [accounts.Records[0]], TotalRecords: 1 } } },
    });
    expect(await screen.findByText('Önce türü Banka olan bir hesap ekleyin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kasalar' })).toHaveAttribute('href', '/accounts');
  });

  it('reads in English and has no accessibility violations', async () => {
    const { container } = renderReconciliation(() => diverging, '/bank-reconciliation', 'en');
    expect(
      await screen.findByText('The difference first appears on 12.11.2026.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Balances by day' })).toBeInTheDocument();
    expect(screen.getByText('Bank lines with no movement')).toBeInTheDocument();
    await screen.findByRole('img', { name: /largest difference/ }, { timeout: 5000 });
    // Colours cannot be measured without a layout; every other rule runs.
    const found = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((violation) => violation.id)).toEqual([]);
  });
});
