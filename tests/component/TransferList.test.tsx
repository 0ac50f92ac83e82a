import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { TransferList } from '../../src/resources/transfers/TransferList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = <T,>(records: T[], extra: object = {}) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10, ...extra },
});

const toBank = {
  id: 4,
  amount: 10000,
  date: '01.04.2025',
  description: 'Bankaya yatırılan',
  from_account_id: 3,
  from_account: 'Merkez kasa',
  to_account_id: 4,
  to_account: 'Ziraat',
};

function showTransfers(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /accounts': list([
      { id: 3, name: 'Merkez kasa', balance: 15000, parent_id: null, parent: null },
      { id: 4, name: 'Ziraat', balance: 0, parent_id: null, parent: null },
    ]),
    'GET /virman': list([toBank], { AdditionalData: { amount: 10000 } }),
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="transfers">
      <TransferList />
    </ResourceContextProvider>,
    { route: '/transfers' },
  );
  return api;
}

const user = () => userEvent.setup({ delay: null });

async function fillTransfer(person: ReturnType<typeof user>, from: string, to: string, amount: string) {
  await person.click(await screen.findByRole('button', { name: 'Yeni' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni virman' });
  await person.click(within(dialog).getByRole('combobox', { name: /Çıkan hesap/ }));
  await person.click(await screen.findByRole('option', { name: from }));
  await person.click(within(dialog).getByRole('combobox', { name: /Giren hesap/ }));
  await person.click(await screen.findByRole('option', { name: to }));
  await person.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), amount);
  await person.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return dialog;
}

describe('virman', () => {
  it('lists the transfers with their total, narrowed to one account, and offers no edit', async () => {
    const person = user();
    const api = showTransfers({});
    const row = (await screen.findByText('Bankaya yatırılan')).closest('tr')!;
    expect(row).toHaveTextContent('Merkez kasa');
    expect(row).toHaveTextContent('Ziraat');
    expect(row).toHaveTextContent('₺10.000,00');
    expect(within(row).queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Sil/ })).toBeInTheDocument();
    expect(screen.getByTestId('ledger-total')).toHaveTextContent('₺10.000,00');
    await person.click(screen.getByRole('combobox', { name: 'Kasa' }));
    await person.click(await screen.findByRole('option', { name: 'Ziraat' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/virman').at(-1)!.params).toMatchObject({
        account_id: 4,
      }),
    );
  });

  it('refuses the same account and a zero amount without sending anything', async () => {
    const person = user();
    const api = showTransfers({});
    const dialog = await fillTransfer(person, 'Merkez kasa', 'Merkez kasa', '0');
    expect(
      await within(dialog).findByText('Paranın çıktığı hesaptan farklı bir hesap seçiniz.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Sıfırdan büyük bir tutar giriniz')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the transfer and shows the server’s reason under its field', async () => {
    const person = user();
    const tooMuch = 'Merkez kasa hesabında bu kadar para yok.';
    const api = showTransfers({
      'POST /virman': { status: 400, body: { description: 'Geçersiz alan.', errors: { amount: tooMuch } } },
    });
    const dialog = await fillTransfer(person, 'Merkez kasa', 'Ziraat', '2.500,50');
    expect(await within(dialog).findByText(tooMuch)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      amount: 2500.5,
      date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      description: null,
      from_account_id: 3,
      to_account_id: 4,
    });
  });

  it('shows the server’s refusal of a closed period and keeps the dialog open', async () => {
    const person = user();
    const closed = 'Defterler 31.03.2025 tarihine kadar kapatıldı; bu tarihteki kayıtlar değiştirilemez.';
    showTransfers({ 'POST /virman': { status: 409, body: { description: closed } } });
    await fillTransfer(person, 'Merkez kasa', 'Ziraat', '100');
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Yeni virman' })).toBeInTheDocument();
  });
});
