import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { CurrentAccountList } from '../../src/resources/current-accounts/CurrentAccountList';
import { CurrentAccountStatement } from '../../src/resources/current-accounts/CurrentAccountStatement';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 25, ...extra },
});

const supplier = {
  id: 5,
  name: 'Yıldız Asansör',
  phone: '2125551122',
  tax_number: '1234567890',
  address: null,
  description: null,
  balance: 1800,
};

/** Two invoices and the expense that paid part of them, with what is owed after each line. */
const statement = list(
  [
    {
      id: 1,
      kind: 'invoice',
      date: '01.03.2025',
      document_no: 'A-101',
      description: 'Mart bakımı',
      account: null,
      debit: 3200,
      credit: 0,
      balance: 3200,
    },
    {
      id: 21,
      kind: 'payment',
      date: '10.03.2025',
      document_no: null,
      description: 'Mart bakımı ödemesi',
      account: 'Merkez kasa',
      debit: 0,
      credit: 3200,
      balance: 0,
    },
    {
      id: 2,
      kind: 'invoice',
      date: '01.04.2025',
      document_no: 'A-117',
      description: 'Nisan bakımı',
      account: null,
      debit: 1800,
      credit: 0,
      balance: 1800,
    },
  ],
  { AdditionalData: { invoiced: 5000, paid: 3200, balance: 1800 } },
);

