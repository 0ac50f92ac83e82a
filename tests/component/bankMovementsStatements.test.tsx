import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bankServer, linesTable, list, renderBankPage } from './bankMovementsScene';

const statement = {
  id: 7,
  account_id: 2,
  file_name: 'kasim.csv',
  format: 'csv',
  created_at: '2026-11-28T09:30:00.000Z',
  start_date: '01.11.2026',
  end_date: '30.11.2026',
  lines: 12,
  new_lines: 10,
  imported_by: 'Ali Veli',
  counts: { posted: 6, suggested: 2, unmatched: 1, ignored: 1 },
};

describe('Banka hareketleri: past statements', { timeout: 60_000 }, () => {
  it('lists each statement with its dates, lines, states and importer, and shows one statement’s lines on click', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage(
      bankServer(undefined, { 'GET /bank/statements': { body: list([statement]) } }),
    );
    const table = await screen.findByRole('table', { name: 'Yüklenen ekstreler' }, { timeout: 10_000 });
    const row = within(table).getByText('kasim.csv').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('01.11.2026 – 30.11.2026');
    expect(row).toHaveTextContent('12 (10)');
    expect(row).toHaveTextContent('6 işlenen · 2 önerilen · 1 eşleşmeyen · 1 yok sayılan');
    expect(row).toHaveTextContent('Ali Veli');
    expect(row).toHaveTextContent('28.11.2026');
    await linesTable('Önerilen');

    await user.click(within(row).getByRole('button', { name: 'Satırları göster: kasim.csv' }));
    expect(await screen.findByText('kasim.csv satırları')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/bank/lines').at(-1)?.params).toMatchObject({
        statement_id: 7,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Tüm satırları göster' }));
    expect(screen.queryByText('kasim.csv satırları')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/bank/lines').at(-1)?.params).not.toHaveProperty(
        'statement_id',
      ),
    );
  });

  it('says when no statement was imported yet', async () => {
    renderBankPage();
    expect(
      await screen.findByText('Bu hesaba henüz ekstre yüklenmedi.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
