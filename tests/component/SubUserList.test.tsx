import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { SubUserList } from '../../src/resources/sub-users/SubUserList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const registry = discoverRegistry();

const subUser = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', phone: '5321234567' };

describe('SubUserList', () => {
  it('shows the phone as 5xx xxx xx xx and deletes a sub-user only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let records = [subUser];
    const api = fakeApi({
      'GET /sub/user': () => ({
        body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
      }),
      'DELETE /sub/user': () => {
        records = [];
        return { body: { description: 'Alt kullanıcı silindi.' } };
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="sub-users">
        <SubUserList />
      </ResourceContextProvider>,
      { route: '/sub-users', dataProvider: createDataProvider(registry) },
    );

    const row = (await screen.findByText('Yılmaz')).closest('tr')!;
    expect(row).toHaveTextContent('0532 123 45 67');
    await user.click(within(row).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Alt kullanıcı silindi.')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: '/sub/user', body: { id: 7 } }),
    );
    await waitFor(() => expect(screen.queryByText('Yılmaz')).not.toBeInTheDocument());
  });
});
