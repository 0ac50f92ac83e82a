/** A flat's Tahsilatlar tab at 390 px: each collection is one card with its values named and its receipt button. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ApartmentCollectionsTab } from '../../src/resources/apartments/ApartmentCollectionsTab';
import { fakeApi } from './fakeApi';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const payment = {
  id: 3,
  debt_id: 8,
  debt_description: 'Mart aidatı',
  debt_due_date: '05.03.2026',
  apartment_id: 5,
  resident_id: 11,
  resident_name: 'Ayşe Yılmaz',
  account_id: 1,
  account: 'Merkez Kasa',
  accounting_type_id: 2,
  accounting_type: 'Aidat',
  amount: 850,
  date: '06.03.2026',
  description: null,
  source: 'collection',
  receipt_id: 7,
  receipt_number: 1042,
};

describe('a flat’s collections on a phone (390 px)', () => {
  it('shows each collection as a card: the day first, the values named, the receipt on the card', async () => {
    http.defaults.adapter = fakeApi({
      'GET /apartment/debt/payments': {
        body: { Records: [payment], TotalRecords: 1, Page: 1, PerPage: 25, AdditionalData: { amount: 850 } },
      },
    }).adapter;
    const flat = { id: 5, building_name: 'A Blok', identifier: '12' } as Parameters<
      typeof ApartmentCollectionsTab
    >[0]['apartment'];
    renderPage(<ApartmentCollectionsTab apartment={flat} />);
    const table = await screen.findByRole('table', { name: 'Tahsilatlar' });
    expect(turnsIntoCards(table)).toBe(true);
    const row = (await within(table).findByText('Ayşe Yılmaz')).closest('tr') as HTMLElement;
    expect(row.querySelector('td.card-title')).toHaveTextContent('06.03.2026');
    expect(labelledCells(row)).toEqual(
      expect.arrayContaining(['Borç: Mart aidatı (05.03.2026)', 'Kasa: Merkez Kasa']),
    );
    expect(
      within(row.querySelector('td.card-end') as HTMLElement).getAllByRole('button').length,
    ).toBeGreaterThan(0);
  });
});
