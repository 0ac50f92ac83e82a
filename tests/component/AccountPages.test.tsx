import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { fullPermissions, type PermissionLevels } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { PageGate } from '../../src/layout/PageGate';
import { ChangePasswordPage } from '../../src/pages/change-password/ChangePasswordPage';
import { ForgotPasswordPage } from '../../src/pages/forgot-password/ForgotPasswordPage';
import { ProfilePage } from '../../src/pages/profile/ProfilePage';
import { RegisterPage } from '../../src/pages/register/RegisterPage';
import { settingsPage } from '../../src/pages/settings';
import { SettingsPage } from '../../src/pages/settings/SettingsPage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

/** The pages call the real `http` client; its adapter answers like the server. */
function serve(routes: Record<string, FakeReply | ((request: FakeRequest) => FakeReply)>) {
  const api = fakeApi(routes);
  http.defaults.adapter = api.adapter;
  return api;
}

const owner = {
  id: 3,
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: null,
  phone: '5321234567',
  national_id: null,
  assoc_name: 'Yeşilvadi Sitesi',
  role: 'main',
  logo: null,
  branchs: [],
} as unknown as CurrentUser;

const invalid = (description: string, errors: Record<string, string>): FakeReply => ({
  status: 400,
  body: { description, errors },
});

function renderSignedIn(page: ReactElement, user: CurrentUser = owner) {
  authStore.setSession('token-1', user);
  renderPage(page, { authProvider: createAuthProvider(discoverRegistry(), http) });
}

describe('register', () => {
  it('marks a wrong code invalid with the server message, then creates the account', async () => {
    const api = serve({
      'GET /register/send/code': { body: { description: 'Doğrulama kodu telefonunuza gönderildi.' } },
      'GET /register/control/code': (request) =>
        request.params.code === '123456'
          ? { body: { description: 'Kod doğrulandı.' } }
          : invalid('Kod hatalı veya süresi dolmuş.', { code: 'Kod hatalı.' }),
      'POST /register': { body: { description: 'Kaydınız tamamlandı.', token: 'token-new', user: owner } },
    });
    const person = userEvent.setup();
    renderPage(<RegisterPage />);

    await person.type(screen.getByLabelText(/Cep telefonu/), '532 123 45 67');
    await person.click(screen.getByRole('button', { name: 'Kod gönder' }));
    expect(await screen.findByText('Doğrulama kodu telefonunuza gönderildi.')).toBeInTheDocument();
    expect(api.calls[0]?.params).toEqual({ phone: '5321234567' });

    const code = await screen.findByLabelText(/Doğrulama kodu/);
    await person.type(code, '000000');
    await person.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod hatalı veya süresi dolmuş.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Kod geçersiz. SMS’i kontrol ediniz veya yeni kod isteyiniz.'),
    ).toBeInTheDocument();

    await person.clear(code);
    await person.type(code, '123456');
    await person.click(screen.getByRole('button', { name: 'Doğrula' }));
    await person.type(await screen.findByLabelText(/Site \/ dernek adı/), 'Yeşilvadi Sitesi');
    await person.type(screen.getByLabelText(/^Ad/), 'Ayşe');
    await person.type(screen.getByLabelText(/^Soyad/), 'Yılmaz');
    await person.type(screen.getByLabelText(/^Şifre/), 'kisa');
    expect(screen.getByRole('button', { name: 'Hesabı oluştur' })).toBeDisabled();
    await person.type(screen.getByLabelText(/^Şifre/), '-ama-yeterli');
    // jsdom cannot load '/', and says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await person.click(screen.getByRole('button', { name: 'Hesabı oluştur' }));

    await waitFor(() => expect(localStorage.getItem('auth')).toBe('token-new'));
    expect(api.calls.at(-1)?.body).toEqual({
      phone: '5321234567',
      assoc_name: 'Yeşilvadi Sitesi',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: null,
      password: 'kisa-ama-yeterli',
    });
  });
});

