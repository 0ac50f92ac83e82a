import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApartmentEdit } from '../../src/resources/apartments/ApartmentForm';
import { CurrentAccountList } from '../../src/resources/current-accounts/CurrentAccountList';
import { renderPage } from './renderPage';

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

describe('the bank fields of suppliers and flats', () => {
  it('keeps a supplier’s IBAN and bank matching code, refusing an IBAN that is not TR and 24 digits', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<CurrentAccountList />, {
      route: '/current-accounts',
      resource: 'current-accounts',
      api: {
        'GET /current/accounts': list([]),
        'POST /current/account': {
          body: { description: 'Cari hesap eklendi.', data: { id: 4, name: 'Elektrik' } },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Ad(?!res)/ }), 'Asansör Bakım Ltd');
    const code = within(dialog).getByRole('textbox', { name: /Banka eşleştirme kodu/ });
    expect(code).toHaveAccessibleDescription(
      'Bu kod banka açıklamasında geçerse ödeme bu tedarikçiye önerilir.',
    );
    const iban = within(dialog).getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'DE89 3704 0044');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('IBAN’ı TR ve 24 rakam olarak giriniz (boşluk olabilir)'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(iban);
    await user.type(iban, 'TR33 0006 1005 1978 6457 8413 26');
    await user.type(code, 'ASNBKM');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Cari hesap eklendi.');
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      name: 'Asansör Bakım Ltd',
      iban: 'TR330006100519786457841326',
      bank_code: 'ASNBKM',
    });
  });

  it('shows the flat’s payment code on its edit page without offering to change it', async () => {
    const flat = {
      id: 5,
      building_id: 2,
      building_name: 'A Blok',
      group_id: null,
      group_name: null,
      identifier: '12',
      area: null,
      land: null,
      payment_code: '1042-1',
    };
    renderPage(<ApartmentEdit />, {
      route: '/apartments/5',
      path: '/apartments/:id',
      resource: 'apartments',
      api: {
        'GET /apartment?id=5': { body: { description: '', data: flat } },
        'GET /groups/all': list([]),
        'GET /building': list([{ id: 2, name: 'A Blok', apartment_limit: 20 }]),
      },
    });
    expect(await screen.findByText('1042-1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Ödeme kodu')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Ödeme kodu/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Havale/EFT açıklamasına yazılırsa ödeme bu daireye işlenir.'),
    ).toBeInTheDocument();
  });
});
