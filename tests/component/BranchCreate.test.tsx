import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { BranchCreate } from '../../src/resources/branches/BranchCreate';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

describe('BranchCreate', () => {
  it('sends the code first, shows the server’s field errors, and opens the branch with the code', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const wrongCode = 'Kod hatalı veya süresi dolmuş. Yeni kod isteyiniz.';
    const api = fakeApi({
      'POST /branch/request': { body: { description: 'Onay kodu hesap sahibinin telefonuna gönderildi.' } },
      'POST /branch': ({ body }) => {
        attempts += 1;
        if (attempts === 1)
          return { status: 400, body: { description: wrongCode, errors: { code: wrongCode } } };
        return {
          body: {
            description: 'Şube açıldı. Şube yöneticisi kendi telefonuyla giriş yapabilir.',
            data: { id: 9, ...(body as object) },
          },
        };
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="branches">
        <BranchCreate />
      </ResourceContextProvider>,
      {
        route: '/branches/create',
        routes: { '/branches': <p>Şube listesi</p> },
        dataProvider: createDataProvider(registry),
      },
    );

    expect(screen.queryByRole('textbox', { name: /Onay kodu/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Kod gönder' }));
    expect(await screen.findByText('Onay kodu hesap sahibinin telefonuna gönderildi.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/branch/request',
      body: { purpose: 'create' },
    });

    const fill = async (name: RegExp, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill(/^Site \/ dernek adı/, 'Yeşilvadi B Şubesi');
    await fill(/^Ad/, 'Zeynep');
    await fill(/^Soyad/, 'Kaya');
    await fill(/^Telefon/, '+90 544 555 66 77');
    expect(screen.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('544 555 66 77');
    await user.click(screen.getByLabelText(/^Şifre/, { selector: 'input' }));
    await user.paste('sube-sifresi-1');
    await fill(/^Onay kodu/, '123 456');
    expect(screen.getByRole('textbox', { name: /^Onay kodu/ })).toHaveValue('123456');

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(wrongCode)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Şube listesi')).toBeInTheDocument();
    // Toasts queue: the success shows once the "form has errors" toast of the first try hides (4 s).
    expect(
      await screen.findByText(
        'Şube açıldı. Şube yöneticisi kendi telefonuyla giriş yapabilir.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.at(-1)).toMatchObject({
        method: 'POST',
        url: '/branch',
        body: {
          assoc_name: 'Yeşilvadi B Şubesi',
          name: 'Zeynep',
          surname: 'Kaya',
          phone: '5445556677',
          password: 'sube-sifresi-1',
          code: '123456',
        },
      }),
    );
  });
});
