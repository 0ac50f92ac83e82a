import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { ProfilePage } from '../../src/pages/profile/ProfilePage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

// jsdom cannot save a file; the test checks what would be saved, under which name.
const saved = vi.hoisted(() => [] as { file: Blob; name: string }[]);
vi.mock('../../src/lib/saveFile', () => ({
  saveFile: (file: Blob, name: string) => saved.push({ file, name }),
}));

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  authStore.clear();
  saved.length = 0;
});

const user = (role: 'main' | 'sub') =>
  ({
    id: 3,
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: null,
    phone: '5321234567',
    national_id: null,
    assoc_name: 'Yeşilvadi Sitesi',
    role,
    logo: null,
    branchs: [],
  }) as unknown as CurrentUser;

const exportOf = (status: string) => ({
  id: 7,
  status,
  requested_at: '28.11.2026 21:05',
  finished_at: status === 'ready' ? '28.11.2026 21:06' : null,
  file_name: 'hesap-12-2026-11-28.zip',
  size: status === 'ready' ? 1_572_864 : null,
});

function renderProfile(role: 'main' | 'sub', routes: Record<string, FakeReply | (() => FakeReply)>) {
  const api = fakeApi({ 'GET /me': { body: { description: '', data: user(role) } }, ...routes });
  http.defaults.adapter = api.adapter;
  authStore.setSession('token-1', user(role));
  renderPage(<ProfilePage />, { authProvider: createAuthProvider(discoverRegistry(), http) });
  return api;
}

describe("the owner's data export", () => {
  it('asks for the export, shows "Hazırlanıyor…" while the job runs, then the download link', async () => {
    // The server's answers as the job goes: nothing yet, waiting, ready.
    let server: string | null = null;
    let polls = 0;
    const api = renderProfile('main', {
      'GET /account/export': () => {
        if (server === 'queued' && ++polls > 1) server = 'ready';
        return { body: { description: '', data: server && exportOf(server) } };
      },
      'POST /account/export': () => {
        server = 'queued';
        return {
          body: {
            description: 'Verileriniz hazırlanıyor; hazır olduğunda bildirim alacaksınız.',
            data: exportOf('queued'),
          },
        };
      },
      'GET /account/export/7/file': { body: new Blob(['PK'], { type: 'application/zip' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Hesabın verileri' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm verileri hazırla' }));
    expect(
      await screen.findByText('Verileriniz hazırlanıyor; hazır olduğunda bildirim alacaksınız.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hazırlanıyor…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeniden hazırla' })).toBeDisabled();

    const link = await screen.findByRole(
      'button',
      { name: 'hesap-12-2026-11-28.zip dosyasını indir (1,5 MB)' },
      { timeout: 8000 },
    );
    expect(screen.getByText('Hazır (28.11.2026 21:06)')).toBeInTheDocument();
    expect(screen.queryByText('Hazırlanıyor…')).toBeNull();
    await userEvent.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('hesap-12-2026-11-28.zip');
    expect(api.calls.filter((call) => call.method === 'POST' && call.url === '/account/export')).toHaveLength(
      1,
    );
    expect(api.calls.filter((call) => call.url === '/account/export/7/file')).toHaveLength(1);
  }, 30_000);

  it("shows the server's refusal and saves nothing", async () => {
    renderProfile('main', {
      'GET /account/export': { body: { description: '', data: null } },
      'POST /account/export': {
        status: 403,
        body: { description: 'Bu işlemi yalnızca hesap sahibi yapabilir.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm verileri hazırla' }));
    expect(await screen.findByText('Bu işlemi yalnızca hesap sahibi yapabilir.')).toBeInTheDocument();
    expect(screen.queryByText('Hazırlanıyor…')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('says when the export failed and offers it again', async () => {
    renderProfile('main', { 'GET /account/export': { body: { description: '', data: exportOf('failed') } } });
    expect(
      await screen.findByText('Veriler hazırlanamadı. Yeniden deneyebilirsiniz.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeniden hazırla' })).toBeEnabled();
  });

  it('is not offered to a sub-user', async () => {
    const api = renderProfile('sub', { 'GET /account/export': { body: { description: '', data: null } } });
    expect(await screen.findByText('Kişisel bilgiler')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tüm verileri hazırla' })).toBeNull();
    expect(api.calls.some((call) => call.url.startsWith('/account/export'))).toBe(false);
  });
});
