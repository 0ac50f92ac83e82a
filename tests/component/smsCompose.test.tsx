import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionLevels } from '../../common/permissions';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { SmsComposePage } from '../../src/pages/sms/SmsComposePage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const list = (records: unknown[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

const residents = [
  {
    id: 11,
    name: 'Ayşe',
    surname: 'Yılmaz',
    phone: '5321112233',
    apartments: [{ apartment_id: 1, building_name: 'A Blok', identifier: '12', type_name: 'Ev sahibi' }],
  },
  {
    id: 12,
    name: 'Mehmet',
    surname: 'Demir',
    phone: null,
    apartments: [{ apartment_id: 2, building_name: 'A Blok', identifier: '3', type_name: 'Kiracı' }],
  },
];

const preview = (overrides: Record<string, unknown> = {}) => ({
  body: {
    description: '',
    data: {
      recipients: [
        {
          resident_id: 11,
          non_member_id: null,
          name: 'Ayşe Yılmaz',
          phone: '5321112233',
          text: 'Sayın Ayşe Yılmaz, A Blok 12 aidatınızı hatırlatırız.',
          characters: 53,
          encoding: 'turkish',
          parts: 1,
        },
      ],
      left_out: [{ name: 'Mehmet Demir', phone: null, reason: 'Geçerli bir cep telefonu yok.' }],
      merged: 0,
      total_recipients: 1,
      total_parts: 1,
      credits: 500,
      enough: true,
      commercial: false,
      ...overrides,
    },
  },
});

function showCompose(
  routes: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)> = {},
  levels: Partial<PermissionLevels> | null = null,
) {
  const api = fakeApi({
    'GET /sms/credits': { body: { credits: 500 } },
    'GET /sms/templates': list([
      {
        id: 7,
        name: 'Aidat hatırlatma',
        sms_template_type: 2,
        message: 'Sayın {ad_soyad}, {daire} aidatınızı hatırlatırız.',
        commercial: false,
      },
    ]),
    'POST /buildings': list([{ id: 1, name: 'A Blok' }]),
    'POST /resident/all': list(residents),
    'POST /group/sms/preview': preview(),
    ...routes,
  });
  http.defaults.adapter = api.adapter;
  const user = levels ? person('sub', levels) : person('main');
  renderPage(<SmsComposePage />, {
    route: '/sms',
    authProvider: {
      ...signedInAs(user),
      canAccess: async (params: { resource: string; action: string }) =>
        canAccess(accessSubject(user), params),
    },
  });
  return api;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Mesaj' });
const write = (text: string) => fireEvent.change(messageBox(), { target: { value: text } });

/** Ticks every resident of the list, writes a message and opens the preview. */
async function previewToEveryone(user: ReturnType<typeof userEvent.setup>, text = 'Sayın {ad_soyad}') {
  await screen.findByText('Ayşe Yılmaz');
  await user.click(screen.getByRole('checkbox', { name: 'Listedeki herkesi seç (tüm sayfalar)' }));
  write(text);
  await user.click(screen.getByRole('button', { name: 'Önizle' }));
  return screen.findByRole('dialog', { name: 'Gönderim önizlemesi' });
}

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
    expect(row).toHaveTextContent('532 111 22 33');
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
      ),
    ).toBeInTheDocument();
  });
});

