/** A debt batch's page at 390 px: each of its debts is one card, every value named, instead of eight columns. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { MultiDebtShow } from '../../src/resources/multi-debts/MultiDebtShow';
import { fakeApi } from './fakeApi';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const batch = {
  id: 7,
  rule: 'equal',
  rule_name: 'Eşit tutar',
  accounting_type_id: 2,
  accounting_type: 'Aidat',
  due_date: '15.03.2026',
  description: 'Mart aidatı',
  is_interest: false,
  responsible: 'owner',
  source: 'entry',
  dues_job_id: null,
  period: null,
  debt_count: 1,
  total: 850,
  paid: 0,
  remaining: 850,
  created_at: '2026-03-01T08:30:00.000Z',
};

describe('a debt batch on a phone (390 px)', () => {
  it('shows each debt as a card: the resident first, then every value with its name, the status at the end', async () => {
    http.defaults.adapter = fakeApi({
      'GET /multi/debt': {
        body: {
          Records: [
            {
              id: 31,
              building_name: 'A Blok',
              identifier: '12',
              resident_name: 'Ayşe Yılmaz',
              due_date: '15.03.2026',
              amount: 850,
              paid: 0,
              remaining: 850,
              status: 'unpaid',
            },
          ],
          TotalRecords: 1,
          AdditionalData: { multi_debt: batch, amount: 850, paid: 0, remaining: 850 },
        },
      },
    }).adapter;
    renderPage(<MultiDebtShow />, { route: '/multi-debts/7/show', path: '/multi-debts/:id/show' });
    const table = await screen.findByRole('table', { name: 'Toplu borcun borçları' });
    expect(turnsIntoCards(table)).toBe(true);
    const row = (await within(table).findByText('Ayşe Yılmaz')).closest('tr') as HTMLElement;
    expect(row.querySelector('td.card-title')).toHaveTextContent('Ayşe Yılmaz');
    expect(labelledCells(row)).toEqual([
      'Blok: A Blok',
      'Daire: 12',
      'Son ödeme: 15.03.2026',
      'Tutar: ₺850,00',
      'Ödenen: ₺0,00',
      'Kalan: ₺850,00',
    ]);
    expect(row.querySelector('td.card-end')).toHaveTextContent('Ödenmedi');
  });
});
