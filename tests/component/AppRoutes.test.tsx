import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fullPermissions, type PermissionLevels } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { App } from '../../src/App';
import { authStore } from '../../src/authProvider/storage';
import { http } from '../../src/dataProvider/http';
import { fakeApi } from './fakeApi';

const subUser = (levels: Partial<PermissionLevels>) =>
  ({
    id: 2,
    name: 'Hasan',
    surname: 'Kaya',
    role: 'sub',
    branchs: [],
    ...fullPermissions(0),
    ...levels,
  }) as unknown as CurrentUser;

/** The whole app at an address, signed in as `user` (or not), over a fake API that knows only /me. */
function renderApp(path: string, user: CurrentUser | null) {
  if (user) authStore.setSession('token', user);
  http.defaults.adapter = fakeApi({ 'GET /me': { body: { data: user } } }).adapter;
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App routes from the page registry', () => {
  it('shows a public page without the layout to a visitor', async () => {
    renderApp('/forgot-password', null);
    expect(
      await screen.findByRole('button', { name: 'Kod gönder' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("shows the page's own refusal to a sub-user without the right, inside the layout", async () => {
    renderApp('/collections', subUser({ show_resident_and_apartments: 1 }));
    expect(
      await screen.findByText('Tahsilat kaydetme yetkiniz yok.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it("shows react-admin's access-denied page on the settings of a sub-user without settings rights", async () => {
    renderApp('/settings', subUser({ show_resident_and_apartments: 1 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erişim yetkiniz yok' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
