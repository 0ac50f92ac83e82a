/**
 * Bakiye işlemleri at 390 px: the advance balances and the payments and transfers are one card per row, every
 * value named and the row's buttons on the card, instead of a table scrolling sideways inside its card.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { BalancePage } from '../../src/pages/balance/BalancePage';
import { fakeApi } from './fakeApi';
import { labelledCells, onPhone, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

const list = (records: unknown[], more: Record<string, unknown> = {}) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: 10,
  ...more,
});

function serve() {
  const api = fakeApi({
    'GET /advance/payments': {
      body: list([{ resident_id: 4, name: 'Burak', surname: 'Arslan', phone: '5361000217', balance: 1500 }], {
        AdditionalData: { balance: 1500 },
      }),
    },
    'GET /user/transfer': {
      body: list([
        {
          id: 1,
          kind: 'collection',
          kind_name: 'Tahsilat',
          direction: 'in',
          amount: 450,
          account_id: 1,
          account: 'Merkez Kasa',
          resident_id: 4,
          resident_name: 'Burak Arslan',
          date: '10.03.2026',
          description: 'Mart aidatı',
          receipt_id: 7,
          receipt_number: 1042,
          deletable: true,
          not_deletable_reason: null,
        },
      ]),
    },
  });
  http.defaults.adapter = api.adapter;
}

describe('Bakiye işlemleri on a phone (390 px)', () => {
  it('shows each advance balance as a card with its button', async () => {
    serve();
    renderPage(<BalancePage />, { route: '/balance', path: '/balance' });
    const table = await screen.findByRole('table', { name: 'Avans bakiyeleri' }, { timeout: 5000 });
    expect(turnsIntoCards(table)).toBe(true);
    const row = (await within(table).findByText('Burak Arslan')).closest('tr') as HTMLElement;
    expect(row.querySelector('td.card-title')).toHaveTextContent('Burak Arslan');
    expect(labelledCells(row)).toEqual(['Telefon: 0536 100 02 17', 'Avans bakiyesi: ₺1.500,00']);
    const end = row.querySelector('td.card-end') as HTMLElement;
    expect(within(end).getByRole('button', { name: /Burak Arslan/ })).toBeInTheDocument();
  });

  it('shows each payment or transfer as a card with its receipt and undo buttons', async () => {
    serve();
    renderPage(<BalancePage />, { route: '/balance?tab=transfers', path: '/balance' });
    const table = await screen.findByRole('table', { name: 'Ödemeler ve transferler' }, { timeout: 5000 });
    expect(turnsIntoCards(table)).toBe(true);
    const row = (await within(table).findByText('Mart aidatı')).closest('tr') as HTMLElement;
    expect(row.querySelector('td.card-title')).toHaveTextContent('10.03.2026');
    expect(labelledCells(row)).toEqual([
      'İşlem: Tahsilat · makbuz 1042',
      'Sakin: Burak Arslan',
      'Kasa: Merkez Kasa',
      'Açıklama: Mart aidatı',
      'Tutar: +₺450,00',
    ]);
    const end = row.querySelector('td.card-end') as HTMLElement;
    expect(within(end).getByRole('button', { name: 'Tahsilatı geri al: makbuz 1042' })).toBeInTheDocument();
  });

  it('writes on the card why a row is not undone here: a phone has no hover for the tooltip', async () => {
    onPhone();
    const transfer = {
      id: 2,
      kind: 'transfer_out',
      kind_name: 'Virman (çıkış)',
      direction: 'out',
      amount: 1000,
      account_id: 1,
      account: 'Merkez Kasa',
      resident_id: null,
      resident_name: null,
      date: '11.03.2026',
      description: 'Bankaya',
      receipt_id: null,
      receipt_number: null,
      deletable: false,
      not_deletable_reason: 'Virman, Virmanlar sayfasından geri alınır.',
    };
    http.defaults.adapter = fakeApi({
      'GET /advance/payments': { body: list([], { AdditionalData: { balance: 0 } }) },
      'GET /user/transfer': { body: list([transfer]) },
    }).adapter;
    renderPage(<BalancePage />, { route: '/balance?tab=transfers', path: '/balance' });
    const table = await screen.findByRole('table', { name: 'Ödemeler ve transferler' });
    const row = (await within(table).findByText('Bankaya')).closest('tr') as HTMLElement;
    const end = row.querySelector('td.card-end') as HTMLElement;
    expect(end).toHaveTextContent('Burada geri alınmaz: Virman, Virmanlar sayfasından geri alınır.');
  });
});
