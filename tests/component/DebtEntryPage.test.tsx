import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { DebtEntryPage } from '../../src/pages/debt-entry/DebtEntryPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: records.length },
});

const lookups = {
  'GET /accounting/types': list([
    { id: 1, name: 'Aidat', type: 1 },
    { id: 2, name: 'Çatı onarımı', type: 1 },
  ]),
  'POST /buildings': list([
    { id: 1, name: 'A Blok' },
    { id: 2, name: 'B Blok' },
  ]),
};

const row = (apartment_id: number, identifier: string, resident_name: string, amount: number) => ({
  apartment_id,
  building_name: 'A Blok',
  identifier,
  resident_id: apartment_id + 100,
  resident_name,
  amount,
  debt_id: null,
  paid_from_advance: 0,
});

/** A 10.000,00 TL land split over three flats (shares 1, 1, 1: largest remainder gives the first the kuruş). */
function landAnswer(request: FakeRequest) {
  const preview = (request.body as { preview: boolean }).preview;
  const rows = [
    row(11, '1', 'Ayşe Yılmaz', 3333.34),
    row(12, '2', 'Mehmet Işık', 3333.33),
    row(13, '3', 'Zeynep Çelik', 3333.33),
  ].map((r, i) => (preview ? r : { ...r, debt_id: 500 + i }));
  return {
    body: {
      description: preview
        ? 'Önizleme: 3 daireye toplam ₺10.000,00 borç yazılacak. 1 daire atlandı.'
        : '3 daireye toplam ₺10.000,00 borç yazıldı. 1 daire atlandı.',
      data: {
        multi_debt_id: preview ? null : 77,
        rule: 'land',
        rows,
        total: 10000,
        skipped: [
          { apartment_id: 14, building_name: 'A Blok', identifier: '4', reason: 'Arsa payı girilmemiş.' },
        ],
      },
    },
  };
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('debt entry', () => {
  it('previews a land split with its rows and sum, then saves the same body without preview', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ ...lookups, 'POST /debt/land': landAnswer });
    http.defaults.adapter = api.adapter;
    renderPage(<DebtEntryPage />, { route: '/debt-entry/land', path: '/debt-entry/:mode' });

    expect(await screen.findByRole('tab', { name: 'Arsa payı', selected: true })).toBeInTheDocument();
    await pick(user, /Bloklar/, 'A Blok');
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: /Toplam tutar/ }), '10.000,00');
    await pick(user, /Borç türü/, 'Çatı onarımı');
    await user.type(screen.getByRole('textbox', { name: /Açıklama/ }), 'Çatı onarımı 2025');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));

    const preview = await screen.findByRole('table', { name: 'Borç yazılacak daireler' });
    const rows = within(preview).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('A Blok1Ayşe Yılmaz₺3.333,34');
    expect(rows[2]).toHaveTextContent('Mehmet Işık₺3.333,33');
    expect(within(preview).getByText('Toplam (3 daire)')).toBeInTheDocument();
    expect(within(preview).getByTestId('entry-total')).toHaveTextContent('₺10.000,00');
    expect(screen.getByRole('table', { name: 'Atlanan daireler' })).toHaveTextContent(
      'Arsa payı girilmemiş.',
    );
    expect(screen.getByText(/Önizleme: 3 daireye toplam/)).toBeInTheDocument();

    const entries = () => api.calls.filter((call) => call.url === '/debt/land');
    expect(entries()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      (await screen.findAllByText('3 daireye toplam ₺10.000,00 borç yazıldı. 1 daire atlandı.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Toplu borcu aç' })).toHaveAttribute(
      'href',
      '/multi-debts/77/show',
    );

    const [first, second] = entries();
    expect(first!.body).toEqual({
      accounting_type_id: 2,
      due_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      description: 'Çatı onarımı 2025',
      is_interest: false,
      interest: null,
      responsible: 'owner',
      building_ids: [1],
      total: 10000,
      preview: true,
    });
    expect(second!.body).toEqual({ ...(first!.body as object), preview: false });
    // The saved entry's preview is gone: saving twice needs a new preview.
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });

  it('sends the grid rows above 0 only, "12,50" as 12.5', async () => {
    const user = userEvent.setup({ delay: null });
    const apartment = (id: number, identifier: string) => ({
      id,
      building_id: 1,
      building_name: 'A Blok',
      identifier,
      owner_name: 'Ayşe',
      owner_surname: 'Yılmaz',
      tenant_name: null,
      tenant_surname: null,
    });
    const api = fakeApi({
      ...lookups,
      'POST /apartments/by/building': list([
        apartment(11, '1'),
        apartment(12, '2'),
        apartment(13, '3'),
        apartment(14, '4'),
      ]),
      'POST /debt/multi': {
        body: {
          description: 'Önizleme: 1 daireye toplam ₺12,50 borç yazılacak.',
          data: {
            multi_debt_id: null,
            rule: 'grid',
            rows: [row(11, '1', 'Ayşe Yılmaz', 12.5)],
            total: 12.5,
            skipped: [],
          },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<DebtEntryPage />, { route: '/debt-entry/multi', path: '/debt-entry/:mode' });

    await pick(user, /Bloklar/, 'A Blok');
    await user.keyboard('{Escape}');
    await user.type(await screen.findByRole('textbox', { name: 'A Blok 1 tutarı' }), '12,50');
    await user.type(screen.getByRole('textbox', { name: 'A Blok 2 tutarı' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'A Blok 3 tutarı' }), '-5');
    await pick(user, /Borç türü/, 'Aidat');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));

    await screen.findByRole('table', { name: 'Borç yazılacak daireler' });
    const sent = api.calls.find((call) => call.url === '/debt/multi')!;
    expect(api.calls.find((call) => call.url === '/apartments/by/building')!.body).toEqual({
      building_id: [1],
    });
    expect(sent.body).toMatchObject({ preview: true, debts: [{ apartment_id: 11, amount: 12.5 }] });
  });

  it('refuses a grid amount with three decimals before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      ...lookups,
      'POST /apartments/by/building': list([
        {
          id: 11,
          building_id: 1,
          building_name: 'A Blok',
          identifier: '1',
          owner_name: null,
          owner_surname: null,
          tenant_name: null,
          tenant_surname: null,
        },
      ]),
    });
    http.defaults.adapter = api.adapter;
    renderPage(<DebtEntryPage />, { route: '/debt-entry/multi', path: '/debt-entry/:mode' });
    await pick(user, /Bloklar/, 'A Blok');
    await user.keyboard('{Escape}');
    await user.type(await screen.findByRole('textbox', { name: 'A Blok 1 tutarı' }), '12,505');
    await pick(user, /Borç türü/, 'Aidat');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    expect(await screen.findByText('En fazla 2 ondalık basamak')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.url === '/debt/multi')).toBe(false));
  });

  it('shows the interest rate only while the flag is on, and clears it when turned off', async () => {
    const user = userEvent.setup({ delay: null });
    http.defaults.adapter = fakeApi(lookups).adapter;
    renderPage(<DebtEntryPage />, { route: '/debt-entry/amount', path: '/debt-entry/:mode' });
    const flag = await screen.findByRole('switch', { name: 'Gecikme tazminatı uygulansın' });
    expect(screen.queryByRole('textbox', { name: /Aylık oran/ })).toBeNull();
    await user.click(flag);
    await user.type(screen.getByRole('textbox', { name: /Aylık oran/ }), '3,5');
    await user.click(flag);
    await user.click(flag);
    expect(screen.getByRole('textbox', { name: /Aylık oran/ })).toHaveValue('');
  });
});
