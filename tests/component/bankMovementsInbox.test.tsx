import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankServer, linesTable, renderBankPage } from './bankMovementsScene';
import { onPhone } from './phoneCardsCheck';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.unstubAllGlobals());

// User steps on MUI pickers are slow on a loaded machine.
describe('Banka hareketleri: the inbox', { timeout: 60_000 }, () => {
  it('shows the tabs with their counts and each suggestion with its money, evidence and target', async () => {
    renderBankPage();
    const table = await linesTable('Önerilen');
    await waitFor(() =>
      expect(tabNames()).toEqual(['Önerilen (2)', 'Eşleşmeyen (2)', 'İşlenen (1)', 'Yok sayılan (1)']),
    );
    const first = within(table).getByText('AIDAT 1042-1').closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('12.11.2026');
    expect(first).toHaveTextContent('+₺1.000,00');
    expect(first).toHaveTextContent('Ayşe Yılmaz');
    expect(first).toHaveTextContent('TR120006200000000012345678');
    expect(first).toHaveTextContent('Kanıt: Ödeme kodu 1042-1 açıklamada');
    expect(first).toHaveTextContent('Öneri: Tahsilat A Blok 5');
  });

  it('shows outgoing money in red with a minus sign', async () => {
    const user = userEvent.setup();
    renderBankPage();
    await linesTable('Önerilen');
    await user.click(screen.getByRole('tab', { name: /Eşleşmeyen/ }));
    const table = await linesTable('Eşleşmeyen');
    const fee = within(table).getByText('−₺5,00');
    expect(fee).toHaveStyle({ color: 'rgb(198, 40, 40)' });
    expect(within(table).getByText('+₺995,00')).toHaveStyle({ color: 'rgb(27, 94, 32)' });
  });

  it('accepts one suggestion: the API is called and the line moves to İşlenen', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage();
    const table = await linesTable('Önerilen');
    const row = within(table).getByText('AIDAT 1042-1').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Kabul et' }));

    expect(await screen.findByText('1 hareket işlendi, 0 atlandı.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/bank/lines/accept')?.body).toEqual({ ids: [11] });
    await waitFor(() => expect(within(table).queryByText('AIDAT 1042-1')).not.toBeInTheDocument());
    expect(tabNames()).toEqual(['Önerilen (1)', 'Eşleşmeyen (2)', 'İşlenen (2)', 'Yok sayılan (1)']);
    await user.click(screen.getByRole('tab', { name: /İşlenen/ }));
    expect(await within(await linesTable('İşlenen')).findByText('AIDAT 1042-1')).toBeInTheDocument();
  });

  it('accepts every chosen suggestion at once and tells how many were posted and skipped', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage(
      bankServer(undefined, {
        'POST /bank/lines/accept': {
          body: { description: '1 hareket işlendi, 1 atlandı.', data: { posted: 1, skipped: 1 } },
        },
      }),
    );
    await linesTable('Önerilen');
    expect(screen.getByRole('button', { name: 'Seçilenleri kabul et (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki bütün hareketleri seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri kabul et (2)' }));
    expect(await screen.findByText('1 hareket işlendi, 1 atlandı.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/bank/lines/accept')?.body).toEqual({ ids: [11, 12] });
  });

  it('shows what a posted line made, with its receipt', async () => {
    const user = userEvent.setup();
    renderBankPage();
    await linesTable('Önerilen');
    await user.click(screen.getByRole('tab', { name: /İşlenen/ }));
    const table = await linesTable('İşlenen');
    const row = within(table).getByText('AİDAT').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Tahsilat ₺500,00 · A Blok 5');
    expect(row).toHaveTextContent('Makbuz 1203');
    expect(within(row).getByRole('button', { name: /1203/ })).toBeInTheDocument();
  });

  it('ignores a line only with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage();
    await linesTable('Önerilen');
    await user.click(screen.getByRole('tab', { name: /Eşleşmeyen/ }));
    const row = within(await linesTable('Eşleşmeyen'))
      .getByText('EFT AYŞE YILMAZ')
      .closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Yok say' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hareketi yok say' });
    await user.click(within(dialog).getByRole('button', { name: 'Yok say' }));
    expect(within(dialog).getByText('Hareketin neden yok sayıldığını yazın.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/ignore'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Neden' }), 'Bağış, ayrı izlenecek');
    await user.click(within(dialog).getByRole('button', { name: 'Yok say' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/bank/lines/13/ignore')?.body).toEqual({
      reason: 'Bağış, ayrı izlenecek',
    });
    await waitFor(() =>
      expect(tabNames()).toEqual(['Önerilen (2)', 'Eşleşmeyen (1)', 'İşlenen (1)', 'Yok sayılan (2)']),
    );
  });

  it('undoes an ignored line only once the manager confirms', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage();
    await linesTable('Önerilen');
    await user.click(screen.getByRole('tab', { name: /Yok sayılan/ }));
    const row = within(await linesTable('Yok sayılan'))
      .getByText('FAİZ')
      .closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Neden: Faiz geliri ayrı işlenecek');
    await user.click(within(row).getByRole('button', { name: 'Geri al' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bu hareketin oluşturduğu kayıtlar geri alınır.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(calls.some((call) => call.url.endsWith('/undo'))).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Geri al' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Geri al' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/bank/lines/16/undo')).toBe(true));
    await waitFor(() =>
      expect(tabNames()).toEqual(['Önerilen (2)', 'Eşleşmeyen (3)', 'İşlenen (1)', 'Yok sayılan (0)']),
    );
  });

  it('shows each line as a card at 390 px, with its amount and buttons in view', async () => {
    onPhone();
    renderBankPage();
    const cards = await screen.findByRole(
      'list',
      { name: 'Banka hareketleri: Önerilen' },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('+₺1.000,00');
    expect(first).toHaveTextContent('AIDAT 1042-1');
    expect(within(first).getByRole('button', { name: 'Kabul et' })).toBeInTheDocument();
    expect(
      within(first).getByRole('checkbox', { name: /12\.11\.2026 tarihli ₺1\.000,00/ }),
    ).toBeInTheDocument();
  });

  it('speaks English, the evidence built from its code', async () => {
    renderBankPage(bankServer(), 'en');
    const table = await screen.findByRole('table', { name: 'Bank lines: Suggested' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Bank movements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconciliation' })).toBeInTheDocument();
    const row = within(table).getByText('AIDAT 1042-1').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Evidence: Payment code 1042-1 in the description');
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});
