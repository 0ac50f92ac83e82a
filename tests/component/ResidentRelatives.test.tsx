import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentRelatives } from '../../src/resources/residents/ResidentRelatives';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const spouse = {
  id: 3,
  resident_id: 7,
  name: 'Ahmet',
  surname: 'Yılmaz',
  national_id: 10000000146,
  phone: '5321234567',
  relation: 'Eşi',
  lives_in: true,
};

describe('ResidentRelatives', () => {
  it('refuses an invalid TCKN before sending, then sends a valid one as an integer', async () => {
    const user = userEvent.setup({ delay: null });
    let relatives: unknown[] = [];
    const api = fakeApi({
      'GET /resident/parents': () => ({ body: { Records: relatives, TotalRecords: relatives.length } }),
      'POST /resident/parent': ({ body }) => {
        relatives = [{ id: 9, resident_id: 7, ...(body as object) }];
        return { body: { description: 'Yakın eklendi.', data: relatives[0] } };
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<ResidentRelatives residentId={7} />);

    expect(await screen.findByText('Kayıtlı yakını yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yakın ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yakın ekle' });
    const fill = async (name: RegExp, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/^Ad/, 'Elif');
    await fill(/^Soyad/, 'Demir');
    await fill(/^T\.C\. kimlik no/, '12345678901');
    await fill(/^Telefon/, '0532 765 43 21');
    await fill(/^Yakınlık/, 'Kızı');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Geçerli bir T.C. kimlik numarası giriniz')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    const nationalId = within(dialog).getByRole('textbox', { name: /^T\.C\. kimlik no/ });
    await user.clear(nationalId);
    await user.paste('100 000 001 46');
    expect(nationalId).toHaveValue('10000000146');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Yakın eklendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      resident_id: 7,
      name: 'Elif',
      surname: 'Demir',
      national_id: 10000000146,
      phone: '5327654321',
      relation: 'Kızı',
      lives_in: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Elif Demir' })).toBeInTheDocument();
  });

  it('edits and deletes a relative', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /resident/parents': { body: { Records: [spouse], TotalRecords: 1 } },
      'PUT /resident/parent': ({ body }) => ({ body: { description: 'Yakın güncellendi.', data: body } }),
      'DELETE /resident/parent': { body: { description: 'Yakın silindi.' } },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<ResidentRelatives residentId={7} />);

    const row = (await screen.findByRole('cell', { name: 'Ahmet Yılmaz' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('0532 123 45 67');
    expect(row).toHaveTextContent('Evet');

    await user.click(screen.getByRole('button', { name: 'Yakını düzenle: Ahmet Yılmaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yakını düzenle' });
    expect(within(dialog).getByRole('textbox', { name: /^T\.C\. kimlik no/ })).toHaveValue('10000000146');
    await user.click(within(dialog).getByRole('switch', { name: 'Dairede oturuyor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Yakın güncellendi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: 3,
      resident_id: 7,
      name: 'Ahmet',
      surname: 'Yılmaz',
      national_id: 10000000146,
      phone: '5321234567',
      relation: 'Eşi',
      lives_in: false,
    });

    await user.click(screen.getByRole('button', { name: 'Yakını sil: Ahmet Yılmaz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ahmet Yılmaz silinsin mi?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Yakın silindi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 3 });
  });
});
