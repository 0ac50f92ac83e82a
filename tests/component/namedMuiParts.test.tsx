import { Autocomplete, TextField } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NamedMuiParts } from '../../src/layout/Layout';
import { renderPage } from './renderPage';

const Picker = () => (
  <NamedMuiParts>
    <Autocomplete
      options={['A Blok', 'B Blok']}
      value="A Blok"
      renderInput={(params) => <TextField {...params} label="Blok" />}
    />
  </NamedMuiParts>
);

describe('pickers in the back office', () => {
  it('name their open and clear buttons in Turkish for screen readers', async () => {
    renderPage(<Picker />);
    expect(await screen.findByRole('button', { name: 'Aç' })).toBeInTheDocument();
    // The clear button shows while the picker has the focus.
    await userEvent.click(screen.getByRole('combobox', { name: 'Blok' }));
    expect(screen.getByRole('button', { name: 'Değeri temizle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('and in English when the user chose English', async () => {
    renderPage(<Picker />, { locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Blok' }));
    expect(screen.getByRole('button', { name: 'Clear value' })).toBeInTheDocument();
  });
});
