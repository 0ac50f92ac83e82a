import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { ExpenseList } from '../../src/resources/expenses/ExpenseList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10, ...extra },
});

const elevator = {
  id: 21,
  amount: 3200,
  account_id: 3,
  account: 'Merkez kasa',
  accounting_type_id: 31,
  accounting_type: 'Asansör bakımı',
  date: '10.03.2025',
  bill_date: '08.03.2025',
  description: 'Mart bakımı',
  current_account_id: 5,
  current_account: 'Yıldız Asansör',
  invoice_name: null as string | null,
};

const lookups = {
  'GET /accounts': list([{ id: 3, name: 'Merkez kasa', balance: 10000, parent_id: null, parent: null }]),
  'GET /accounting/types': list([{ id: 31, name: 'Asansör bakımı' }]),
  'GET /current/accounts': list([{ id: 5, name: 'Yıldız Asansör', balance: 3200 }]),
};

/** Signed in as `user`, with the app's own rights check on every button. */
const withRights = (user: CurrentUser) => ({
  ...signedInAs(user),
  canAccess: async (params: { resource: string; action: string }) => canAccess(accessSubject(user), params),
});

function showExpenses(routes: Parameters<typeof fakeApi>[0], authProvider = withRights(person('main'))) {
  const api = fakeApi({ ...lookups, ...routes });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="expenses">
      <ExpenseList />
    </ResourceContextProvider>,
    { route: '/expenses', authProvider },
  );
  return api;
}

