import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_ERRORS } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { Dashboard } from '../../src/pages/dashboard/Dashboard';
import { discoverRegistry } from '../../src/registry/discover';
import { counts, finance } from './dashboardAnswer';
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

const originalAdapter = http.defaults.adapter;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

function renderDashboard(dashboard: FakeReply, tutorial: FakeReply = progress(false, true), locale?: 'en') {
  const api = fakeApi({ 'GET /dashboard': dashboard, 'GET /tutorial': tutorial });
  http.defaults.adapter = api.adapter;
  renderPage(<Dashboard />, {
    authProvider: createAuthProvider(discoverRegistry(), http),
    routes: { '/tutorial': <p>İlk adımlar sayfası</p>, '/login': <p>Giriş sayfası</p> },
    locale,
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

  it('writes the collection rate and the amounts as English readers expect them, the amounts still in lira', async () => {
    authStore.setSession('token', owner);
    renderDashboard(countsReply(), progress(false, true), 'en');
    const rate = await screen.findByRole('link', { name: /Collection rate/ });
    expect(rate).toHaveTextContent('75.5%');
    expect(screen.getByRole('link', { name: /Cash and bank total/ })).toHaveTextContent('₺85.432,10');
  });

  it('shows the money figures, each linked to its report, with the chart, the debtors and the movements', async () => {
    authStore.setSession('token', owner);
    renderDashboard(countsReply());

    const cash = await screen.findByRole('link', { name: /Kasa ve banka toplamı/ });
    expect(cash).toHaveTextContent('₺85.432,10');
    expect(cash).toHaveAttribute('href', '/reports/balance');
    const collections = screen.getByRole('link', { name: /Bu ayki tahsilat/ });
    expect(collections).toHaveTextContent('₺12.400,00');
    // The month the server summed (the last of its twelve), whatever the phone's clock says.
    expect(collections).toHaveAttribute('href', '/reports/income?start_date=01.10.2026&end_date=31.10.2026');
    const expenses = screen.getByRole('link', { name: /Bu ayki gider/ });
    expect(expenses).toHaveTextContent('₺4.250,75');
    expect(expenses).toHaveAttribute('href', '/reports/expense?start_date=01.10.2026&end_date=31.10.2026');
    const debt = screen.getByRole('link', { name: /Açık borç/ });
    expect(debt).toHaveTextContent('₺9.800,00');
    // Each debt figure says what it counts: a new account's debts not yet due are open, not due.
    expect(debt).toHaveTextContent('Ödenmemiş tüm borç, vadesi gelmemiş olanlar dahil');
    expect(debt.getAttribute('href')).toBe('/reports/balance?start_date=01.01.2000&end_date=31.12.2030');
    const due = screen.getByRole('link', { name: /Vadesi gelmiş borç/ });
    expect(due).toHaveTextContent('₺3.150,00');
    expect(due).toHaveTextContent('Vadesi bugüne kadar gelmiş, ödenmemiş borç');
    expect(due).toHaveAttribute('href', '/reports/debtors');
    const rate = screen.getByRole('link', { name: /Tahsilat oranı/ });
    expect(rate).toHaveTextContent('%75,5');
    expect(rate).toHaveTextContent('₺40.000,00 borcun ₺30.200,00 tutarı tahsil edildi');

    // The chart's figures for screen readers: twelve months under a header.
    const chart = screen.getByRole('table', { name: 'Aylara göre gelir ve gider' });
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent(/Eki 26₺13\.000,00₺4\.250,75/);

    const debtors = screen.getByRole('region', { name: 'En çok borcu olanlar' });
    expect(within(debtors).getByText('Ayşe Kaya')).toBeInTheDocument();
    expect(within(debtors).getByText('A Blok / daire 12')).toBeInTheDocument();
    expect(within(debtors).getByText('₺2.750,00')).toBeInTheDocument();
    const movements = screen.getByRole('region', { name: 'Son hareketler' });
    expect(within(movements).getByText('Gider · Asansör bakımı')).toBeInTheDocument();
    expect(within(movements).getByText('24.10.2026 · Merkez Kasa')).toBeInTheDocument();
    expect(within(movements).getByText('-₺1.200,00')).toBeInTheDocument();
    expect(within(movements).getByText('Tahsilat')).toBeInTheDocument();
    expect(within(movements).getByRole('link', { name: /Raporu aç/ })).toHaveAttribute(
      'href',
      '/reports/cash-book?start_date=01.01.2000&end_date=31.12.2030',
    );
  });

  it('says so when nothing is owed, no movement exists and no debt was due', async () => {
    authStore.setSession('token', owner);
    const empty = { ...finance, collection_rate: null, debtors: [], movements: [] };
    renderDashboard(countsReply({ ...counts, finance: empty }));
    // Beside "Açık borç ₺9.800,00" the empty list says it counts only debt already due.
    expect(await screen.findByText('Vadesi gelmiş borcu olan yok.')).toBeInTheDocument();
    expect(
      screen.getByText('Vadesi bugüne kadar gelmiş, ödenmemiş borç; vadesi gelmemiş borçlar sayılmaz.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Henüz hareket yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tahsilat oranı/ })).toHaveTextContent('Bu dönemde borç yok');
  });

  it('does not show the sub-user count, nor money, to a sub-user without the reports', async () => {
    authStore.setSession('token', {
      ...owner,
      role: 'sub',
      show_resident_and_apartments: 1,
      show_reports: 0,
    });
    renderDashboard(
      countsReply({ ...counts, licence_days_left: 200, finance: null }),
      progress(false, false),
    );
    expect(await screen.findByText('SMS kredisi')).toBeInTheDocument();
    expect(screen.queryByText('Alt kullanıcılar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Lisansınızın bitmesine az kaldı/)).not.toBeInTheDocument();
    expect(screen.getByText(/rapor görme yetkisi olan kullanıcılara gösterilir/)).toBeInTheDocument();
    expect(screen.queryByText('Kasa ve banka toplamı')).not.toBeInTheDocument();
  });

  it('shows a sub-user who may see only the reports the money, not the counts', async () => {
    authStore.setSession('token', {
      ...owner,
      role: 'sub',
      show_resident_and_apartments: 0,
      show_reports: 1,
    });
    renderDashboard(countsReply(), progress(false, false));
    expect(await screen.findByText('Kasa ve banka toplamı')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Binalar/ })).not.toBeInTheDocument();
  });

  it('greets a sub-user without access to the property area nor the reports instead of empty counts', async () => {
    authStore.setSession('token', {
      ...owner,
      role: 'sub',
      name: 'Hasan',
      show_resident_and_apartments: 0,
      show_reports: 0,
    });
    const sent = renderDashboard(countsReply());
    expect(await screen.findByRole('heading', { name: 'Hoş geldiniz, Hasan' })).toBeInTheDocument();
    expect(screen.getByText(/özet sayılarını görme yetkiniz yok/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Binalar/ })).not.toBeInTheDocument();
    expect(sent.some((r) => r.url === '/dashboard')).toBe(false);
  });

  it('does not send a first-time sub-user to the account set-up tutorial', async () => {
    authStore.setSession('token', {
      ...owner,
      role: 'sub',
      show_resident_and_apartments: 2,
      show_reports: 0,
    });
    const sent = renderDashboard(countsReply({ ...counts, finance: null }), progress(true, false));
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
