import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { SignInScreen } from '../../src/pages/login/SignInScreen';
import { type FakeReply, fakeApi } from './fakeApi';

const user = { id: 1, name: 'Ayşe', surname: 'Yılmaz', role: 'main', logo: null } as CurrentUser;
const info: FakeReply = {
  body: {
    data: { demo: true, demo_phone: '555 000 00 00', demo_password: 'demo1234', support_phone: '0850' },
  },
};

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
beforeEach(() => authStore.clear());

/**
 * The sign-in screen main.tsx shows at /login without a session, on the real HTTP client answered like the
 * server; `opened` records where it handed over to the back office and with which toast.
 */
function renderScreen(login: FakeReply) {
  const api = fakeApi({ 'GET /info': info, 'POST /login': login });
  http.defaults.adapter = api.adapter;
  const opened: { to: string; notice?: string }[] = [];
  render(<SignInScreen onOpen={(to, notice) => opened.push({ to, notice })} onTyping={() => undefined} />);
  return { api, opened };
}

async function signIn() {
  const person = userEvent.setup();
  await person.type(await screen.findByLabelText(/Cep telefonu/), '05321234567');
  await person.type(screen.getByLabelText(/Şifre/), 'gizli-sifre');
  await person.click(screen.getByRole('button', { name: 'Giriş yap' }));
}

describe('sign-in screen before the back office loads', () => {
  it('shows the form, the demo account and the links of the back office sign-in page', async () => {
    renderScreen({ status: 500 });
    expect(await screen.findByRole('heading', { name: 'Site Yönetimi' })).toBeInTheDocument();
    expect(await screen.findByText('Demo hesap: telefon 555 000 00 00, şifre demo1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Hesap oluştur' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Platform yöneticisi girişi' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeDisabled();
  });

  it('signs in, keeps the session and opens the address the back office sent the visitor from', async () => {
    window.history.replaceState({ usr: { nextPathname: '/debts', nextSearch: '?page=2' } }, '', '/login');
    const { api, opened } = renderScreen({
      body: { description: MESSAGES.loginSuccess, token: 't-1', user },
    });
    await signIn();
    await waitFor(() =>
      expect(opened).toEqual([{ to: '/debts?page=2', notice: 'Giriş Başarıyla Tamamlandı' }]),
    );
    expect(api.calls.find((call) => call.url === '/login')?.body).toEqual({
      phone: '5321234567',
      password: 'gizli-sifre',
    });
    expect(localStorage.getItem('auth')).toBe('t-1');
    expect(authStore.user()?.name).toBe('Ayşe');
  });

  it("shows the server's description in a toast when the sign-in fails and stays", async () => {
    const { opened } = renderScreen({
      status: 429,
      body: { description: 'Çok fazla deneme. Biraz bekleyiniz.' },
    });
    await signIn();
    expect(await screen.findByText('Çok fazla deneme. Biraz bekleyiniz.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled();
    expect(opened).toEqual([]);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('opens the licence page, without a toast, when the licence has ended', async () => {
    const { opened } = renderScreen({ status: 403, body: { description: MESSAGES.licenceExpired } });
    await signIn();
    await waitFor(() => expect(opened).toEqual([{ to: '/licence', notice: undefined }]));
    expect(screen.queryByText(MESSAGES.licenceExpired)).toBeNull();
    expect(authStore.licenceExpired()).toBe(true);
  });

  it('hands a click on a link over to the back office at that page', async () => {
    const { opened } = renderScreen({ status: 500 });
    await userEvent.click(await screen.findByRole('link', { name: 'Hesap oluştur' }));
    expect(opened).toEqual([{ to: '/register', notice: undefined }]);
  });

  it('speaks English to a user who chose English', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    renderScreen({ status: 500 });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile phone/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeInTheDocument();
    expect(
      await screen.findByText('Demo account: phone 555 000 00 00, password demo1234'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
