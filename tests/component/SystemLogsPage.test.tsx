import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import type { SystemLogEntry } from '../../src/dataProvider/custom/systemLogs';
import { http } from '../../src/dataProvider/http';
import { SystemLogsPage } from '../../src/pages/system-logs/SystemLogsPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const entries: SystemLogEntry[] = [
  {
    id: 3,
    at: '2026-11-25T17:14:00.000Z',
    user_id: 4,
    user_name: 'Zeynep Arslan',
    by_operator: false,
    table: 'buildings',
    action: 'update',
    record_id: '12',
    changes: [{ field: 'apartmentLimit', before: 4, after: 6 }],
  },
  {
    id: 2,
    at: '2026-11-24T21:30:00.000Z',
    user_id: null,
    user_name: null,
    by_operator: true,
    table: 'users',
    action: 'update',
    record_id: '4',
    changes: [{ field: 'passwordHash', before: '••••••', after: '••••••' }],
  },
  {
    id: 1,
    at: '2026-11-20T08:00:00.000Z',
    user_id: 4,
    user_name: 'Zeynep Arslan',
    by_operator: false,
    table: 'debts',
    action: 'insert',
    record_id: '77',
    changes: [
      { field: 'amount', before: null, after: '125050' },
      { field: 'dueDate', before: null, after: '2026-12-01' },
      { field: 'isInterest', before: null, after: true },
      { field: 'responsible', before: null, after: 'tenant' },
      { field: 'apartmentId', before: null, after: 9, before_name: null, after_name: 'A Blok / 3' },
    ],
  },
];

const choices = {
  description: '',
  data: { tables: ['buildings', 'debts', 'users'], users: [{ id: 4, name: 'Zeynep Arslan' }] },
};

function renderLogs(answer: (request: FakeRequest) => SystemLogEntry[], locale: 'tr' | 'en' = 'tr') {
  const api = fakeApi({
    'GET /system/logs': (request) => {
      const rows = answer(request);
      return { body: { Records: rows, TotalRecords: rows.length, Page: 1, PerPage: 10 } };
    },
    'GET /system/logs/filters': { body: choices },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<SystemLogsPage />, { route: '/system-logs', locale });
  return api.calls;
}

describe('SystemLogsPage', () => {
  it('shows who changed what and when, with the changed values before and after in Turkish', async () => {
    renderLogs(() => entries);
    const update = await screen.findByRole('article', { name: 'Binalar · Güncellendi' });
    expect(update).toHaveTextContent('25.11.2026 20:14 · Zeynep Arslan');
    expect(update).toHaveTextContent('Kayıt no 12');
    const [head, row] = within(update).getAllByRole('row');
    expect(head).toHaveTextContent('AlanÖnceki değerYeni değer');
    expect(row).toHaveTextContent('Daire sayısı46');

    const password = screen.getByRole('article', { name: 'Kullanıcılar · Güncellendi' });
    expect(password).toHaveTextContent('25.11.2026 00:30 · Platform operatörü');
    expect(within(password).getAllByRole('row')[1]).toHaveTextContent('Şifre••••••••••••');

    const added = screen.getByRole('article', { name: 'Borçlar · Eklendi' });
    const rows = within(added).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('AlanYeni değer');
    expect(rows[0]).not.toHaveTextContent('Önceki değer');
    expect(rows[1]).toHaveTextContent('Tutar₺1.250,50');
    expect(rows[2]).toHaveTextContent('Vade tarihi01.12.2026');
    expect(rows[3]).toHaveTextContent('Gecikme tazminatıEvet');
    expect(rows[4]).toHaveTextContent('SorumluKiracı');
    expect(rows[5]).toHaveTextContent('DaireA Blok / 3 (9)');
  });

  it('names an online payment’s fields and words in Turkish, not as the database stores them', async () => {
    const paid: SystemLogEntry = {
      id: 9,
      at: '2026-11-26T09:05:00.000Z',
      user_id: null,
      user_name: null,
      by_operator: false,
      table: 'online_payments',
      action: 'update',
      record_id: '31',
      changes: [
        { field: 'status', before: 'pending', after: 'paid' },
        { field: 'paidAt', before: null, after: '2026-11-26T09:05:00.000Z' },
        { field: 'providerRef', before: null, after: 'PTR-7781' },
        { field: 'surplus', before: '0', after: '15000' },
      ],
    };
    renderLogs(() => [paid]);
    const update = await screen.findByRole('article', { name: 'Online ödemeler · Güncellendi' });
    const [head, status, paidAt, reference, surplus] = within(update).getAllByRole('row');
    expect(head).toHaveTextContent('AlanÖnceki değerYeni değer');
    expect(
      within(status!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Durum', 'Bekleniyor', 'Ödendi']);
    expect(paidAt).toHaveTextContent('Ödeme zamanı—26.11.2026 12:05');
    expect(reference).toHaveTextContent('Sağlayıcının işlem no—PTR-7781');
    expect(surplus).toHaveTextContent('Avansa geçen fazla₺0,00₺150,00');
    expect(update).not.toHaveTextContent(/paidAt|pending|providerRef|surplus/);
  });

  it('names the tables, fields and words in English for a user who reads English', async () => {
    renderLogs(() => entries, 'en');
    const update = await screen.findByRole('article', { name: 'Buildings · Updated' });
    expect(within(update).getAllByRole('row')[1]).toHaveTextContent('Number of apartments46');
    const debt = screen.getAllByRole('article').find((article) => article.textContent?.includes('Tenant'));
    expect(debt).toHaveTextContent('Late-payment compensationYes');
  });

  it('sends the chosen table, user and days, and says so when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderLogs((request) => (request.params.table ? [] : entries));
    await screen.findByRole('article', { name: 'Binalar · Güncellendi' });

    await user.click(screen.getByRole('combobox', { name: 'Tablo' }));
    await user.click(await screen.findByRole('option', { name: 'Borçlar' }));
    await user.click(screen.getByRole('combobox', { name: 'Kullanıcı' }));
    await user.click(await screen.findByRole('option', { name: 'Zeynep Arslan' }));
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç' }), '01112026');
    await user.click(screen.getByRole('button', { name: 'Göster' }));

    expect(await screen.findByText(MESSAGES.nothingToList)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/system/logs').at(-1)?.params).toEqual({
        page: 1,
        per_page: 10,
        table: 'debts',
        user_id: 4,
        start_date: '01.11.2026',
      }),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