function showStatement(routes: Parameters<typeof fakeApi>[0] = {}, user = person('main')) {
  const api = fakeApi({
    'GET /current/accounts': list([supplier]),
    'GET /current/records': statement,
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  renderPage(<CurrentAccountStatement />, {
    route: '/current-accounts/5/statement',
    path: '/current-accounts/:id/statement',
    authProvider: {
      ...signedInAs(user),
      canAccess: async (params: { resource: string; action: string }) =>
        canAccess(accessSubject(user), params),
    },
  });
  return api;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('supplier accounts', () => {
  it('lists what is owed to each supplier and opens its statement', async () => {
    const user = userEvent.setup({ delay: null });
    http.defaults.adapter = fakeApi({
      'GET /current/accounts': list([supplier]),
      'GET /current/records': statement,
    }).adapter;
    renderPage(
      <ResourceContextProvider value="current-accounts">
        <CurrentAccountList />
      </ResourceContextProvider>,
      {
        route: '/current-accounts',
        routes: { '/current-accounts/:id/statement': <CurrentAccountStatement /> },
      },
    );
    const row = await rowOf('Yıldız Asansör');
    expect(row).toHaveTextContent('₺1.800,00');
    await user.click(within(row).getByRole('button', { name: 'Ekstre: Yıldız Asansör' }));
    expect(await screen.findByRole('heading', { name: 'Cari ekstre: Yıldız Asansör' })).toBeInTheDocument();
  });

  it('shows the statement with the running balance after each line and its totals', async () => {
    const api = showStatement();
    expect(await rowOf('Mart bakımı')).toHaveTextContent(/Fatura.*A-101.*₺3\.200,00.*₺3\.200,00/);
    expect(await rowOf('Mart bakımı ödemesi')).toHaveTextContent(/Ödeme.*Merkez kasa.*₺3\.200,00.*₺0,00/);
    expect(await rowOf('Nisan bakımı')).toHaveTextContent(/A-117.*₺1\.800,00.*₺1\.800,00/);
    expect(screen.getByTestId('statement-invoiced')).toHaveTextContent('₺5.000,00');
    expect(screen.getByTestId('statement-paid')).toHaveTextContent('₺3.200,00');
    expect(screen.getByTestId('statement-balance')).toHaveTextContent('₺1.800,00');
    expect(api.calls.find((call) => call.url === '/current/records')!.params).toMatchObject({
      current_account_id: 5,
      page: 1,
    });
    // A payment is an expense: it is changed on the expenses screen, not here.
    const payment = await rowOf('Mart bakımı ödemesi');
    expect(within(payment).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds an invoice received, then changes and deletes one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showStatement({
      'POST /current/record': { body: { description: 'Fatura kaydedildi.', data: {} } },
      'PUT /current/record': { body: { description: 'Fatura güncellendi.', data: {} } },
      'DELETE /current/record': { body: { description: 'Fatura silindi.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Gelen fatura ekle' }));
    let dialog = await screen.findByRole('dialog', { name: 'Gelen fatura ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '950,40');
    await user.type(within(dialog).getByRole('textbox', { name: /Belge no/ }), 'A-130');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Fatura kaydedildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      current_account_id: 5,
      amount: 950.4,
      date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      document_no: 'A-130',
      description: null,
    });

    await user.click(await screen.findByRole('button', { name: '01.04.2025 A-117 faturasını düzenle' }));
    dialog = await screen.findByRole('dialog', { name: 'Faturayı düzenle' });
    const amount = within(dialog).getByRole('textbox', { name: /Tutar/ });
    expect(amount).toHaveValue('1800');
    await user.clear(amount);
    await user.type(amount, '1900');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Fatura güncellendi.');
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      id: 2,
      current_account_id: 5,
      amount: 1900,
      date: '01.04.2025',
      document_no: 'A-117',
      description: 'Nisan bakımı',
    });

    await user.click(await screen.findByRole('button', { name: '01.03.2025 A-101 faturasını sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    await screen.findByText('Fatura silindi.');
    expect(api.calls.find((call) => call.method === 'DELETE')!.body).toEqual({ id: 1 });
  });

  it('lets a sub-user with accounting level 1 add and change invoices, but not delete them', async () => {
    showStatement({}, person('sub', { show_accounting: 1, exec_accounting: 1, show_definitions: 1 }));
    expect(
      await screen.findByRole('button', { name: '01.04.2025 A-117 faturasını düzenle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gelen fatura ekle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /faturasını sil/ })).not.toBeInTheDocument();
  });
});

/** A statement of `count` invoices, "Fatura 1" … "Fatura n", answered page by page as the API does. */
function longStatement(count: number) {
  const lines = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    kind: 'invoice',
    date: '01.05.2025',
    document_no: `B-${index + 1}`,
    description: `Fatura ${index + 1}`,
    account: null,
    debit: 100,
    credit: 0,
    balance: 100 * (index + 1),
  }));
  return ({ params }: { params: Record<string, unknown> }) => {
    const perPage = Number(params.per_page);
    const start = (Number(params.page) - 1) * perPage;
    return list(lines.slice(start, start + perPage), {
      TotalRecords: count,
      AdditionalData: { invoiced: 100 * count, paid: 0, opening: 0, balance: 100 * count },
    });
  };
}

describe('supplier statement on paper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints every line of the statement, not only the page on screen, then shows the page again', async () => {
    const user = userEvent.setup({ delay: null });
    showStatement({ 'GET /current/records': longStatement(40) });
    const table = await screen.findByRole('table', { name: 'Cari ekstre: Yıldız Asansör' });
    await within(table).findByText('Fatura 25');
    expect(within(table).queryByText('Fatura 26')).not.toBeInTheDocument();
    let printed: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = within(table)
        .getAllByText(/^Fatura \d+$/)
        .map((cell) => cell.textContent ?? '');
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    await waitFor(() => expect(printed).toHaveLength(40));
    expect(printed.at(-1)).toBe('Fatura 40');
    // After the paper, the page on screen again.
    await waitFor(() => expect(within(table).queryByText('Fatura 26')).not.toBeInTheDocument());
    expect(within(table).getByText('Fatura 25')).toBeInTheDocument();
  });

  it('prints at once when the page on screen already holds the whole statement', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showStatement();
    await rowOf('Nisan bakımı');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const reads = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledOnce();
    expect(api.calls.length).toBe(reads);
  });

  it('opens the statement of the chosen days as a PDF from the server in a new tab', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showStatement();
    await rowOf('Nisan bakımı');
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç tarihi' }), '01.04.2025');
    await user.tab();
    const tab = { location: { href: '' }, close: vi.fn() };
    window.open = vi.fn(() => tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:cari-ekstre');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:cari-ekstre'));
    expect(api.calls.filter((call) => call.url === '/current/records').at(-1)!.params).toEqual({
      current_account_id: 5,
      start_date: '01.04.2025',
      format: 'pdf',
    });
  });

  it('says in Turkish why the PDF could not be made, and closes the empty tab', async () => {
    const user = userEvent.setup({ delay: null });
    showStatement({
      'GET /current/records': ({ params }) =>
        params.format === 'pdf'
          ? { status: 404, body: { description: 'Cari hesap bulunamadı.' } }
          : statement,
    });
    await rowOf('Nisan bakımı');
    const tab = { location: { href: '' }, close: vi.fn() };
    window.open = vi.fn(() => tab as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Cari hesap bulunamadı.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });
});
