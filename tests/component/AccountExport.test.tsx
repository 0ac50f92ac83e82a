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

function renderProfile(role: 'main' | 'sub', exportReply: FakeReply) {
  const api = fakeApi({
    'GET /me': { body: { description: '', data: user(role) } },
    'GET /account/export': exportReply,
  });
  http.defaults.adapter = api.adapter;
  authStore.setSession('token-1', user(role));
  renderPage(<ProfilePage />, { authProvider: createAuthProvider(discoverRegistry(), http) });
  return api;
}

describe("the owner's data export", () => {
  it('downloads the zip of all data for the account owner', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    const api = renderProfile('main', { body: zip });
    expect(await screen.findByRole('heading', { name: 'Hesabın verileri' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tüm verileri indir' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^hesap-verileri-\d{4}-\d\d-\d\d\.zip$/);
    expect(api.calls.filter((call) => call.url === '/account/export')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    renderProfile('main', {
      status: 403,
      body: { description: 'Bu işlemi yalnızca hesap sahibi yapabilir.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tüm verileri indir' }));
    expect(await screen.findByText('Bu işlemi yalnızca hesap sahibi yapabilir.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('is not offered to a sub-user', async () => {
    renderProfile('sub', { body: new Blob(['PK']) });
    expect(await screen.findByText('Kişisel bilgiler')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tüm verileri indir' })).toBeNull();
  });
});