describe('bulk SMS: the other audiences', () => {
  it('previews a building’s owners with building_ids and resident_type', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({ 'POST /building/sms/preview': preview() });
    await user.click(screen.getByRole('tab', { name: 'Binalar' }));
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Binalar' }));
    await user.click(await screen.findByRole('option', { name: 'A Blok' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Ev sahipleri' }));
    write('Su kesintisi yarın 10:00-14:00.');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('dialog');
    expect(api.calls.find((call) => call.url === '/building/sms/preview')!.body).toMatchObject({
      building_ids: [1],
      resident_type: 1,
      all_data: true,
    });
  });

  it('lists debtors from GET /debt/sms with the minimum amount and previews them all, later', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({
      'GET /debt/sms': list([
        {
          resident_id: 11,
          name: 'Ayşe Yılmaz',
          phone: '5321112233',
          apartments: 'A Blok 12',
          debt: '1.250,00 TL',
          oldest_due_date: '01.10.2026',
          overdue_days: 55,
          sms_opt_out: false,
        },
      ]),
      'POST /debt/sms/preview': preview(),
    });
    await user.click(screen.getByRole('tab', { name: 'Borçlular' }));
    await user.type(screen.getByRole('textbox', { name: 'En az borç (₺)' }), '1.000,00');
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/debt/sms' && call.params.min_amount === 1000)).toBe(
        true,
      ),
    );
    const row = (await screen.findByText('A Blok 12')).closest('tr')!;
    expect(row).toHaveTextContent('₺1.250,00');
    expect(within(row).getByRole('checkbox')).toBeChecked();

    write('Sayın {ad_soyad}, {borc} borcunuz var.');
    await user.click(screen.getByRole('radio', { name: 'İleri tarihte' }));
    await user.type(screen.getByRole('textbox', { name: 'Tarih' }), '01.12.2099');
    fireEvent.change(screen.getByLabelText(/^Saat/), { target: { value: '09:30' } });
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('dialog');
    expect(api.calls.find((call) => call.url === '/debt/sms/preview')!.body).toMatchObject({
      min_amount: 1000,
      overdue_days: null,
      all_data: true,
      not_sending: [],
      is_future_date: true,
      future_date: { hour: 9, minute: 30, start_date: '01.12.2099' },
      continually: false,
    });
  });

  it('previews the chosen debt and dues groups with group_ids', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({
      'GET /groups/all': (request: FakeRequest) =>
        request.params.type === 1
          ? list([{ id: 4, name: 'Asansör', amount: 100 }])
          : list([{ id: 9, name: 'Aidat 2026', amount: 750 }]),
      'POST /sms/groups/preview': preview(),
    });
    await user.click(screen.getByRole('tab', { name: 'Gruplar' }));
    await user.click(screen.getByRole('combobox', { name: 'Gruplar' }));
    await user.click(await screen.findByRole('option', { name: 'Asansör' }));
    await user.click(screen.getByRole('option', { name: 'Aidat 2026' }));
    await user.keyboard('{Escape}');
    write('Toplantı cuma 19:00.');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('dialog');
    expect(api.calls.find((call) => call.url === '/sms/groups/preview')!.body).toMatchObject({
      group_ids: [4, 9],
      resident_type: 0,
      all_data: true,
    });
  });

  it('previews the ticked non-members by their own ids', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({
      'GET /non/members': list([
        { id: 31, name: 'Kapıcı Hüseyin', phone: '5351234567' },
        { id: 32, name: 'Yıldız Asansör', phone: '5369876543' },
      ]),
      'POST /non/member/sms/preview': preview(),
    });
    await user.click(screen.getByRole('tab', { name: 'Üye olmayanlar' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Yıldız Asansör seç' }));
    expect(screen.getByText('1 kişi seçildi')).toBeInTheDocument();
    write('Yarın bakım var.');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    await screen.findByRole('dialog');
    expect(api.calls.find((call) => call.url === '/non/member/sms/preview')!.body).toMatchObject({
      all_data: false,
      sending: [32],
      not_sending: [],
    });
  });

  it('tells a user who may not list residents to use the other tabs, without asking for the list', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showCompose({}, { show_sms: 1, send_sms: 1 });
    expect(
      await screen.findByText(
        'Sakin listesini görme yetkiniz yok. Binalar, Gruplar veya Borçlular sekmesinden gönderebilirsiniz.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Binalar' }));
    expect(screen.getByRole('combobox', { name: 'Binalar' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/resident/all')).toBe(false);
  });
});

describe('bulk SMS: a send time that has passed', () => {
  /** Ticks everyone, writes a message and picks "İleri tarihte" on the given day and time. */
  async function scheduleAt(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
    await screen.findByText('Ayşe Yılmaz');
    await user.click(screen.getByRole('checkbox', { name: 'Listedeki herkesi seç (tüm sayfalar)' }));
    write('Sayın {ad_soyad}');
    await user.click(screen.getByRole('radio', { name: 'İleri tarihte' }));
    await user.type(screen.getByRole('textbox', { name: 'Tarih' }), date);
    fireEvent.change(screen.getByLabelText(/^Saat/), { target: { value: time } });
  }

  it('says under the date that the day has passed, and "Hemen" makes the send possible', async () => {
    const user = userEvent.setup({ delay: null });
    showCompose();
    await scheduleAt(user, '1.5.2020', '09:30');
    expect(screen.getByRole('textbox', { name: 'Tarih' })).toHaveAccessibleDescription(
      '01.05.2020 geçti: bugünü ya da ileri bir günü seçiniz.',
    );
    expect(
      screen.getByText("Geçmiş bir zaman seçilemez. Mesajı şimdi göndermek için 'Hemen'i seçiniz."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeDisabled();
    expect(screen.getByText('Gönderimin işaretli tarih ve saatini düzeltiniz.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: "'Hemen' seç" }));
    expect(screen.getByRole('radio', { name: 'Hemen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeEnabled();
  });

  it('marks the date and the time when the server refuses the send for its time', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal =
      "Seçilen gönderim zamanı geçti: ileri bir tarih ve saat seçiniz ya da şimdi göndermek için 'Hemen'i seçiniz.";
    showCompose({
      'POST /group/sms/send': {
        status: 400,
        body: { description: 'Lütfen işaretli alanları düzeltiniz.', errors: { future_date: refusal } },
      },
    });
    await scheduleAt(user, '01.01.2099', '09:30');
    await user.click(screen.getByRole('button', { name: 'Önizle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderim önizlemesi' });
    await user.click(await within(dialog).findByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Tarih' })).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('textbox', { name: 'Tarih' })).toBeInvalid();
    expect(screen.getByLabelText(/^Saat/)).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeDisabled();
    // Changing the time clears the refusal.
    fireEvent.change(screen.getByLabelText(/^Saat/), { target: { value: '10:00' } });
    expect(screen.getByRole('button', { name: 'Önizle' })).toBeEnabled();
  });
});
