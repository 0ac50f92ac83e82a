import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { LicencePage } from '../../src/pages/licence/LicencePage';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const user = { id: 1, name: 'Ayşe', surname: 'Yılmaz', role: 'main', logo: null } as CurrentUser;

const info: FakeReply = {
  body: {
    description: '',
    data: {
      name: 'Site Yönetimi',
      version: '0.1.0',
      demo: true,
      demo_phone: '555 000 00 00',
      demo_password: 'demo1234',
      support_phone: '0850 000 00 00',
    },
  },
};

/** The login page on the real `http` client, whose adapter answers like the server would. */
function renderLogin(login: FakeReply) {
  const api = fakeApi({ 'GET /info': info, 'POST /login': login });
  http.defaults.adapter = api.adapter;
  renderPage(<LoginPage />, {
    route: '/login',
    routes: { '/': <p>Ana sayfa</p>, '/licence': <LicencePage /> },
    authProvider: createAuthProvider(discoverRegistry(), http),
  });
  return api;
}

async function signIn() {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText(/Cep telefonu/), '05321234567');
  await person.type(screen.getByLabelText(/Şifre/), 'gizli-sifre');
  await person.click(screen.getByRole('button', { name: 'Giriş yap' }));
}

describe('login form', () => {
  beforeEach(() => authStore.clear());

  it('shows the demo account when /info says the server runs the demo', async () => {
    renderLogin({ status: 500 });
    expect(await screen.findByText('Demo hesap: telefon 555 000 00 00, şifre demo1234')).toBeInTheDocument();
  });

  it('formats the phone as 5xx xxx xx xx while typing', async () => {
    renderLogin({ status: 500 });
    const phone = screen.getByLabelText(/Cep telefonu/);
    await userEvent.type(phone, '05321234567');
    expect(phone).toHaveValue('532 123 45 67');
  });

  it('signs in with the spaces removed, stores the session and says so', async () => {
    const api = renderLogin({ body: { description: MESSAGES.loginSuccess, token: 'token-1', user } });
    await signIn();
    expect(await screen.findByText('Giriş Başarıyla Tamamlandı')).toBeInTheDocument();
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
    const login = api.calls.find((call) => call.url === '/login');
    expect(login?.body).toEqual({ phone: '5321234567', password: 'gizli-sifre' });
    expect(localStorage.getItem('auth')).toBe('token-1');
    expect(authStore.user()?.name).toBe('Ayşe');
  });

  it("shows the server's description when the sign-in fails", async () => {
    renderLogin({ status: 401, body: { description: 'Telefon numarası veya şifre hatalı.' } });
    await signIn();
    expect(await screen.findByText('Telefon numarası veya şifre hatalı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeInTheDocument();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('opens the licence page, without an error toast, when the licence has ended', async () => {
    renderLogin({ status: 403, body: { description: MESSAGES.licenceExpired } });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Lisans süresi doldu' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.licenceExpired)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Destek hattı: 0850 000 00 00' })).toBeInTheDocument();
    await waitFor(() => expect(authStore.licenceExpired()).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
