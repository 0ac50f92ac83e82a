import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bankServer, list, renderBankPage } from './bankMovementsScene';

const statement = () => new File(['Tarih;Açıklama;Tutar'], 'kasim.csv', { type: 'text/csv' });

const imported = {
  description: 'Ekstre içe aktarıldı: 12 satır.',
  data: {
    id: 3,
    lines: 12,
    new_lines: 9,
    duplicate_lines: 3,
    posted: 4,
    suggested: 2,
    unmatched: 3,
    opening_balance: 1000,
    closing_balance: 2500,
    balanced: true,
    balance_message: null,
  },
};

async function upload(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Ekstre dosyasını buraya bırakın ya da seçin'), statement());
  await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
}

// User steps on MUI pickers are slow on a loaded machine.
describe('Banka hareketleri: the statement upload', { timeout: 60_000 }, () => {
  it('offers only the bank accounts and sends the file to the chosen one, then shows the summary at once', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage(bankServer(undefined, { 'POST /bank/statements': { body: imported } }));
    const account = await screen.findByRole('combobox', { name: 'Banka hesabı' });
    await waitFor(() => expect(account).toHaveTextContent('Ziraat'));
    await user.click(screen.getByRole('combobox', { name: 'Banka hesabı' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ziraat · TR330006100519786457841326',
    ]);
    await user.keyboard('{Escape}');
    await upload(user);

    const sent = calls.find((call) => call.method === 'POST' && call.url === '/bank/statements');
    const form = sent?.body as FormData;
    expect(form.get('account_id')).toBe('7');
    expect((form.get('file') as File).name).toBe('kasim.csv');
    const summary = await screen.findByText('Ekstre içe aktarıldı');
    const box = summary.parentElement as HTMLElement;
    const shown = Object.fromEntries(
      within(box)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Satır: '12',
      Yeni: '9',
      'Daha önce aktarılmış': '3',
      İşlenen: '4',
      Önerilen: '2',
      Eşleşmeyen: '3',
    });
    expect(within(box).getByText('Bakiyeler tutuyor')).toBeInTheDocument();
  });

  it('warns with the server’s sentence when the balances do not add up', async () => {
    const user = userEvent.setup();
    const message = '14. satırdan sonra bakiyeler tutmuyor: beklenen 1.250,00, ekstrede 1.200,00.';
    renderBankPage(
      bankServer(undefined, {
        'POST /bank/statements': {
          body: { ...imported, data: { ...imported.data, balanced: false, balance_message: message } },
        },
      }),
    );
    await upload(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Bakiyeler tutuyor')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a statement before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderBankPage();
    await user.upload(
      await screen.findByLabelText('Ekstre dosyasını buraya bırakın ya da seçin'),
      new File(['x'], 'fatura.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(/Bu dosya okunabilen bir ekstre değil/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İçe aktar' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/bank/statements')).toBe(false);
  });

  it('says so and links to the cash accounts when there is no bank account', async () => {
    renderBankPage({ 'GET /accounts': { body: list([{ id: 1, name: 'Kasa', balance: 0, type: 'cash' }]) } });
    expect(await screen.findByText(/Önce türü Banka olan bir hesap ekleyin\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kasa / banka hesapları' })).toHaveAttribute('href', '/accounts');
  });

  it('links to Mutabakat for the chosen account', async () => {
    renderBankPage();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Mutabakat' })).toHaveAttribute(
        'href',
        '/bank-reconciliation?account_id=7',
      ),
    );
  });

  it('maps the columns of an unknown layout, saves them and imports the file again', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { calls } = renderBankPage(
      bankServer(undefined, {
        'POST /bank/statements': () =>
          ++tries === 1
            ? {
                status: 400,
                body: {
                  description:
                    'Bu dosyanın sütunları tanınmadı. Sütunları bir kez eşleştirin; bu hesap için saklanır.',
                  errors: { mapping: 'Sütunları eşleştirin.' },
                },
              }
            : { body: imported },
        'POST /bank/statements/preview': {
          body: {
            data: {
              rows: [
                ['HALKBANK HESAP ÖZETİ', '', '', ''],
                ['İşlem Tarihi', 'Açıklama', 'Borç', 'Alacak'],
                ['12.11.2026', 'EFT 1042-1', '', '1.000,00'],
              ],
            },
          },
        },
        'PUT /bank/mapping': { body: { description: 'Sütun eşleştirmesi kaydedildi.' } },
      }),
    );
    await upload(user);
    const dialog = await screen.findByRole('dialog', { name: 'Sütunları eşleştirin' });
    expect(await within(dialog).findByRole('table', { name: 'Dosyanın ilk satırları' })).toHaveTextContent(
      'EFT 1042-1',
    );

    const pick = async (label: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await pick('Başlık satırı', '2. satır: İşlem Tarihi · Açıklama · Borç · Alacak');
    await user.click(within(dialog).getByRole('radio', { name: 'Ayrı borç ve alacak sütunları' }));
    await pick('Tarih', '1. sütun: İşlem Tarihi');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve yeniden içe aktar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Açıklama, Borç (giden), Alacak (gelen) sütununu seçin.',
    );
    expect(calls.some((call) => call.url === '/bank/mapping')).toBe(false);

    await pick('Açıklama', '2. sütun: Açıklama');
    await pick('Borç (giden)', '3. sütun: Borç');
    await pick('Alacak (gelen)', '4. sütun: Alacak');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet ve yeniden içe aktar' }));

    expect(await screen.findByText('Ekstre içe aktarıldı')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/bank/mapping')?.body).toEqual({
      account_id: 7,
      mapping: { header_row: 1, date: 0, description: 1, debit: 2, credit: 3 },
    });
    expect(calls.filter((call) => call.method === 'POST' && call.url === '/bank/statements')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