describe('forgot password', () => {
  async function sendCode(person: ReturnType<typeof userEvent.setup>) {
    await person.type(screen.getByLabelText(/Cep telefonu/), '5321234567');
    await person.click(screen.getByRole('button', { name: 'Kod gönder' }));
  }

  it('stays on the phone step when the code cannot be sent', async () => {
    serve({ 'POST /lost/password': { status: 429, body: { description: 'Çok fazla deneme yaptınız.' } } });
    const person = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await sendCode(person);
    expect(await screen.findByText('Çok fazla deneme yaptınız.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kod gönder' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/SMS ile gelen kod/)).toBeNull();
  });

  it('keeps the form on a wrong code, then renews the password', async () => {
    let tries = 0;
    const api = serve({
      'POST /lost/password': { body: { description: 'Şifre yenileme kodu gönderildi.' } },
      'POST /renew/password': () =>
        ++tries === 1
          ? invalid('Lütfen işaretli alanları düzeltiniz.', { code: 'Kod hatalı.' })
          : { body: { description: MESSAGES.passwordChanged } },
    });
    const person = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await sendCode(person);
    expect(await screen.findByRole('button', { name: 'Kodu tekrar gönder' })).toBeInTheDocument();

    await person.type(screen.getByLabelText(/SMS ile gelen kod/), '111111');
    await person.type(screen.getByLabelText(/^Yeni şifre \*?$/), 'yeni-sifre-1');
    await person.type(screen.getByLabelText(/Yeni şifre \(tekrar\)/), 'yeni-sifre-1');
    await person.click(screen.getByRole('button', { name: 'Şifreyi yenile' }));
    expect(await screen.findByText('Kod hatalı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şifreyi yenile' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Şifreyi yenile' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute('href', '/login');
    expect(api.calls.at(-1)?.body).toEqual({
      phone: '5321234567',
      new_password: 'yeni-sifre-1',
      code: '111111',
    });
  });

  it('starts over from the phone step', async () => {
    serve({ 'POST /lost/password': { body: { description: 'Şifre yenileme kodu gönderildi.' } } });
    const person = userEvent.setup();
    renderPage(<ForgotPasswordPage />);
    await sendCode(person);
    await person.click(await screen.findByRole('button', { name: 'Baştan başla' }));
    expect(screen.getByRole('button', { name: 'Kod gönder' })).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('refuses a logo over 2 MB without sending it', async () => {
    const api = serve({ 'GET /me': { body: { description: '', data: owner } } });
    renderSignedIn(<ProfilePage />);
    const input = await screen.findByLabelText('Logo yükle', { selector: 'input' });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(
      await screen.findByText('Logo en fazla 2 MB olabilir. Daha küçük bir dosya seçiniz.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/logo')).toBe(false);
  });

  it('uploads a logo as the multipart field logo and shows it', async () => {
    const api = serve({
      'GET /me': { body: { description: '', data: owner } },
      'PUT /logo': {
        body: { description: 'Logo güncellendi.', data: { logo: '/api/logo/file/abcdefghijklmnop' } },
      },
    });
    renderSignedIn(<ProfilePage />);
    const input = await screen.findByLabelText('Logo yükle', { selector: 'input' });
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo güncellendi.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.url === '/logo')?.body as FormData;
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(screen.getByAltText('Yeşilvadi Sitesi logosu')).toHaveAttribute(
      'src',
      '/api/logo/file/abcdefghijklmnop',
    );
  });

  it("checks the T.C. number and shows the server's field errors", async () => {
    const api = serve({
      'GET /me': { body: { description: '', data: owner } },
      'PUT /user': invalid('Lütfen işaretli alanları düzeltiniz.', {
        email: 'Bu e-posta başka bir hesapta.',
      }),
    });
    const person = userEvent.setup();
    renderSignedIn(<ProfilePage />);
    const nationalId = await screen.findByLabelText(/T\.C\. kimlik no/);
    await person.type(nationalId, '12345678901');
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçerli bir T.C. kimlik numarası giriniz')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/user')).toBe(false);

    await person.clear(nationalId);
    await person.type(nationalId, '10000000146');
    await person.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu e-posta başka bir hesapta.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === '/user')?.body).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      national_id: '10000000146',
      assoc_name: 'Yeşilvadi Sitesi',
    });
  });
});

