/** The bulk SMS page: the live counter, the message, the preview and the send. The other audiences and the send time: smsComposeAudiences.test.tsx. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelledCells, onPhone, turnsIntoCards } from './phoneCardsCheck';
import { messageBox, preview, previewToEveryone, showCompose, write } from './smsComposeScene';

describe('bulk SMS: the live counter', () => {
  it('counts 160 plain characters as one SMS and 161 as two', async () => {
    showCompose();
    await screen.findByText('SMS krediniz: 500');
    write('a'.repeat(160));
    expect(screen.getByText('160 karakter · Standart · 1 SMS')).toBeInTheDocument();
    write('a'.repeat(161));
    expect(screen.getByText('161 karakter · Standart · 2 SMS')).toBeInTheDocument();
  });

  it('switches to the Turkish encoding: one SMS up to 155 characters, two at 156', async () => {
    showCompose();
    write(`ş${'a'.repeat(154)}`);
    expect(await screen.findByText('155 karakter · Türkçe · 1 SMS')).toBeInTheDocument();
    write(`ş${'a'.repeat(155)}`);
    expect(screen.getByText('156 karakter · Türkçe · 2 SMS')).toBeInTheDocument();
  });

  it('counts merge fields with their example values and warns past seven SMS', async () => {
    showCompose();
    // {ad} is counted as "Ayşe": Turkish, 4 characters.
    write('{ad}');
    expect(await screen.findByText('4 karakter · Türkçe · 1 SMS')).toBeInTheDocument();
    expect(screen.queryByText(/en fazla 7 SMS/)).not.toBeInTheDocument();
    write('a'.repeat(153 * 7 + 1));
    expect(screen.getByText('Bir mesaj en fazla 7 SMS olabilir. Lütfen kısaltın.')).toBeInTheDocument();
  });

  it('names a field the list does not have and does not preview until it is corrected', async () => {
    const user = userEvent.setup({ delay: null });
    showCompose();
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('checkbox', { name: 'Ayşe Yılmaz seç' }));
    write('Sayın {isim}');
    expect(screen.getByText('Bilinmeyen alan: {isim}. Listeden bir alan seçin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeDisabled();
    write('Sayın {ad}');
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeEnabled();
  });
});

describe('bulk SMS: the message', () => {
  it('fills the text from the chosen template and sends its id', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose();
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('combobox', { name: 'Şablon' }));
    await user.click(await screen.findByRole('option', { name: 'Aidat hatırlatma' }));
    expect(messageBox()).toHaveValue('Sayın {ad_soyad}, {daire} aidatınızı hatırlatırız.');

    await user.click(screen.getByRole('checkbox', { name: 'Ayşe Yılmaz seç' }));
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('dialog');
    const body = api.calls.find((call) => call.url === '/group/sms/preview')!.body;
    expect(body).toMatchObject({
      message: 'Sayın {ad_soyad}, {daire} aidatınızı hatırlatırız.',
      sms_template_id: 7,
      all_data: false,
      sending: [11],
      not_sending: [],
    });
  });

  it('inserts a merge field where the cursor is', async () => {
    const user = userEvent.setup({ delay: null });
    showCompose();
    write('Merhaba , borcunuz var.');
    messageBox().focus();
    (messageBox() as HTMLTextAreaElement).setSelectionRange(8, 8);
    await user.click(screen.getByRole('button', { name: 'Alan ekle' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ad soyad/ }));
    expect(messageBox()).toHaveValue('Merhaba {ad_soyad}, borcunuz var.');
  });
});

describe('bulk SMS: preview and send', () => {
  it('previews everyone but the unticked: recipients with their own text, the left out with reasons, totals', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose();
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('checkbox', { name: 'Listedeki herkesi seç (tüm sayfalar)' }));
    expect(screen.getByText('Ayşe Yılmaz').closest('tr')).toHaveTextContent('A Blok 12 (Ev sahibi)');
    await user.click(screen.getByRole('checkbox', { name: 'Mehmet Demir seç' }));
    expect(screen.getByText('Listedeki herkes, 1 kişi hariç (1 kişi)')).toBeInTheDocument();
    write('Sayın {ad_soyad}, {daire} aidatınızı hatırlatırız.');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderim önizlemesi' });

    const recipients = within(dialog).getByRole('table', { name: 'Alıcılar' });
    const row = within(recipients).getByText('Ayşe Yılmaz').closest('tr')!;
    expect(row).toHaveTextContent('Sayın Ayşe Yılmaz, A Blok 12 aidatınızı hatırlatırız.');
    expect(row).toHaveTextContent('0532 111 22 33');
    const leftOut = within(dialog).getByRole('table', { name: 'Gönderilmeyecekler (1)' });
    expect(within(leftOut).getByText('Mehmet Demir').closest('tr')).toHaveTextContent(
      'Geçerli bir cep telefonu yok.',
    );
    expect(within(dialog).getByText('Mevcut kredi').nextSibling).toHaveTextContent('500');
    expect(api.calls.find((call) => call.url === '/group/sms/preview')!.body).toMatchObject({
      all_data: true,
      sending: [],
      not_sending: [12],
      building_id: null,
      key: null,
      is_future_date: false,
      continually: false,
    });
  });

  it('sends and shows the answer’s description; the message box is emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({
      'POST /group/sms/send': {
        body: {
          description: '1 kişiye 1 SMS (1 kredi) gönderim kuyruğuna alındı.',
          data: { campaign_id: 3, recipients: 1, parts: 1, scheduled_at: null, sms_job_id: null },
        },
      },
    });
    const dialog = await previewToEveryone(user);
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(
      await screen.findByText('1 kişiye 1 SMS (1 kredi) gönderim kuyruğuna alındı.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(messageBox()).toHaveValue('');
    expect(api.calls.find((call) => call.url === '/group/sms/send')!.body).toMatchObject({
      all_data: true,
      message: 'Sayın {ad_soyad}',
    });
  });

  it('shows a refusal as an error and keeps the message', async () => {
    const user = userEvent.setup({ delay: null });
    showCompose({
      'POST /group/sms/send': {
        status: 409,
        body: {
          description:
            'SMS krediniz yetersiz: bu gönderim 250 kredi gerektiriyor, hesabınızda 100 kredi var.',
        },
      },
    });
    const dialog = await previewToEveryone(user);
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(
      await within(dialog).findByText(
        'SMS krediniz yetersiz: bu gönderim 250 kredi gerektiriyor, hesabınızda 100 kredi var.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(messageBox()).toHaveValue('Sayın {ad_soyad}');
    expect(screen.getByRole('checkbox', { name: 'Ayşe Yılmaz seç' })).toBeChecked();
  });

  it('does not let a user without the send right send, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({}, { show_sms: 1, send_sms: 0, show_resident_and_apartments: 1 });
    const dialog = await previewToEveryone(user);
    await within(dialog).findByText('Ayşe Yılmaz');
    const send = within(dialog).getByRole('button', { name: 'Gönder' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Mesaj hazırlayıp önizleyebilirsiniz, ancak SMS gönderme yetkiniz yok.',
    );
    expect(api.calls.some((call) => call.url === '/group/sms/send')).toBe(false);
  });

  it('does not send when the credits are not enough, and says how many are needed', async () => {
    const user = userEvent.setup({ delay: null });
    showCompose({ 'POST /group/sms/preview': preview({ total_parts: 620, credits: 500, enough: false }) });
    const dialog = await previewToEveryone(user);
    await within(dialog).findByText('Ayşe Yılmaz');
    expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Krediniz yetersiz: bu gönderim 620 kredi gerektiriyor, hesabınızda 500 kredi var.',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Lisans ve paketler sayfasından SMS kredisi alın' }),
    ).toHaveAttribute('href', '/licence');
  });
});

describe('bulk SMS on a phone (390 px)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each resident as a card with its box, and chooses everyone from the line above the cards', async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    showCompose();
    const row = (await screen.findByText('Ayşe Yılmaz')).closest('tr')!;
    expect(turnsIntoCards(screen.getByRole('table', { name: 'Sakinler' }))).toBe(true);
    expect(labelledCells(row)).toEqual(['Telefon: 0532 111 22 33', 'Daireler: A Blok 12 (Ev sahibi)']);
    expect(within(row).getByRole('checkbox', { name: 'Ayşe Yılmaz seç' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Listedeki herkesi seç (tüm sayfalar)' }));
    expect(screen.getByText(/Listedeki herkes/)).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeChecked();
  });
});
