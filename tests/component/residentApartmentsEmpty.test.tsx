/**
 * A resident saved before any flat (the first minutes of a new account) is told where a resident is added to a
 * flat, with a link there, instead of a dead end.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ResidentApartments } from '../../src/resources/residents/ResidentShow';
import { renderPage } from './renderPage';

const resident = { id: 91, name: 'Ahmet', surname: 'Yıldız', apartments: [] };

describe('a resident without a flat', () => {
  it('says where to add the flat and links to the flats', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(
      <RecordContextProvider value={resident}>
        <ResidentApartments />
      </RecordContextProvider>,
      { route: '/residents/91/show', routes: { '/apartments': <h1>Daire listesi</h1> } },
    );
    expect(
      await screen.findByText(/Dairesini açıp “Ev sahipleri ve kiracılar” sekmesinden ekleyiniz\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dairelere git' }));
    expect(await screen.findByRole('heading', { name: 'Daire listesi' })).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    renderPage(
      <RecordContextProvider value={resident}>
        <ResidentApartments />
      </RecordContextProvider>,
      { route: '/residents/91/show', locale: 'en' },
    );
    expect(await screen.findByRole('link', { name: 'Go to the apartments' })).toHaveAttribute(
      'href',
      '/apartments',
    );
  });
});
