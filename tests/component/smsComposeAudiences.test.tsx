/** The bulk SMS page: the audiences other than the resident list, and a send time that has passed. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from './fakeApi';
import { list, preview, showCompose, write } from './smsComposeScene';

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
