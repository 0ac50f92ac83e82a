import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { bankServer, linesTable, list, renderBankPage, sampleLines, suggestion } from './bankMovementsScene';

type User = ReturnType<typeof userEvent.setup>;

const lookups = {
  'GET /apartments': { body: list([{ id: 5, name: 'A Blok 5' }]) },
  'GET /resident/main': { body: list([]) },
  'GET /accounting/types': { body: list([{ id: 9, name: 'Banka masrafı' }]) },
  'POST /bank/lines/11/post': { body: { description: 'Hareket işlendi.' } },
  'POST /bank/lines/13/post': { body: { description: 'Hareket işlendi.' } },
};

async function openPost(user: User, tab: string, description: string) {
  await linesTable('Önerilen');
  if (tab !== 'Önerilen') await user.click(screen.getByRole('tab', { name: new RegExp(tab) }));
  const row = within(await linesTable(tab))
    .getByText(description)
    .closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Elle işle' }));
  return screen.findByRole('dialog', { name: 'Hareketi işle' });
}

const remaining = (dialog: HTMLElement) => within(dialog).getByText(/^Kalan:/);

// User steps on MUI pickers are slow on a loaded machine.
describe('Banka hareketleri: posting a line by hand', { timeout: 60_000 }, () => {
  it('splits 995,00 into a collection of 1.000,00 and a 5,00 bank fee, refusing to save until Kalan is 0,00', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage(bankServer(undefined, lookups));
    const dialog = await openPost(user, 'Eşleşmeyen', 'EFT AYŞE YILMAZ');
    const amounts = () => within(dialog).getAllByRole('textbox', { name: 'Tutar' });
    expect(amounts()[0]).toHaveValue('995,00');
    expect(remaining(dialog)).toHaveTextContent('Kalan: ₺0,00');

    await user.clear(amounts()[0]!);
    await user.type(amounts()[0]!, '1.000,00');
    // A real minus sign (U+2212), as every other amount of the product writes it, never a hyphen.
    expect(remaining(dialog)).toHaveTextContent('Kalan: −₺5,00');
    expect(remaining(dialog).textContent).not.toContain('-');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Kalan 0,00 olmadan kaydedilemez: parçaların toplamı hareketin tutarına eşit olmalı.',
    );
    expect(calls.some((call) => call.url.endsWith('/post'))).toBe(false);

    await user.type(within(dialog).getByRole('combobox', { name: 'Sakin veya daire' }), 'A Blok');
    await user.click(await screen.findByRole('option', { name: 'A Blok 5' }, { timeout: 10_000 }));

    await user.click(within(dialog).getByRole('button', { name: 'Parça ekle' }));
    expect(within(dialog).getAllByRole('combobox', { name: 'Tür' })[1]).toHaveTextContent('Gider');
    expect(amounts()[1]).toHaveValue('5,00');
    expect(remaining(dialog)).toHaveTextContent('Kalan: ₺0,00');
    await user.click(within(dialog).getByRole('combobox', { name: 'Gider türü (2. parça)' }));
    await user.click(await screen.findByRole('option', { name: 'Banka masrafı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.url === '/bank/lines/13/post')?.body).toEqual({
      parts: [
        { kind: 'collection', amount: 1000, apartment_id: 5 },
        { kind: 'expense', amount: 5, accounting_type_id: 9 },
      ],
    });
  });

  it('asks for every part’s target, and a removed part no longer counts', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankPage(bankServer(undefined, lookups));
    const dialog = await openPost(user, 'Eşleşmeyen', 'EFT AYŞE YILMAZ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1. parçanın hedefini seçin.');

    await user.click(within(dialog).getByRole('button', { name: 'Parça ekle' }));
    await user.type(within(dialog).getAllByRole('textbox', { name: 'Tutar' })[1]!, '10');
    expect(remaining(dialog)).toHaveTextContent('Kalan: ₺10,00');
    await user.click(within(dialog).getByRole('button', { name: '2. parçayı kaldır' }));
    expect(remaining(dialog)).toHaveTextContent('Kalan: ₺0,00');
    expect(calls.some((call) => call.url.endsWith('/post'))).toBe(false);
  });

  it('starts from the suggestion and shows the server’s refusal as it is', async () => {
    const user = userEvent.setup();
    const refusal = 'Bu tarih kapanmış bir döneme düşüyor: 12.11.2026 için kayıt yapılamaz.';
    const { calls } = renderBankPage(
      bankServer(undefined, {
        ...lookups,
        'POST /bank/lines/11/post': { status: 400, body: { description: refusal } },
      }),
    );
    const dialog = await openPost(user, 'Önerilen', 'AIDAT 1042-1');
    expect(within(dialog).getByRole('combobox', { name: 'Tür' })).toHaveTextContent('Tahsilat');
    expect(within(dialog).getByRole('textbox', { name: 'Tutar' })).toHaveValue('1000,00');
    expect(within(dialog).getByRole('combobox', { name: 'Sakin veya daire' })).toHaveValue('A Blok 5');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/bank/lines/11/post')?.body).toEqual({
      parts: [{ kind: 'collection', amount: 1000, apartment_id: 5 }],
    });
  });

  it('lets the manager pick one of several residents a suggestion names', async () => {
    const user = userEvent.setup();
    const lines = sampleLines();
    lines[0]!.suggestion = {
      ...suggestion,
      level: 4,
      apartment_id: null,
      reason_code: 'name_many',
      reason: 'Ayşe Yılmaz adı geçiyor, birden çok sakin uyuyor',
      target_name: null,
      candidates: [
        { resident_id: 21, apartment_id: 5, name: 'Ayşe Yılmaz (A Blok 5)' },
        { resident_id: 22, apartment_id: 8, name: 'Ayşe Yılmaz (B Blok 8)' },
      ],
    };
    const { calls } = renderBankPage(bankServer(lines, lookups));
    const row = within(await linesTable('Önerilen'))
      .getByText('AIDAT 1042-1')
      .closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Birden çok sakin uyuyor; birini seçin:');
    expect(within(row).queryByRole('button', { name: 'Kabul et' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ayşe Yılmaz (B Blok 8)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hareketi işle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/bank/lines/11/post')?.body).toEqual({
        parts: [{ kind: 'collection', amount: 1000, resident_id: 22 }],
      }),
    );
  });

  it('names every control of the inbox and of the post dialog (axe; jsdom cannot measure colours)', async () => {
    const user = userEvent.setup();
    const violations = async () =>
      (
        await axe.run(document.body, {
          // Without the app's layout the page has no landmarks of its own to sit in.
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
      );
    renderBankPage(bankServer(undefined, lookups));
    await linesTable('Önerilen');
    expect(await violations()).toEqual([]);
    const dialog = await openPost(user, 'Eşleşmeyen', 'EFT AYŞE YILMAZ');
    await user.click(within(dialog).getByRole('button', { name: 'Parça ekle' }));
    expect(await violations()).toEqual([]);
  }, 120_000);
});
