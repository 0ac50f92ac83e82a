import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Apartment } from '../../src/dataProvider/custom/property';
import { http } from '../../src/dataProvider/http';
import { StockHoldersTab } from '../../src/resources/apartments/StockHoldersTab';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const apartment: Apartment = {
  id: 9,
  building_id: 2,
  building_name: 'B Blok',
  group_id: null,
  group_name: null,
  identifier: '4',
  area: 120,
  land: 18.5,
};

const holder = (id: number, name: string, surname: string, percent: number) => ({
  stock_holder_id: id,
  name,
  surname,
  phone: null,
  percent,
});

const answer = (records: ReturnType<typeof holder>[]) => ({
  Records: records,
  TotalRecords: records.length,
  Page: 1,
  PerPage: records.length,
  AdditionalData: { total_percent: records.reduce((sum, r) => sum + r.percent, 0) },
});

function renderTab() {
  const holders = [holder(31, 'Ayşe', 'Yılmaz', 0), holder(32, 'Can', 'Demir', 0)];
  const api = fakeApi({
    'GET /stock/holders': { body: answer(holders) },
    'PUT /stock/holder/percent': (request: FakeRequest) => {
      const shares = (request.body as { stock_holders: { stock_holder_id: number; percent: number }[] })
        .stock_holders;
      return {
        body: {
          description: 'Hisseler kaydedildi.',
          data: answer(
            holders.map((h) => ({
              ...h,
              percent: shares.find((s) => s.stock_holder_id === h.stock_holder_id)!.percent,
            })),
          ),
        },
      };
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<StockHoldersTab apartment={apartment} />);
  return api.calls;
}

describe('stock holder shares', () => {
  it('keeps saving disabled until the shares add up to exactly 100, then sends every share', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderTab();
    const ayse = await screen.findByRole('textbox', { name: 'Ayşe Yılmaz hissesi (%)' });
    const can = screen.getByRole('textbox', { name: 'Can Demir hissesi (%)' });
    const save = screen.getByRole('button', { name: 'Hisseleri kaydet' });
    expect(save).toBeDisabled();

    await user.type(ayse, '60');
    await user.type(can, '30');
    expect(screen.getByRole('status')).toHaveTextContent('Toplam: %90');
    expect(screen.getByRole('status')).toHaveTextContent('%10 eksik');
    expect(save).toBeDisabled();

    await user.clear(can);
    await user.type(can, '45');
    expect(screen.getByRole('status')).toHaveTextContent('%5 fazla');
    expect(save).toBeDisabled();

    await user.clear(can);
    await user.type(can, '40');
    expect(screen.getByRole('status')).toHaveTextContent('Toplam: %100');
    expect(save).toBeEnabled();
    await user.click(save);

    await screen.findByText('Hisseler kaydedildi.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({
        url: '/stock/holder/percent',
        body: {
          apartment_id: 9,
          building_id: 2,
          stock_holders: [
            { stock_holder_id: 31, percent: 60 },
            { stock_holder_id: 32, percent: 40 },
          ],
        },
      }),
    ]);
  });

  it('accepts decimal commas and compares in hundredths (33,33 + 66,67 = 100)', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderTab();
    await user.type(await screen.findByRole('textbox', { name: 'Ayşe Yılmaz hissesi (%)' }), '33,33');
    await user.type(screen.getByRole('textbox', { name: 'Can Demir hissesi (%)' }), '66,66');
    const save = screen.getByRole('button', { name: 'Hisseleri kaydet' });
    expect(screen.getByRole('status')).toHaveTextContent('Toplam: %99,99');
    expect(save).toBeDisabled();
    const can = screen.getByRole('textbox', { name: 'Can Demir hissesi (%)' });
    await user.clear(can);
    await user.type(can, '66,67');
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      stock_holders: [
        { stock_holder_id: 31, percent: 33.33 },
        { stock_holder_id: 32, percent: 66.67 },
      ],
    });
  });

  it('refuses a share with three decimals or above 100', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    const ayse = await screen.findByRole('textbox', { name: 'Ayşe Yılmaz hissesi (%)' });
    await user.type(ayse, '150');
    await user.type(screen.getByRole('textbox', { name: 'Can Demir hissesi (%)' }), '12,345');
    const row = ayse.closest('tr')!;
    expect(within(row).getByText('0’dan büyük, en fazla 100, 2 ondalık')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hisseleri kaydet' })).toBeDisabled();
  });
});
