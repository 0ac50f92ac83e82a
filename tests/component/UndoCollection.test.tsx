/**
 * Issue 26: "Tahsilatı geri al" on a resident's receipts opens a confirmation that says what goes back (the debts
 * that reopen with their amounts, the advance, the cash account; the receipt stays, cancelled) and refuses with
 * the server's reason; "Ödemeler ve transferler" names every kind in Turkish and says why a row is not undone there.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { BalancePage } from '../../src/pages/balance/BalancePage';
import { ResidentReceipts } from '../../src/resources/residents/ResidentDebts';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const list = (records: unknown[]) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 10,
});

const receipts = [
  {
    id: 7,
    number: 1042,
    date: '05.02.2025',
    payer_name: 'Ayşe Yılmaz',
    amount: 1250.55,
    remaining: 0,
    account: 'Merkez Kasa',
    description: null,
    is_cancelled: false,
  },
  {
    id: 6,
    number: 1041,
    date: '04.02.2025',
    payer_name: 'Ayşe Yılmaz',
    amount: 100,
    remaining: 0,
    account: 'Merkez Kasa',
    description: null,
    is_cancelled: true,
  },
];

const plan = (refusal: string | null = null) => ({
  data: {
    receipt_id: 7,
    number: 1042,
    date: '05.02.2025',
    payer_name: 'Ayşe Yılmaz',
    amount: 1250.55,
    account: 'Merkez Kasa',
    debts: [
      {
        debt_id: 1,
        description: 'Ocak aidatı',
        due_date: '01.01.2025',
        flat: 'A Blok 3',
        amount: 600.1,
        remaining_after: 600.1,
      },
      {
        debt_id: 2,
        description: 'Şubat aidatı',
        due_date: '01.02.2025',
        flat: 'A Blok 3',
        amount: 400.2,
        remaining_after: 400.2,
      },
    ],
    advance: 250.25,
    is_cancelled: false,
    refusal,
  },
});

function renderReceipts(routes: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)>) {
  const api = fakeApi({ 'GET /receipts': { body: list(receipts) }, ...routes });
  http.defaults.adapter = api.adapter;
  renderPage(<ResidentReceipts residentId={11} />, { route: '/residents/11/show' });
  return api.calls;
}

describe('Tahsilatı geri al', () => {
  it('says what goes back before undoing, and undoes the receipt’s collection', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderReceipts({
      'GET /user/receipt/7/undo': { body: plan() },
      'POST /user/receipt/7/undo': {
        body: { description: 'Tahsilat geri alındı; 1042 numaralı makbuz iptal edildi.' },
      },
    });
    const table = await screen.findByRole('table', { name: 'Makbuzlar' });
    await within(table).findByText('1042');
    // Only the valid receipt can be undone; the cancelled one is marked so.
    expect(within(table).getAllByRole('button', { name: /^Tahsilatı geri al: makbuz/ })).toHaveLength(1);
    expect(within(table).getByText('İptal edildi')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Tahsilatı geri al: makbuz 1042' }));
    const dialog = await screen.findByRole('dialog', { name: '1042 numaralı makbuzun tahsilatını geri al' });
    expect(
      await within(dialog).findByText(
        'Ayşe Yılmaz adına 05.02.2025 tarihli ₺1.250,55 tutarındaki tahsilat geri alınacak. Geri dönenler:',
      ),
    ).toBeInTheDocument();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Ocak aidatı (A Blok 3, vade 01.01.2025): ₺600,10 yeniden borç olur; borcun kalanı ₺600,10 olur.',
      'Şubat aidatı (A Blok 3, vade 01.02.2025): ₺400,20 yeniden borç olur; borcun kalanı ₺400,20 olur.',
      '₺250,25, Ayşe Yılmaz adlı sakinin avansından çıkar.',
      '₺1.250,55, Merkez Kasa kasasından çıkar.',
      '1042 numaralı makbuz silinmez: listelerde “İptal edildi” olarak kalır ve PDF’inde İPTAL EDİLDİ yazar.',
    ]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Tahsilatı geri al' }));
    expect(
      await screen.findByText('Tahsilat geri alındı; 1042 numaralı makbuz iptal edildi.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/user/receipt/7/undo')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the reason it would be refused and does not offer to undo', async () => {
    const user = userEvent.setup({ delay: null });
    const reason =
      'Bu tahsilattan avansa aktarılan ₺250,25 kullanılmış (avans bakiyesi ₺200,25); tahsilat geri alınamaz.';
    const calls = renderReceipts({ 'GET /user/receipt/7/undo': { body: plan(reason) } });
    const table = await screen.findByRole('table', { name: 'Makbuzlar' });
    await within(table).findByText('1042');
    await user.click(within(table).getByRole('button', { name: 'Tahsilatı geri al: makbuz 1042' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('button', { name: 'Tahsilatı geri al' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('Ödemeler ve transferler', () => {
  it('names every kind in Turkish, no raw code, and says why a virman is not undone there', async () => {
    const row = (id: number, kind: string, more: Record<string, unknown> = {}) => ({
      id,
      kind,
      kind_name: kind,
      direction: 'in',
      amount: 10,
      account_id: 1,
      account: 'Merkez Kasa',
      resident_id: null,
      resident_name: null,
      date: '10.03.2025',
      description: null,
      receipt_id: null,
      receipt_number: null,
      deletable: false,
      not_deletable_reason: null,
      ...more,
    });
    const virman =
      'Bu hareket bir virmanın (hesaplar arası aktarım) giriş tarafıdır; burada geri alınmaz. Virmanı Muhasebe > Virmanlar sayfasından siliniz.';
    const api = fakeApi({
      'GET /user/transfer': {
        body: list([
          row(1, 'staff_payment'),
          row(2, 'transfer_in', { not_deletable_reason: virman }),
          row(3, 'expense'),
          row(4, 'collection', { receipt_id: 7, receipt_number: 1042, deletable: true }),
        ]),
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<BalancePage />, { route: '/balance?tab=transfers', path: '/balance' });
    const table = await screen.findByRole('table', { name: 'Ödemeler ve transferler' });
    await within(table).findByText('Personel ödemesi');
    for (const text of ['Virman (giriş)', 'Gider', 'Tahsilat · makbuz 1042'])
      expect(within(table).getByText(text)).toBeInTheDocument();
    for (const code of ['staff_payment', 'transfer_in', 'expense'])
      expect(within(table).queryByText(code)).not.toBeInTheDocument();
    const why = within(table).getByRole('img', {
      name: /Virmanı Muhasebe > Virmanlar sayfasından siliniz\.$/,
    });
    expect(why).toHaveTextContent(`Neden burada geri alınamaz: ${virman}`);
    // No delete on what is not undone here; the collection is undone as a collection.
    expect(within(table).queryByRole('button', { name: /sil$/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Tahsilatı geri al: makbuz 1042' })).toBeInTheDocument();
  });
});
