import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { http } from '../../src/dataProvider/http';
import { InterestPage } from '../../src/pages/interest/InterestPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const totals = (extra: Record<string, unknown> = {}) => ({
  remaining: 0,
  compensation: 0,
  total: 0,
  date: '15.03.2026',
  rate: 5,
  mode: 'daily',
  ...extra,
});

const row = {
  debt_id: 9,
  apartment_id: 5,
  building_name: 'A Blok',
  identifier: '12',
  resident_id: 11,
  resident_name: 'Ayşe Yılmaz',
  accounting_type: 'Aidat',
  description: 'Ocak aidatı',
  due_date: '01.01.2026',
  amount: 1000,
  remaining: 1000,
  rate: 5,
  days_late: 73,
  months_late: 2,
  compensation: 121.67,
  total: 1121.67,
};

function renderInterest(route: string, report: (request: FakeRequest) => unknown) {
  const api = fakeApi({
    'GET /interest/reports': (request) => ({ body: report(request) }),
    'GET /interest/setting': {
      body: { description: '', data: { rate: 5, mode: 'daily', start_date: null } },
    },
    'PUT /interest/setting': (request) => ({
      body: { description: 'Gecikme tazminatı ayarları kaydedildi.', data: request.body },
    }),
  });
  http.defaults.adapter = api.adapter;
  renderPage(<InterestPage />, { route, path: '/interest' });
  return api.calls;
}

describe('late-payment compensation', () => {
  it('says "Veri Bulunamadı!" when no debt is overdue', async () => {
    renderInterest('/interest', () => ({ Records: [], TotalRecords: 0, AdditionalData: totals() }));
    expect(await screen.findByText(MESSAGES.noData)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists each overdue debt with days late, compensation and the totals as of the chosen date', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderInterest('/interest', (request) => ({
      Records: [row],
      TotalRecords: 1,
      AdditionalData: totals({
        date: request.params.date,
        remaining: 1000,
        compensation: 121.67,
        total: 1121.67,
      }),
    }));
    const table = await screen.findByRole('table', { name: 'Rapor' });
    const line = (await within(table).findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(line).toHaveTextContent('A Blok 12');
    expect(line).toHaveTextContent('73 gün');
    expect(line).toHaveTextContent('₺121,67');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('₺1.121,67');

    const date = screen.getByRole('textbox', { name: /Hesap tarihi/ });
    await user.clear(date);
    await user.type(date, '15032026');
    await user.click(screen.getByRole('button', { name: 'Listele' }));
    expect(await screen.findByText(/15\.03\.2026 itibarıyla/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/interest/reports').at(-1)?.params).toEqual(
      expect.objectContaining({ date: '15.03.2026', page: 1 }),
    );
  });

  it('shows each debt as a card on a phone (390 px), every value and total named', async () => {
    renderInterest('/interest', () => ({
      Records: [row],
      TotalRecords: 1,
      AdditionalData: totals({ remaining: 1000, compensation: 121.67, total: 1121.67 }),
    }));
    const table = await screen.findByRole('table', { name: 'Rapor' });
    expect(turnsIntoCards(table)).toBe(true);
    const line = (await within(table).findByText('Ayşe Yılmaz')).closest('tr') as HTMLElement;
    expect(line.querySelector('td.card-title')).toHaveTextContent('A Blok 12');
    expect(labelledCells(line)).toContain('Tazminat: ₺121,67');
    expect(labelledCells(within(table).getAllByRole('row').at(-1) as HTMLElement)).toContain(
      'Toplam: ₺1.121,67',
    );
  });

  it('saves the settings: monthly rate with a comma, whole-month mode and a start date', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderInterest('/interest?tab=settings', () => ({
      Records: [],
      TotalRecords: 0,
      AdditionalData: totals(),
    }));
    const rate = await screen.findByRole('textbox', { name: /Aylık oran/ });
    expect(rate).toHaveValue('5');
    await user.clear(rate);
    await user.type(rate, '4,5');
    await user.click(screen.getByRole('radio', { name: 'Aylık' }));
    await user.type(screen.getByRole('textbox', { name: /Başlangıç tarihi/ }), '01.01.2026');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Gecikme tazminatı ayarları kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      rate: '4,5',
      mode: 'monthly',
      start_date: '01.01.2026',
    });
  });
});
