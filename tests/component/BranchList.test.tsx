import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { authStore } from '../../src/authProvider/storage';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { BranchList } from '../../src/resources/branches/BranchList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const branch = {
  id: 4,
  assoc_name: 'Yeşilvadi B Şubesi',
  name: 'Zeynep',
  surname: 'Kaya',
  email: null,
  phone: '5445556677',
};
const branchUser = { id: 12, assoc_name: branch.assoc_name, account_id: 4, role: 'main' } as CurrentUser;

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
});

function renderList() {
  const api = fakeApi({
    'GET /branch': { body: { Records: [branch], TotalRecords: 1, Page: 1, PerPage: 10 } },
    'POST /branch/request': { body: { description: 'Onay kodu hesap sahibinin telefonuna gönderildi.' } },
    'DELETE /branch': { body: { description: 'Şube silindi. Kayıtları saklanmaya devam eder.' } },
    'POST /login/branch': {
      body: { description: 'Yeşilvadi B Şubesi hesabına geçildi.', token: 'branch-token', user: branchUser },
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="branches">
      <BranchList />
    </ResourceContextProvider>,
    { route: '/branches', dataProvider: createDataProvider(registry) },
  );
  return api.calls;
}

describe('BranchList', () => {
  it('lists branches with their manager and formatted phone', async () => {
    renderList();
    const row = (await screen.findByText('Yeşilvadi B Şubesi')).closest('tr')!;
    expect(row).toHaveTextContent('Zeynep Kaya');
    expect(row).toHaveTextContent('544 555 66 77');
  });

  it('closes a branch with the SMS code: the code request and the delete carry branch_id', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = renderList();
    const row = (await screen.findByText('Yeşilvadi B Şubesi')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kod gönder' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Onay kodu' }), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true));
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/branch/request',
        body: { purpose: 'delete', branch_id: 4 },
      }),
    );
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/branch', body: { branch_id: 4, code: '654321' } }),
    );
  });

  it('switches into a branch with a new token scoped to it', async () => {
    const user = userEvent.setup({ delay: null });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent = renderList();
    await user.click(await screen.findByRole('button', { name: 'Bu şubeye geç' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sent).toContainEqual(
      // A JSON body: a null one goes out as form-urlencoded, which the API refuses with 415.
      expect.objectContaining({ method: 'POST', url: '/login/branch', params: { branch_id: 4 }, body: {} }),
    );
    expect(authStore.token()).toBe('branch-token');
    expect(authStore.user()?.account_id).toBe(4);
  });
});
