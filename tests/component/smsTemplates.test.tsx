import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { SmsTemplateList } from '../../src/resources/sms-templates/SmsTemplateList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const reminder = {
  id: 3,
  name: 'Aidat hatırlatma',
  sms_template_type: 2,
  message: 'Sayın {ad_soyad}, {borc} borcunuz bulunmaktadır.',
  commercial: false,
};

function renderTemplates() {
  const api = fakeApi({
    'GET /sms/templates': { body: { Records: [reminder], TotalRecords: 1, Page: 1, PerPage: 10 } },
    'POST /sms/template': {
      body: { description: 'Şablon kaydedildi.', data: { ...reminder, id: 4, name: 'Duyuru' } },
    },
    'PUT /sms/template/3': { body: { description: 'Şablon güncellendi.', data: reminder } },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="sms-templates">
      <SmsTemplateList />
    </ResourceContextProvider>,
    { route: '/sms-templates' },
  );
  return api.calls;
}

describe('SMS templates', () => {
  it('lists a template with its type in Turkish and whether it is commercial', async () => {
    renderTemplates();
    const row = (await screen.findByText('Aidat hatırlatma')).closest('tr')!;
    expect(row).toHaveTextContent('Borç hatırlatma');
    expect(row).toHaveTextContent('Sayın {ad_soyad}, {borc} borcunuz bulunmaktadır.');
    expect(row).toHaveTextContent('Hayır');
  });

  it('refuses an unknown field before saving, inserts a field from the list and counts the parts', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderTemplates();
    await screen.findByText('Aidat hatırlatma');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni SMS şablonu' });
    await user.type(within(dialog).getByRole('textbox', { name: /Şablon adı/ }), 'Duyuru');
    const message = within(dialog).getByRole('textbox', { name: /Mesaj/ });
    // "{{" types one brace.
    await user.type(message, 'Merhaba {{isim}');
    expect(within(dialog).getByText('Bilinmeyen alan: {isim}. Listeden bir alan seçin.')).toBeInTheDocument();
    // Kaydet is disabled while the form checks what was typed (react-admin's SaveButton): a slow machine's click
    // could land in that moment.
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(message);
    await user.type(message, 'Merhaba ');
    await user.click(within(dialog).getByRole('button', { name: 'Alan ekle' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Ad soyad/ }));
    expect(message).toHaveValue('Merhaba {ad_soyad}');
    expect(within(dialog).queryByText(/Bilinmeyen alan/)).not.toBeInTheDocument();
    // "Merhaba Ayşe Yılmaz" with its example: 19 characters, one SMS.
    expect(within(dialog).getByText(/^19 karakter · 1 SMS/)).toBeInTheDocument();

    // 160 characters with the Turkish ş: more than one 155-character part, so 2 SMS.
    await user.type(message, ` ${'ş'.repeat(140)}`);
    expect(within(dialog).getByText(/^160 karakter · 2 SMS/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: /Ticari ileti/ }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Şablon kaydedildi.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Duyuru',
        sms_template_type: 1,
        message: `Merhaba {ad_soyad} ${'ş'.repeat(140)}`,
        commercial: true,
      }),
    );
  });

  it('says in the field menu what each field holds, and warns that {bina} {daire} repeats the building (issue 26)', async () => {
    const user = userEvent.setup({ delay: null });
    renderTemplates();
    await screen.findByText('Aidat hatırlatma');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni SMS şablonu' });
    const message = within(dialog).getByRole('textbox', { name: /Mesaj/ });
    await user.click(within(dialog).getByRole('button', { name: 'Alan ekle' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Daire (bina adıyla) {daire} · örn. A Blok 12' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: 'Dairenin ödeme kodu {odeme_kodu} · örn. 1042-1' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Bina / blok {bina} · örn. A Blok' }));
    expect(message).toHaveValue('{bina}');
    await user.type(message, ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Alan ekle' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Daire \(bina adıyla\)/ }));
    expect(message).toHaveValue('{bina} {daire}');
    expect(
      within(dialog).getByText(
        '{daire} bina adını da içerir (A Blok 12): {bina} {daire} yazılırsa bina adı iki kez çıkar (A Blok A Blok 12). Daire için yalnızca {daire} yeterlidir.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a template with its id in the address, as the contract says', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderTemplates();
    await user.click(await screen.findByText('Aidat hatırlatma'));
    const dialog = await screen.findByRole('dialog', { name: 'Düzenle: Aidat hatırlatma' });
    // A debt reminder has no payment fields to offer.
    await user.click(within(dialog).getByRole('button', { name: 'Alan ekle' }));
    expect(await screen.findByRole('menuitem', { name: /^Açık borç/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Tahsilat tutarı/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Şablon güncellendi.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/sms/template/3');
    expect(put?.body).toEqual({
      name: 'Aidat hatırlatma',
      sms_template_type: 2,
      message: 'Sayın {ad_soyad}, {borc} borcunuz bulunmaktadır.',
      commercial: false,
    });
  });
});
