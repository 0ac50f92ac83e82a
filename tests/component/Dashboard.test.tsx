import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_ERRORS } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { Dashboard } from '../../src/pages/dashboard/Dashboard';
import { type FakeReply, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const owner = {
  id: 1,
  name: 'Mehmet',
  surname: 'Demir',
  email: null,
  phone: '5321234567',
  national_id: null,
  assoc_name: 'Yeşilvadi Sitesi',
  account_id: 1,
  role: 'main',
  main_user_id: null,
  is_branch: false,
  branchs: [],
  apartment_count: 48,
  apartment_limit: 50,
  licence_end: '30.06.2026',
  logo: null,
} satisfies CurrentUser;

const counts = {
  building_count: 3,
  apartment_count: 1250,
  sub_user_count: 2,
  sms_credits: 400,
  licence_days_left: 9,
};

const originalAdapter = http.defaults.adapter;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function renderDashboard(dashboard: FakeReply, tutorial: FakeReply = progress(false, true)) {
  const api = fakeApi({ 'GET /dashboard': dashboard, 'GET /tutorial': tutorial });
  http.defaults.adapter = api.adapter;
  renderPage(<Dashboard />, {
    authProvider: createAuthProvider(http),
    routes: { '/tutorial': <p>İlk adımlar sayfası</p>, '/login': <p>Giriş sayfası</p> },
  });
  return api.calls;
}

const progress = (is_first: boolean, is_completed: boolean) => ({
  body: { description: '', data: { step: 0, is_first, is_completed } },
});
const countsReply = (data = counts) => ({ body: { description: '', data } });

describe('Dashboard', () => {
  it('shows the account’s real counts for the fixed range, and warns when the licence ends soon', async () => {
    authStore.setSession('token', owner);
    const sent = renderDashboard(countsReply());

    const buildings = await screen.findByRole('link', { name: /Binalar/ });
    expect(buildings).toHaveAttribute('href', '/buildings');
    expect(buildings).toHaveTextContent('3');
    expect(screen.getByText('1.250')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alt kullanıcılar/ })).toHaveTextContent('2');
    expect(screen.getByText(/Lisansınızın bitmesine az kaldı/)).toBeInTheDocument();
    expect(sent.find((r) => r.url === '/dashboard')?.params).toEqual({
      start_date: '01.01.2000',
      end_date: '31.12.2030',
    });
  });

  it('does not show the sub-user count to a sub-user', async () => {
    authStore.setSession('token', { ...owner, role: 'sub', show_resident_and_apartments: 1 });
    renderDashboard(countsReply({ ...counts, licence_days_left: 200 }), progress(false, false));
    expect(await screen.findByText('SMS kredisi')).toBeInTheDocument();
    expect(screen.queryByText('Alt kullanıcılar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Lisansınızın bitmesine az kaldı/)).not.toBeInTheDocument();
  });

  it('greets a sub-user without access to buildings and residents instead of showing empty counts', async () => {
    authStore.setSession('token', { ...owner, role: 'sub', name: 'Hasan', show_resident_and_apartments: 0 });
    const sent = renderDashboard(countsReply());
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, Hasan' })).toBeInTheDocument();
    expect(screen.getByText(/özet sayılarını görme yetkiniz yok/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Binalar/ })).not.toBeInTheDocument();
    expect(sent.some((r) => r.url === '/dashboard')).toBe(false);
  });

  it('does not send a first-time sub-user to the account set-up tutorial', async () => {
    authStore.setSession('token', { ...owner, role: 'sub', show_resident_and_apartments: 2 });
    const sent = renderDashboard(countsReply(), progress(true, false));
    expect(await screen.findByText('SMS kredisi')).toBeInTheDocument();
    expect(screen.queryByText('İlk adımlar sayfası')).not.toBeInTheDocument();
    expect(sent.some((r) => r.url === '/tutorial')).toBe(false);
  });

  it('sends a first-time user to the tutorial', async () => {
    authStore.setSession('token', owner);
    renderDashboard(countsReply(), progress(true, false));
    expect(await screen.findByText('İlk adımlar sayfası')).toBeInTheDocument();
  });

  it('forgets the stored session and goes to /login when the token is missing', async () => {
    authStore.setUser(owner);
    const missing = { status: 401, body: { description: JWT_ERRORS.missing } };
    renderDashboard(missing, missing);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    await waitFor(() => expect(authStore.user()).toBeNull());
  });
});
