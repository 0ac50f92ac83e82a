/** A resident's page at 390 px: the flats are one card each, every value named, not five columns sideways. */
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ResidentApartments } from '../../src/resources/residents/ResidentShow';
import { labelledCells, turnsIntoCards } from './phoneCardsCheck';
import { renderPage } from './renderPage';

const flat = (identifier: string, type_name: string, move_out: string | null) => ({
  apartment_id: Number(identifier),
  building_id: 1,
  building_name: 'A Blok',
  identifier,
  type: 1,
  type_name,
  percent: type_name === 'Hissedar' ? 50 : null,
  move_in: '01.09.2020',
  move_out,
});

const resident = {
  id: 1,
  name: 'Ali',
  surname: 'Aslan',
  apartments: [flat('9', 'Ev sahibi', null), flat('4', 'Hissedar', '30.06.2024')],
};

describe('a resident’s flats on a phone (390 px)', () => {
  it('shows each flat as a card: the flat first, its role and dates named, "current" at the end', async () => {
    renderPage(
      <RecordContextProvider value={resident}>
        <ResidentApartments />
      </RecordContextProvider>,
      { route: '/residents/1/show' },
    );
    const table = await screen.findByRole('table', { name: 'Daireleri' });
    expect(turnsIntoCards(table)).toBe(true);
    const [now, before] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(now!.querySelector('td.card-title')).toHaveTextContent('A Blok / 9');
    expect(labelledCells(now!)).toEqual(['Tipi: Ev sahibi', 'Giriş: 01.09.2020']);
    expect(now!.querySelector('td.card-end')).toHaveTextContent('Oturuyor');
    expect(labelledCells(before!)).toEqual([
      'Tipi: Hissedar',
      'Hisse: %50',
      'Giriş: 01.09.2020',
      'Çıkış: 30.06.2024',
    ]);
  });
});
