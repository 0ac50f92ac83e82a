/**
 * The app bar's quick search starts as a plain field and becomes MUI's Autocomplete when the user comes to it
 * (src/layout/QuickSearchSlot.tsx): what was typed meanwhile, and the focus, carry over.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { QuickSearchSlot } from '../../src/layout/QuickSearchSlot';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('QuickSearchSlot', () => {
  it('keeps every letter typed while the search arrives, and lists what they find', async () => {
    const api = fakeApi({
      'GET /search': () => ({
        body: {
          residents: [{ id: 7, name: 'MERVE ÇELİK', phone: null }],
          flats: [],
          suppliers: [],
          receipts: [],
        },
      }),
    });
    http.defaults.adapter = api.adapter;
    renderPage(<QuickSearchSlot />);
    const plain = screen.getByRole('combobox', { name: 'Hızlı arama' });
    expect(plain).toHaveAttribute('placeholder', 'Sayfaya git veya ara…');
    expect(screen.queryByRole('button', { name: 'Aç' })).not.toBeInTheDocument();

    // Reached with the keyboard and typed at once: the first letters go into the plain field, the rest into the
    // search once it has taken the field's place (each key goes wherever the focus is then).
    await userEvent.tab();
    // The field or, when the search's code is already here (another test fetched it), the search in its place.
    expect(document.activeElement).toHaveAccessibleName('Hızlı arama');
    await userEvent.keyboard('Merve');
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByText('MERVE ÇELİK')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Hızlı arama' });
    expect(search).not.toBe(plain);
    expect(search).toHaveValue('Merve');
    expect(search).toHaveFocus();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/search').at(-1)?.params).toEqual({ q: 'Merve' }),
    );
  });

  it('becomes the search when the pointer comes to it, with nothing typed and the focus left where it was', async () => {
    renderPage(<QuickSearchSlot />);
    await userEvent.hover(screen.getByRole('combobox', { name: 'Hızlı arama' }));
    expect(await screen.findByRole('button', { name: 'Aç' })).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Hızlı arama' });
    expect(search).toHaveValue('');
    expect(search).not.toHaveFocus();
  });
});
