import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { GroupList } from '../../src/resources/debt-groups/GroupList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const lift = { id: 4, name: 'Asansör Grubu', type: 1, amount: 150 };

function renderList(resource: 'debt-groups' | 'dues-groups') {
  const api = fakeApi({
    'GET /groups': { body: { Records: [lift], TotalRecords: 1, Page: 1, PerPage: 10 } },
    'POST /group': {
      body: { description: 'Grup eklendi.', data: { id: 9, name: 'Otopark', type: 1, amount: 75.5 } },
    },
    'PUT /group': {
      status: 409,
      body: {
        description: 'Bu isimde bir grup zaten var.',
        errors: { name: 'Bu isimde bir grup zaten var.' },
      },
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value={resource}>
      <GroupList />
    </ResourceContextProvider>,
    { route: `/${resource}`, dataProvider: createDataProvider(registry) },
  );
  return api.calls;
}

describe('debt and dues groups', () => {
  it('lists the groups of its type with amounts in ₺', async () => {
    const calls = renderList('dues-groups');
    const row = (await screen.findByText('Asansör Grubu')).closest('tr')!;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('₺150,00');
    expect(calls[0]).toEqual(expect.objectContaining({ method: 'GET', url: '/groups' }));
    expect(calls[0]!.params).toMatchObject({ type: 2, page: 1 });
  });

  it('asks before Esc throws away what was typed, and closes at once when nothing was', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderList('debt-groups');
    await screen.findByText('Asansör Grubu');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    let dialog = await screen.findByRole('dialog', { name: 'Yeni borç grubu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    dialog = await screen.findByRole('dialog', { name: 'Yeni borç grubu' });
    await user.type(within(dialog).getByRole('textbox', { name: /Grup adı/ }), 'Otopark');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Kapatılsın mı?' });
    expect(ask).toHaveTextContent('Girdiğiniz bilgiler kaybolacak. Kapatılsın mı?');
    await user.click(within(ask).getByRole('button', { name: 'Vazgeç' }));
    expect(await within(dialog).findByRole('textbox', { name: /Grup adı/ })).toHaveValue('Otopark');

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kapatılsın mı?' })).getByRole('button', {
        name: /Onayla|Evet/,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a debt group in a dialog: a decimal comma amount, type 1 added by the config', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderList('debt-groups');
    await screen.findByText('Asansör Grubu');
    await user.click(screen.getByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni borç grubu' });
    await user.type(within(dialog).getByRole('textbox', { name: /Grup adı/ }), 'Otopark');
    await user.type(within(dialog).getByRole('textbox', { name: /Tutar/ }), '75,50');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Grup eklendi.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual(
      expect.objectContaining({ url: '/group', body: { name: 'Otopark', amount: '75,50', type: 1 } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits from the row and keeps the dialog open with the server’s field error', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderList('debt-groups');
    await user.click(await screen.findByText('Asansör Grubu'));
    const dialog = await screen.findByRole('dialog', { name: 'Düzenle: Asansör Grubu' });
    expect(within(dialog).getByRole('textbox', { name: /Tutar/ })).toHaveValue('150');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu isimde bir grup zaten var.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: 4,
      name: 'Asansör Grubu',
      amount: 150,
      type: 1,
    });
  });
});
