import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { AccountList } from '../../src/resources/accounts/AccountList';
import { DebtJobList } from '../../src/resources/debt-jobs/DebtJobList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

/** Clicks the dialog's Kaydet once it is enabled: it is disabled for a moment while the form validates. */
async function save(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Kaydet' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

const registry = discoverRegistry();

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

const safe = {
  id: 3,
  name: 'Merkez kasa',
  phone: null,
  address: null,
  opening_balance: 500,
  balance: 12750.4,
};
const IN_USE =
  'Bu hesapta 12 para hareketi (tahsilat, avans vb.) kayıtlı; silinemez. Hareketleri geçmişte görünmeye devam etsin diye hesap korunur.';

describe('cash accounts', () => {
  it('lists the live balance in ₺ and creates an account with an opening balance typed the Turkish way', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /accounts': list([safe]),
      'POST /account': {
        body: { description: 'Kasa / banka hesabı eklendi.', data: { ...safe, id: 4, name: 'Ziraat' } },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="accounts">
        <AccountList />
      </ResourceContextProvider>,
      { route: '/accounts', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Merkez kasa')).closest('tr')!;
    expect(row).toHaveTextContent('₺12.750,40');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kasa / banka hesabı' });
    await user.type(within(dialog).getByRole('textbox', { name: /Hesap adı/ }), 'Ziraat');
    await user.type(within(dialog).getByRole('textbox', { name: /Telefon/ }), '0212 555 11 22');
    await user.type(within(dialog).getByRole('textbox', { name: /Açılış bakiyesi/ }), '12.250,75');
    await save(user, dialog);
    expect(await screen.findByText('Kasa / banka hesabı eklendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Ziraat',
      phone: '0212 555 11 22',
      address: null,
      opening_balance: '12.250,75',
      parent_id: null,
      // A new account is a kasa unless the manager says otherwise.
      type: 'cash',
      iban: null,
    });
  });

  it('shows a cash desk’s landline and a bank’s mobile in the one phone format, with the leading 0', async () => {
    http.defaults.adapter = fakeApi({
      'GET /accounts': list([
        { ...safe, phone: '2125551122' },
        { ...safe, id: 5, name: 'Yönetici kasası', phone: '5331000546' },
      ]),
    }).adapter;
    renderPage(
      <ResourceContextProvider value="accounts">
        <AccountList />
      </ResourceContextProvider>,
      { route: '/accounts', dataProvider: createDataProvider(registry) },
    );
    expect((await screen.findByText('Merkez kasa')).closest('tr')).toHaveTextContent('0212 555 11 22');
    expect(screen.getByText('Yönetici kasası').closest('tr')).toHaveTextContent('0533 100 05 46');
  });

  it('shows each sub-account under its parent with the parent’s total and files a new one under a parent', async () => {
    const user = userEvent.setup({ delay: null });
    const bank = {
      ...safe,
      id: 9,
      name: 'Banka',
      opening_balance: 0,
      balance: 0,
      parent_id: null,
      parent: null,
    };
    const ziraat = { ...safe, id: 10, name: 'Ziraat', balance: 4000.25, parent_id: 9, parent: 'Banka' };
    const vakif = { ...safe, id: 11, name: 'Vakıfbank', balance: 1000, parent_id: 9, parent: 'Banka' };
    const api = fakeApi({
      // The server orders by name: the sub-accounts come apart from their parent.
      'GET /accounts': list([bank, { ...safe, parent_id: null, parent: null }, vakif, ziraat]),
      'POST /account': { body: { description: 'Kasa / banka hesabı eklendi.', data: { ...safe, id: 12 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="accounts">
        <AccountList />
      </ResourceContextProvider>,
      { route: '/accounts', dataProvider: createDataProvider(registry) },
    );
    await screen.findByText(/Ziraat/);
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['Banka', '↳\u00a0Vakıfbank', '↳\u00a0Ziraat', 'Merkez kasa']);
    const bankRow = screen.getAllByRole('row')[1]!;
    expect(within(bankRow).getByText('₺5.000,25')).toHaveAttribute('data-label', 'Alt hesaplarla toplam');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kasa / banka hesabı' });
    await user.type(within(dialog).getByRole('textbox', { name: /Hesap adı/ }), 'Garanti');
    await user.click(within(dialog).getByRole('combobox', { name: /Üst hesap/ }));
    // Only main accounts can be parents: one level.
    expect(screen.queryByRole('option', { name: 'Ziraat' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Banka' }));
    await save(user, dialog);
    await screen.findByText('Kasa / banka hesabı eklendi.');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Garanti',
      parent_id: 9,
    });
  });

  it('keeps a bank account’s type and IBAN, refusing an IBAN that is not TR and 24 digits', async () => {
    const user = userEvent.setup({ delay: null });
    const ziraat = { ...safe, id: 10, name: 'Ziraat', type: 'bank', iban: 'TR330006100519786457841326' };
    const api = fakeApi({
      'GET /accounts': list([safe, ziraat]),
      'POST /account': { body: { description: 'Kasa / banka hesabı eklendi.', data: { ...ziraat, id: 12 } } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="accounts">
        <AccountList />
      </ResourceContextProvider>,
      { route: '/accounts', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Ziraat')).closest('tr')!;
    expect(within(row).getByText('Banka')).toHaveAttribute('data-label', 'Tür');
    expect(row).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(screen.getByText('Merkez kasa').closest('tr')).toHaveTextContent('Kasa');

    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni kasa / banka hesabı' });
    await user.type(within(dialog).getByRole('textbox', { name: /Hesap adı/ }), 'Garanti');
    await user.click(within(dialog).getByRole('combobox', { name: /Tür/ }));
    await user.click(await screen.findByRole('option', { name: 'Banka' }));
    const iban = within(dialog).getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'TR12 3456');
    await save(user, dialog);
    expect(
      await within(dialog).findByText('IBAN’ı TR ve 24 rakam olarak giriniz (boşluk olabilir)'),
    ).toBeInTheDocument();
    await user.clear(iban);
    // One digit off: the shape is right but the check digits are not.
    await user.type(iban, 'TR33 0006 1005 1978 6457 8413 27');
    await save(user, dialog);
    expect(await within(dialog).findByText(/kontrol haneleri tutmuyor/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(iban);
    await user.type(iban, 'tr33 0006 1005 1978 6457 8413 26');
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    await save(user, dialog);
    await screen.findByText('Kasa / banka hesabı eklendi.');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Garanti',
      type: 'bank',
      iban: 'TR330006100519786457841326',
    });
  });

  it('shows the server’s reason when an account in use cannot be deleted', async () => {
    const user = userEvent.setup({ delay: null });
    http.defaults.adapter = fakeApi({
      'GET /accounts': list([safe]),
      'DELETE /account': { status: 409, body: { description: IN_USE } },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="accounts">
        <AccountList />
      </ResourceContextProvider>,
      { route: '/accounts', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Merkez kasa')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Sil/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
  });
});

describe('dues jobs', () => {
  it('runs a job now and shows the server’s description', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /debt/job': list([
        {
          id: 5,
          name: 'Aylık aidat',
          group_id: 2,
          group_name: 'Standart daire',
          amount: 750,
          accounting_type_id: 1,
          accounting_type: 'Aidat',
          day_of_month: 5,
          is_interest: true,
          interest: null,
          responsible: 'owner',
          last_period: '2025-02',
          run_count: 2,
        },
      ]),
      'GET /groups/all': list([]),
      'GET /accounting/types': list([]),
      'POST /debt/job/run': {
        body: {
          description: 'Mart 2025 aidatı 40 daireye yazıldı (toplam ₺30.000,00).',
          data: {
            created: true,
            period: '2025-03',
            multi_debt_id: 9,
            debt_count: 40,
            total: 30000,
            skipped: [],
          },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="debt-jobs">
        <DebtJobList />
      </ResourceContextProvider>,
      { route: '/debt-jobs', dataProvider: createDataProvider(registry) },
    );
    const row = (await screen.findByText('Aylık aidat')).closest('tr')!;
    expect(row).toHaveTextContent('Şubat 2025');
    expect(row).toHaveTextContent('₺750,00');
    await user.click(within(row).getByRole('button', { name: 'Şimdi çalıştır: Aylık aidat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aidat görevini çalıştır: Aylık aidat' });
    const period = within(dialog).getByLabelText('Dönem');
    await user.clear(period);
    await user.type(period, '2025-03');
    await user.click(within(dialog).getByRole('button', { name: 'Şimdi çalıştır' }));
    expect(
      await within(dialog).findByText('Mart 2025 aidatı 40 daireye yazıldı (toplam ₺30.000,00).'),
    ).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/debt/job/run')!.body).toEqual({
      id: 5,
      period: '2025-03',
    });
  });
});
