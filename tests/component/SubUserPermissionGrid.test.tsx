import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../common/permissions';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { createI18nProvider } from '../../src/i18n';
import { discoverRegistry } from '../../src/registry/discover';
import { SubUserCreate, SubUserEdit } from '../../src/resources/sub-users/SubUserForm';
import { fakeApi } from './fakeApi';

const registry = discoverRegistry();
const i18nProvider = createI18nProvider();

const saved = {
  id: 7,
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: null,
  phone: '5321234567',
  main_user_id: 1,
  assoc_name: 'Yeşilvadi Sitesi',
  ...Object.fromEntries(PERMISSION_KEYS.map((key) => [key, 1])),
};

/** Create and edit as routed in the app (the edit page reads its id from the route). */
function renderAt(path: string) {
  const written = ({ body }: { body: unknown }) => ({
    body: { description: 'Alt kullanıcı kaydedildi.', data: { ...saved, ...(body as object) } },
  });
  const api = fakeApi({
    'GET /sub/user/7': { body: { description: '', data: saved } },
    'POST /sub/user': written,
    'PUT /sub/user': written,
  });
  http.defaults.adapter = api.adapter;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider(registry)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="sub-users">
          <Routes>
            <Route path="/sub-users/create" element={<SubUserCreate />} />
            <Route path="/sub-users/:id" element={<SubUserEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return api.calls;
}

async function choose(user: ReturnType<typeof userEvent.setup>, cell: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: cell }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('SubUserPermissionGrid', () => {
  it('starts a new sub-user at level 2 everywhere and submits the levels chosen in the grid', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = renderAt('/sub-users/create');

    const cells = await screen.findAllByRole('combobox');
    // 9 areas × viewing, 8 × acting (reports can only be viewed), and SMS sending.
    expect(cells).toHaveLength(18);
    for (const cell of cells) expect(cell).toHaveTextContent('Tam yetki');
    expect(screen.getByRole('row', { name: /Raporlar/ })).toHaveTextContent('Yalnızca görüntüleme');

    await user.click(screen.getByRole('textbox', { name: /^Ad/ }));
    await user.paste('Ayşe');
    await user.click(screen.getByRole('textbox', { name: /^Soyad/ }));
    await user.paste('Yılmaz');
    const phone = screen.getByRole('textbox', { name: /^Telefon/ });
    await user.type(phone, '05321234567');
    expect(phone).toHaveValue('532 123 45 67');
    await user.click(screen.getByLabelText(/^Şifre/, { selector: 'input' }));
    await user.paste('gizli-sifre-1');

    await choose(user, 'Muhasebe – İşlem', 'Yok');
    await choose(user, 'Raporlar – Görüntüleme', 'Görüntüle');
    await choose(user, 'SMS gönderme', 'Gönderebilir');
    expect(screen.getByRole('combobox', { name: 'Muhasebe – İşlem' })).toHaveTextContent('Yok');

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    const request = sent.find((r) => r.method === 'POST')!;
    expect(request.url).toBe('/sub/user');
    expect(request.body).toMatchObject({
      name: 'Ayşe',
      surname: 'Yılmaz',
      phone: '5321234567',
      password: 'gizli-sifre-1',
    });
    const expected = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, 2]));
    Object.assign(expected, { exec_accounting: 0, show_reports: 1, send_sms: 1 });
    expect(request.body).toMatchObject(expected);
  });

  it('keeps an edited sub-user’s saved levels and sends an empty password as null', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = renderAt('/sub-users/7');

    const cell = await screen.findByRole('combobox', { name: 'Tanımlamalar – Görüntüleme' });
    expect(cell).toHaveTextContent('Görüntüle');
    expect(screen.getByText('Boş bırakırsanız şifre değişmez.')).toBeInTheDocument();

    await choose(user, 'Ayarlar – İşlem', 'Tam yetki');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const request = sent.find((r) => r.method === 'PUT')!;
    expect(request.url).toBe('/sub/user');
    expect(request.body).toMatchObject({ id: 7, password: null, exec_settings: 2, show_definitions: 1 });
  });
});