describe('change password', () => {
  it('shows a wrong current password under its field, then stores the fresh session', async () => {
    let tries = 0;
    serve({
      'GET /change/password': { body: { description: '', data: { password_changed_at: '01.03.2025' } } },
      'PUT /change/password': () =>
        ++tries === 1
          ? invalid('Lütfen işaretli alanları düzeltiniz.', { old_password: 'Mevcut şifreniz hatalı.' })
          : { body: { description: MESSAGES.passwordChanged, token: 'token-2', user: owner } },
    });
    const person = userEvent.setup();
    renderSignedIn(<ChangePasswordPage />);
    expect(await screen.findByText('Şifreniz en son 01.03.2025 tarihinde değiştirildi.')).toBeInTheDocument();
    await person.type(screen.getByLabelText(/Mevcut şifre/), 'yanlis');
    await person.type(screen.getByLabelText(/^Yeni şifre \*?$/), 'yeni-sifre-1');
    await person.type(screen.getByLabelText(/Yeni şifre \(tekrar\)/), 'yeni-sifre-1');
    await person.click(screen.getByRole('button', { name: 'Şifre değiştir' }));
    expect(await screen.findByText('Mevcut şifreniz hatalı.')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Şifre değiştir' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBe('token-2');
  });
});

describe('settings', () => {
  const settings = {
    auto_payment_advance_payments: true,
    birth_day: false,
    birth_day_message_template: null,
    remin_debt: true,
    remind_debt_with_since_day: 10,
    send_payment_message: false,
    payment_message_template: 'Ödemeniz alındı.',
    books_closed_through: null,
    mail_receipts: false,
    mail_statements: false,
    bank_auto_levels: [1],
  };
  const licence = {
    licence_end: '31.12.2026',
    days_left: 120,
    is_expired: false,
    apartment_limit: 50,
    apartment_count: 12,
    sms_credits: 900,
  };
  const sub = (levels: Partial<PermissionLevels>) =>
    ({ ...owner, role: 'sub', ...fullPermissions(0), ...levels }) as CurrentUser;

  it('lets a viewer see the settings and the licence, but not save', async () => {
    serve({
      'GET /settings': { body: { description: '', data: settings } },
      'GET /licance': { body: { description: '', data: licence } },
    });
    renderSignedIn(<SettingsPage />, sub({ show_settings: 1 }));
    expect(await screen.findByLabelText(/avans bakiyesinden otomatik öde/)).toBeChecked();
    expect(
      screen.getByText('Ayarları görüntüleyebilirsiniz ancak değiştirme yetkiniz yok.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    const card = within(screen.getByRole('heading', { name: 'Lisans' }).closest('div') as HTMLElement);
    expect(card.getByText('31.12.2026')).toBeInTheDocument();
    expect(card.getByText('12 / 50')).toBeInTheDocument();
    expect(card.getByText('900')).toBeInTheDocument();
  });

  it('saves the settings for a user with edit access, the reminder fields sent back as read', async () => {
    const api = serve({
      'GET /settings': { body: { description: '', data: settings } },
      'PUT /settings': (request) => ({
        body: { description: 'Ayarlar kaydedildi.', data: request.body },
      }),
    });
    const person = userEvent.setup();
    renderSignedIn(<SettingsPage />);
    await person.click(await screen.findByLabelText(/doğum günü mesajı gönder/));
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    // remin_debt and its days are the first reminder rule's (Hatırlatmalar): unchanged, so the rule stays.
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...settings, birth_day: true });
  });

  it('sends the manager to Hatırlatmalar for debt reminders instead of a switch of its own', async () => {
    serve({ 'GET /settings': { body: { description: '', data: settings } } });
    renderSignedIn(<SettingsPage />);
    const link = await screen.findByRole('link', { name: 'Hatırlatmalar sayfasına git' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/reminders$/));
    expect(
      screen.getByText(/Borç hatırlatmaları Hatırlatmalar sayfasında kurallarla ayarlanır/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Borç hatırlatması gönder/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Vadeden kaç gün sonra/)).not.toBeInTheDocument();
  });

  it('closes the books through a day, and opens them again when the day is cleared', async () => {
    const api = serve({
      'GET /settings': { body: { description: '', data: settings } },
      'PUT /settings': (request) => ({
        body: { description: 'Ayarlar kaydedildi.', data: request.body },
      }),
    });
    const person = userEvent.setup();
    renderSignedIn(<SettingsPage />);
    const closed = await screen.findByRole('textbox', { name: /Defterleri kapat/ });
    expect(closed).toHaveAccessibleDescription(/artık eklenemez, değiştirilemez, silinemez/);
    await person.type(closed, '31122024');
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    const puts = () => api.calls.filter((call) => call.method === 'PUT');
    expect(puts()[0]?.body).toMatchObject({ books_closed_through: '31.12.2024' });
    await person.clear(closed);
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ books_closed_through: null });
  });

  it('saves which matching levels post bank lines by themselves', async () => {
    const api = serve({
      'GET /settings': { body: { description: '', data: { ...settings, bank_auto_levels: [3, 1] } } },
      'PUT /settings': (request) => ({ body: { description: 'Ayarlar kaydedildi.', data: request.body } }),
    });
    const person = userEvent.setup();
    renderSignedIn(<SettingsPage />);
    expect(await screen.findByRole('checkbox', { name: 'Ödeme kodu' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Daha önce onaylanan IBAN' })).toBeChecked();
    expect(screen.getByText(/yalnızca önerilir, kendiliğinden işlenmez/)).toBeInTheDocument();
    await person.click(screen.getByRole('checkbox', { name: 'Telefon numarası' }));
    await person.click(screen.getByRole('checkbox', { name: 'Daha önce onaylanan IBAN' }));
    await person.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ bank_auto_levels: [1, 2] });
  });

  it('is closed to a user without settings access', async () => {
    serve({});
    // The page is refused by its one gate, the page registry's (src/layout/PageGate.tsx).
    renderSignedIn(<PageGate page={settingsPage} />, sub({ show_resident_and_apartments: 2 }));
    expect(await screen.findByText('Erişim yetkiniz yok')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kaydet' })).toBeNull();
  });
});
