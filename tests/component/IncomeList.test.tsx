import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { IncomeList } from '../../src/resources/incomes/IncomeList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10, ...extra },
});

const antenna = {
  id: 7,
  amount: 2500,
  account_id: 3,
  account: 'Merkez kasa',
  accounting_type_id: 11,
  accounting_type: 'Kira geliri',
  date: '05.03.2025',
  description: 'Çatı anteni Mart kirası',
  resident_id: null,
  non_member_id: null,
  payer_name: 'Turkcell',
  payer: 'Turkcell',
};

const lookups = {
  'GET /accounts': list([
    { id: 3, name: 'Merkez kasa', balance: 1000, parent_id: null, parent: null },
    { id: 4, name: 'Ziraat', balance: 5000, parent_id: 9, parent: 'Banka' },
  ]),
  'GET /accounting/types': list([{ id: 11, name: 'Kira geliri' }]),
};

function showIncomes(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ ...lookups, ...routes });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="incomes">
      <IncomeList />
    </ResourceContextProvider>,
    { route: '/incomes' },
  );
  return api;
}

describe('incomes', () => {
  it('lists the incomes of type 1 with the total of every matching one', async () => {
    const api = showIncomes({ 'GET /payments': list([antenna], { AdditionalData: { amount: 18250.5 } }) });
    const row = (await screen.findByText('Çatı anteni Mart kirası')).closest('tr')!;
    expect(row).toHaveTextContent('Turkcell');
    expect(row).toHaveTextContent('₺2.500,00');
    expect(
      within(screen.getByRole('region', { name: 'Bulunan kayıtların toplamı' })).getByText('₺18.250,50'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/payments')!.params).toMatchObject({ type: 1, page: 1 });
    // The types offered are the income types.
    expect(api.calls.find((call) => call.url === '/accounting/types')!.params).toEqual({
      type: 1,
      is_print: true,
    });
  });

  it('records an income with a payer typed in, the amount as a number and today’s date', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showIncomes({
      'GET /payments': list([]),
      'POST /payment': { body: { description: 'Gelir kaydedildi.', data: { ...antenna, id: 8 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni gelir' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '1.250,75');
    await user.click(within(dialog).getByRole('combobox', { name: /Kasa/ }));
    await user.click(await screen.findByRole('option', { name: 'Banka › Ziraat' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gelir türü/ }));
    await user.click(await screen.findByRole('option', { name: 'Kira geliri' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), ' Bağış ');
    await user.click(within(dialog).getByRole('radio', { name: 'Başka biri' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Ödeyenin adı/ }), 'Ahmet Usta');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gelir kaydedildi.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toEqual({
      amount: 1250.75,
      account_id: 4,
      accounting_type_id: 11,
      date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      description: 'Bağış',
      resident_id: null,
      non_member_id: null,
      payer_name: 'Ahmet Usta',
    });
  });

  it('changes the payer of an income to a non-member, the other payer fields sent empty', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showIncomes({
      'GET /payments': list([antenna]),
      'GET /non/members': list([{ id: 14, name: 'Kapıcı Hasan', phone: '5321234567' }]),
      'PUT /payment': { body: { description: 'Gelir güncellendi.', data: antenna } },
    });
    await user.click(await screen.findByText('Çatı anteni Mart kirası'));
    const dialog = await screen.findByRole('dialog', { name: /Düzenle/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Üye olmayan' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Üye olmayan/ }));
    await user.click(await screen.findByRole('option', { name: 'Kapıcı Hasan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Gelir güncellendi.');
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      id: 7,
      amount: 2500,
      account_id: 3,
      accounting_type_id: 11,
      date: '05.03.2025',
      description: 'Çatı anteni Mart kirası',
      resident_id: null,
      non_member_id: 14,
      payer_name: null,
    });
  });

  it('shows the server’s reason under its field and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    const closed = 'Defterler 31.12.2024 tarihine kadar kapatıldı; bu tarihteki kayıtlar değiştirilemez.';
    showIncomes({
      'GET /payments': list([antenna]),
      'PUT /payment': { status: 400, body: { description: closed, errors: { date: closed } } },
    });
    await user.click(await screen.findByText('Çatı anteni Mart kirası'));
    const dialog = await screen.findByRole('dialog', { name: /Düzenle/ });
    // The income opens on the payer it has.
    expect(within(dialog).getByRole('radio', { name: 'Başka biri' })).toBeChecked();
    const date = within(dialog).getByRole('textbox', { name: /Tarih/ });
    await user.clear(date);
    await user.type(date, '20122024');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(closed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
