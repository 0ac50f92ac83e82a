/**
 * Muafiyetler (src/pages/exemptions/): every exemption listed with its flat, people, type and months; the filters
 * go to the server; "Muafiyet ekle" sends a whole building with an income type and months; removal asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExemptionsPage } from '../../src/pages/exemptions/ExemptionsPage';
import type { FakeRequest } from './fakeApi';
import { onPhone } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const rows = [
  {
    id: 7,
    apartment_id: 11,
    building_id: 1,
    building_name: 'A Blok',
    identifier: '3',
    owner_name: 'Ayşe Yılmaz',
    tenant_name: 'Can Demir',
    accounting_type_id: 5,
    accounting_type_name: 'Aidat',
    starts_on: '01.2026',
    ends_on: '12.2026',
    created_at: '2026-11-20T07:30:00.000Z',
  },
  {
    id: 8,
    apartment_id: 12,
    building_id: 1,
    building_name: 'A Blok',
    identifier: '4',
    owner_name: null,
    tenant_name: null,
    accounting_type_id: 6,
    accounting_type_name: 'Yakıt',
    starts_on: null,
    ends_on: null,
    created_at: '2026-11-21T07:30:00.000Z',
  },
];

function render() {
  const added: unknown[] = [];
  const removed: unknown[] = [];
  const { calls } = renderPage(<ExemptionsPage />, {
    route: '/exemptions',
    api: {
      'GET /debt/exemptions': (request: FakeRequest) => ({
        body: {
          Records: request.params.building_id === 2 ? [] : rows,
          TotalRecords: request.params.building_id === 2 ? 0 : 2,
          Page: 1,
          PerPage: 25,
        },
      }),
      'POST /buildings': {
        body: {
          Records: [
            { id: 1, name: 'A Blok' },
            { id: 2, name: 'B Blok' },
          ],
        },
      },
      'POST /apartments/by/building': { body: { Records: [] } },
      'GET /groups/all': { body: { Records: [] } },
      'GET /accounting/types': {
        body: {
          Records: [
            { id: 5, name: 'Aidat' },
            { id: 6, name: 'Yakıt' },
          ],
        },
      },
      'POST /debt/exemptions': (request: FakeRequest) => {
        added.push(request.body);
        return {
          body: {
            description: '0 daireye muafiyet eklendi. 2 daire zaten muaf olduğu için atlandı.',
            data: { created: 0, skipped: 2 },
          },
        };
      },
      'DELETE /debt/exemptions': (request: FakeRequest) => {
        removed.push(request.body);
        return { body: { description: '1 muafiyet kaldırıldı.' } };
      },
    },
  });
  return { calls, added, removed };
}

describe('Muafiyetler', () => {
  it('lists each exemption with its flat, people, type and months, and filters on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = render();
    const table = await screen.findByRole('table', { name: 'Muafiyetler' }, { timeout: 5000 });
    const first = (await within(table).findByText('A Blok 3')).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Ayşe Yılmaz');
    expect(first).toHaveTextContent('Can Demir');
    expect(first).toHaveTextContent('01.2026 – 12.2026');
    expect(within(first).getByText('Aidat')).toHaveAttribute('data-label', 'Gelir türü');
    const second = within(table).getByText('A Blok 4').closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('Her zaman');

    await user.click(screen.getByRole('combobox', { name: 'Bina' }));
    await user.click(screen.getByRole('option', { name: 'B Blok' }));
    expect(
      await within(table).findByText('Eşleşen muafiyet yok. “Muafiyet ekle” ile ekleyebilirsiniz.'),
    ).toBeInTheDocument();
    // The format is under the field, where a 200 px filter has room for it (the label was cut).
    expect(screen.getByRole('textbox', { name: 'Başlangıç ayı' })).toHaveAccessibleDescription(
      'AA.YYYY, ör. 01.2026; boş: sınırsız',
    );
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç ayı' }), '13.2026');
    expect(screen.getByText('Ayı AA.YYYY biçiminde yazınız (ör. 01.2026).')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Başlangıç ayı' }));
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç ayı' }), '03.2026');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/debt/exemptions').at(-1)?.params).toMatchObject({
        building_id: 2,
        starts_on: '03.2026',
        page: 1,
      }),
    );
  });

  it('adds every flat of a building for some months and says how many were skipped', async () => {
    const user = userEvent.setup({ delay: null });
    const { added } = render();
    await user.click(await screen.findByRole('button', { name: 'Muafiyet ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muafiyet ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: /Bina/ }));
    await user.click(screen.getByRole('option', { name: 'A Blok' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Binanın bütün daireleri' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gelir türü/ }));
    await user.click(screen.getByRole('option', { name: 'Yakıt' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Başlangıç ayı' }), '01.2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bitiş ayı' }), '12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(added).toEqual([
        { building_id: 1, accounting_type_id: 6, starts_on: '01.2026', ends_on: '12.2026' },
      ]),
    );
    expect(
      await screen.findByText('0 daireye muafiyet eklendi. 2 daire zaten muaf olduğu için atlandı.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Muafiyet ekle' })).not.toBeInTheDocument(),
    );
  });

  it('removes an exemption only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { removed } = render();
    await user.click(
      await screen.findByRole('button', { name: 'A Blok 3 Aidat muafiyetini kaldır' }, { timeout: 5000 }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'A Blok 3 sonraki toplu borç girişlerinde ve aidat görevlerinde Aidat için yeniden borçlandırılır.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'A Blok 3 Aidat seç' }));
    await user.click(screen.getByRole('checkbox', { name: 'A Blok 4 Yakıt seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri kaldır (2)' }));
    const many = await screen.findByRole('dialog');
    expect(many).toHaveTextContent('2 muafiyet kaldırılacak');
    await user.click(within(many).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(removed).toEqual([{ ids: [7, 8] }]));
  });
});

describe('Muafiyetler on a phone (390 px)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the six filters behind one "Filtreler" button that counts the active ones', async () => {
    onPhone();
    const user = userEvent.setup({ delay: null });
    const { calls } = render();
    const table = await screen.findByRole('table', { name: 'Muafiyetler' }, { timeout: 5000 });
    expect(await within(table).findByText('A Blok 3')).toBeInTheDocument();
    // The first record comes right after the button, not after six fields.
    expect(screen.queryByRole('combobox', { name: 'Bina' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filtreler' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(await screen.findByRole('combobox', { name: 'Bina' }));
    await user.click(screen.getByRole('option', { name: 'B Blok' }));
    await user.type(screen.getByRole('textbox', { name: 'Başlangıç ayı' }), '03.2026');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/debt/exemptions').at(-1)?.params).toMatchObject({
        building_id: 2,
        starts_on: '03.2026',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Filtreler (2)' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Bina' })).not.toBeInTheDocument());
  });

  it('shows the filters as they are on a wide screen, without the button', async () => {
    render();
    expect(await screen.findByRole('combobox', { name: 'Bina' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtreler/ })).not.toBeInTheDocument();
  });
});