describe('expenses', () => {
  it('lists the expenses of type 2 with their supplier and the total of every matching one', async () => {
    const api = showExpenses({
      'GET /expenses': list([elevator], { AdditionalData: { amount: 45000 } }),
    });
    const row = (await screen.findByText('Mart bakımı')).closest('tr')!;
    expect(row).toHaveTextContent('Yıldız Asansör');
    expect(row).toHaveTextContent('₺3.200,00');
    expect(screen.getByTestId('ledger-total')).toHaveTextContent('₺45.000,00');
    expect(api.calls.find((call) => call.url === '/expenses')!.params).toMatchObject({ type: 2 });
    expect(api.calls.find((call) => call.url === '/accounting/types')!.params).toEqual({
      type: 2,
      is_print: true,
    });
  });

  it('narrows the list to one supplier', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showExpenses({ 'GET /expenses': list([elevator]) });
    await screen.findByText('Mart bakımı');
    await user.click(screen.getByRole('combobox', { name: 'Cari hesap' }));
    await user.click(await screen.findByRole('option', { name: 'Yıldız Asansör' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/expenses').at(-1)!.params).toMatchObject({
        type: 2,
        current_account_id: 5,
      }),
    );
  });

  it('records an expense with its invoice date and supplier', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showExpenses({
      'GET /expenses': list([]),
      'POST /expense': { body: { description: 'Gider kaydedildi.', data: elevator } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni gider' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '3200');
    await user.click(within(dialog).getByRole('combobox', { name: /Kasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Merkez kasa' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gider türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Asansör bakımı' }));
    const date = within(dialog).getByRole('textbox', { name: /^Tarih/ });
    await user.clear(date);
    await user.type(date, '10032025');
    await user.type(within(dialog).getByRole('textbox', { name: /Fatura tarihi/ }), '08.03.2025');
    await user.click(within(dialog).getByRole('combobox', { name: /Cari hesap/ }));
    await user.click(await screen.findByRole('option', { name: 'Yıldız Asansör' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gider kaydedildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      amount: 3200,
      account_id: 3,
      accounting_type_id: 31,
      date: '10.03.2025',
      bill_date: '08.03.2025',
      description: null,
      current_account_id: 5,
    });
  });

  // Many keystrokes and pickers: more room than the project's 20 s on a shared machine.
  it('warns before an expense takes the cash account below zero, and saves once the user confirms (issue 26)', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup({ delay: null });
    const api = showExpenses({
      'GET /accounts': list([{ id: 3, name: 'Merkez kasa', balance: 1000, parent_id: null, parent: null }]),
      'GET /expenses': list([]),
      'POST /expense': { body: { description: 'Gider kaydedildi.', data: elevator } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni gider' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '800');
    await user.click(within(dialog).getByRole('combobox', { name: /Kasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Merkez kasa' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gider türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Asansör bakımı' }));
    // ₺800 out of ₺1.000: nothing to say.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: /Tutar/ });
    await user.clear(amount);
    await user.type(amount, '3200');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(
      'Bu kayıtla Merkez kasa bakiyesi eksiye düşüyor: şu an ₺1.000,00, kaydedince -₺2.200,00.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText(
        'Kasa eksiye düşse de kaydetmek için kutuyu işaretleyin ya da tutarı veya kasayı değiştirin.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Kasa eksiye düşse de kaydet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gider kaydedildi.')).toBeInTheDocument();
    // The tick is the form's own: the expense is sent as before.
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      amount: 3200,
      account_id: 3,
    });
    expect(api.calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty(
      'negative_cash_confirmed',
    );
  });

  it('uploads the invoice as the multipart field file and shows its name', async () => {
    const user = userEvent.setup({ delay: null });
    let stored: string | null = null;
    const api = showExpenses({
      'GET /expenses': () => list([{ ...elevator, invoice_name: stored }]),
      'PUT /expense/21/invoice': () => {
        stored = 'fatura-mart.pdf';
        return { body: { description: 'Fatura dosyası eklendi.', data: { invoice_name: stored } } };
      },
    });
    await screen.findByText('Mart bakımı');
    const input = await screen.findByLabelText('Fatura dosyası ekle (PDF, JPEG veya PNG)', {
      selector: 'input',
    });
    await user.upload(input, new File(['%PDF-1.4'], 'fatura-mart.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Fatura dosyası eklendi.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.url === '/expense/21/invoice')!.body as FormData;
    expect((body.get('file') as File).name).toBe('fatura-mart.pdf');
    expect(
      await screen.findByRole('button', { name: 'fatura-mart.pdf faturasını indir' }),
    ).toBeInTheDocument();
  });

  it('sends the invoice chosen in a new expense’s dialog once the expense is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showExpenses({
      'GET /expenses': list([]),
      'POST /expense': { body: { description: 'Gider kaydedildi.', data: { ...elevator, id: 22 } } },
      'PUT /expense/22/invoice': {
        body: { description: 'Fatura dosyası eklendi.', data: { invoice_name: 'fatura.png' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni gider' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '3200');
    await user.click(within(dialog).getByRole('combobox', { name: /Kasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Merkez kasa' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gider türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Asansör bakımı' }));
    await user.upload(
      within(dialog).getByLabelText('Fatura dosyası ekle (PDF, JPEG veya PNG)', { selector: 'input' }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'fatura.png', {
        type: 'image/png',
      }),
    );
    expect(within(dialog).getByText('Fatura: fatura.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Gider kaydedildi.');
    await waitFor(() => expect(api.calls.some((call) => call.url === '/expense/22/invoice')).toBe(true));
    const body = api.calls.find((call) => call.url === '/expense/22/invoice')!.body as FormData;
    expect((body.get('file') as File).name).toBe('fatura.png');
    // The file is not part of the expense's own body.
    expect(api.calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('invoice_file');
  });

  it('refuses a file that is not a PDF, JPEG or PNG without sending it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const api = showExpenses({ 'GET /expenses': list([elevator]) });
    await screen.findByText('Mart bakımı');
    const input = await screen.findByLabelText('Fatura dosyası ekle (PDF, JPEG veya PNG)', {
      selector: 'input',
    });
    await user.upload(input, new File(['x'], 'fatura.docx', { type: 'application/msword' }));
    expect(await screen.findByText('Fatura PDF, JPEG veya PNG dosyası olmalıdır.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.endsWith('/invoice'))).toBe(false);
  });

  it('refuses a renamed file that is not a PDF in the new expense’s dialog, before the expense is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showExpenses({ 'GET /expenses': list([]) });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni gider' });
    await user.upload(
      within(dialog).getByLabelText('Fatura dosyası ekle (PDF, JPEG veya PNG)', { selector: 'input' }),
      new File(['Merhaba, bu bir metin.'], 'fatura.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        'Bu dosyanın içeriği PDF, JPEG veya PNG değil (yalnızca adı öyle): faturanın kendisini seçiniz.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Fatura: fatura.pdf')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('shows neither delete nor replace buttons to a sub-user who may add but not delete', async () => {
    showExpenses(
      { 'GET /expenses': list([{ ...elevator, invoice_name: 'fatura.pdf' }]) },
      withRights(person('sub', { show_accounting: 2, exec_accounting: 1 })),
    );
    const row = (await screen.findByText('Mart bakımı')).closest('tr')!;
    expect(await within(row).findByRole('button', { name: 'Düzenle' })).toBeInTheDocument();
    // Replacing the invoice removes the old file, so it is offered only to those who may delete.
    expect(
      within(row).queryByRole('button', { name: 'Başka bir fatura dosyası ekle' }),
    ).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Sil/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Fatura dosyasını kaldır' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni' })).toBeInTheDocument();
  });
});
