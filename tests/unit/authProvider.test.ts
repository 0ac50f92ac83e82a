import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { fullPermissions } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { createAuthProvider, DEFAULT_LOGO, LicenceExpiredError } from '../../src/authProvider';
import { authStore } from '../../src/authProvider/storage';
import { discoverRegistry } from '../../src/registry/discover';
import { type FakeReply, fakeApi } from '../component/fakeApi';

/** The browser's localStorage, in memory: the unit project runs in node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

const user = {
  id: 3,
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '5321234567',
  role: 'main',
  logo: null,
  branchs: [],
} as unknown as CurrentUser;

function providerWith(routes: Record<string, FakeReply>) {
  const api = fakeApi(routes);
  return {
    api,
    authProvider: createAuthProvider(discoverRegistry(), axios.create({ adapter: api.adapter })),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('sends the phone without spaces and stores the token under auth and the user', async () => {
    const { api, authProvider } = providerWith({
      'POST /login': { body: { description: MESSAGES.loginSuccess, token: 'token-1', user } },
    });
    await expect(
      authProvider.login({ phone: '532 123 45 67', password: 'gizli-sifre' }),
    ).resolves.toBeUndefined();
    expect(api.calls[0]?.body).toEqual({ phone: '5321234567', password: 'gizli-sifre' });
    expect(localStorage.getItem('auth')).toBe('token-1');
    expect(authStore.user()).toEqual(user);
  });

  it('sets the licence flag and throws LicenceExpiredError when the licence has ended', async () => {
    const { authProvider } = providerWith({
      'POST /login': { status: 403, body: { description: MESSAGES.licenceExpired } },
    });
    const failure = authProvider.login({ phone: '532 123 45 67', password: 'x' });
    await expect(failure).rejects.toBeInstanceOf(LicenceExpiredError);
    expect(authStore.licenceExpired()).toBe(true);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("keeps the HTTP status and the server's message of other failures", async () => {
    const { authProvider } = providerWith({
      'POST /login': { status: 401, body: { description: 'Telefon numarası veya şifre hatalı.' } },
    });
    await expect(authProvider.login({ phone: '5321234567', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Telefon numarası veya şifre hatalı.',
    });
    expect(authStore.licenceExpired()).toBe(false);
  });
});

describe('checkError', () => {
  const { authProvider } = providerWith({});

  it('logs out on a 401', async () => {
    await expect(authProvider.checkError({ status: 401, message: 'x' })).rejects.toMatchObject({
      redirectTo: '/login',
    });
  });

  it("logs out with 'Giriş Yapınız!' on a missing or malformed token", async () => {
    await expect(authProvider.checkError({ message: 'missing or malformed jwt' })).rejects.toEqual({
      redirectTo: '/login',
      message: MESSAGES.pleaseLogIn,
    });
  });

  it('logs out quietly on an invalid or expired token', async () => {
    await expect(authProvider.checkError({ message: 'invalid or expired jwt' })).rejects.toEqual({
      redirectTo: '/login',
      message: false,
    });
  });

  it('keeps the user signed in on a 403 (a permission refusal) and other errors', async () => {
    await expect(
      authProvider.checkError({ status: 403, message: 'Bu işlem için yetkiniz yok.' }),
    ).resolves.toBe(undefined);
    await expect(authProvider.checkError({ status: 500, message: 'Sunucu hatası' })).resolves.toBe(undefined);
  });
});

describe('getIdentity', () => {
  it('gives the full name and the default logo when the account has none', async () => {
    const { authProvider } = providerWith({ 'GET /me': { body: { description: '', data: user } } });
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 3,
      fullName: 'Ayşe Yılmaz',
      avatar: DEFAULT_LOGO,
    });
    expect(authStore.user()).toEqual(user);
  });

  it("gives the account's logo when there is one", async () => {
    const withLogo = { ...user, logo: '/api/logo/file/abcdefghijklmnop' };
    const { authProvider } = providerWith({ 'GET /me': { body: { description: '', data: withLogo } } });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      avatar: '/api/logo/file/abcdefghijklmnop',
    });
  });

  it('falls back to the stored user when /me is unavailable, but not on a 401', async () => {
    authStore.setSession('token-1', user);
    const down = providerWith({ 'GET /me': { status: 503, body: { description: 'Bakımdayız.' } } });
    await expect(down.authProvider.getIdentity?.()).resolves.toMatchObject({ fullName: 'Ayşe Yılmaz' });
    const expired = providerWith({
      'GET /me': { status: 401, body: { description: 'invalid or expired jwt' } },
    });
    await expect(expired.authProvider.getIdentity?.()).rejects.toBeDefined();
  });
});

describe('canAccess', () => {
  const { authProvider } = providerWith({});
  const can = (resource: string, action: string) => authProvider.canAccess?.({ resource, action });
  const signInAs = (levels: Partial<CurrentUser>) => authStore.setUser({ ...user, ...levels } as CurrentUser);

  it('lets the main user do everything, including managing sub-users', async () => {
    signInAs({ role: 'main' });
    await expect(can('buildings', 'delete')).resolves.toBe(true);
    await expect(can('sub-users', 'list')).resolves.toBe(true);
  });

  it("follows a sub-user's levels: 1 views or edits, 2 also deletes, 0 hides", async () => {
    signInAs({
      role: 'sub',
      ...fullPermissions(0),
      show_resident_and_apartments: 1,
      exec_resident_and_apartments: 1,
    });
    await expect(can('buildings', 'list')).resolves.toBe(true);
    await expect(can('buildings', 'edit')).resolves.toBe(true);
    await expect(can('buildings', 'delete')).resolves.toBe(false);
    await expect(can('settings', 'show')).resolves.toBe(false);
  });

  it('never lets a sub-user manage sub-users or branches', async () => {
    signInAs({ role: 'sub', ...fullPermissions(2) });
    await expect(can('settings', 'edit')).resolves.toBe(true);
    await expect(can('sub-users', 'list')).resolves.toBe(false);
    await expect(can('branches', 'create')).resolves.toBe(false);
  });

  it('hides every write from a support session, which reads everything', async () => {
    signInAs({ role: 'main', support_session: true });
    await expect(can('buildings', 'list')).resolves.toBe(true);
    await expect(can('buildings', 'show')).resolves.toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      await expect(can('buildings', action), action).resolves.toBe(false);
    }
    await expect(can('sms', 'send')).resolves.toBe(false);
  });

  it('refuses everything without a signed-in user', async () => {
    await expect(can('buildings', 'list')).resolves.toBe(false);
  });
});
