import { describe, expect, it } from 'vitest';
import {
  buildEntryRequest,
  ENTRY_MODES,
  type EntryState,
  gridErrorsOf,
  initialEntryState,
  isEntryMode,
} from '../../src/pages/debt-entry/entryRequest';

const state = (values: Partial<EntryState>): EntryState => ({
  ...initialEntryState(),
  accountingTypeId: 4,
  dueDate: '01.03.2026',
  ...values,
});

describe('debt entry modes', () => {
  it('has one tab per entry screen, in a fixed order', () => {
    expect(ENTRY_MODES).toEqual(['single', 'multi', 'amount', 'land', 'area', 'per-person', 'group']);
    expect(isEntryMode('land')).toBe(true);
    expect(isEntryMode('odeme')).toBe(false);
    expect(isEntryMode(undefined)).toBe(false);
  });
});

describe('buildEntryRequest', () => {
  it('sends comma amounts as numbers and the common fields as the API names them', () => {
    const request = buildEntryRequest(
      'single',
      state({ apartment: { id: 7, name: 'A Blok 5' }, amount: '1.234,56', description: '  Mart aidatı ' }),
      [],
    );
    expect(request.problems).toEqual({});
    expect(request.body).toEqual({
      accounting_type_id: 4,
      due_date: '01.03.2026',
      description: 'Mart aidatı',
      is_interest: false,
      interest: null,
      responsible: 'owner',
      apartment_id: 7,
      amount: 1234.56,
    });
  });

  it('names every missing or wrong field by its translation key', () => {
    const request = buildEntryRequest(
      'single',
      state({ accountingTypeId: '', dueDate: '31.02.2026', amount: '12,345' }),
      [],
    );
    expect(request.problems).toEqual({
      accounting_type_id: 'ra.validation.required',
      due_date: 'app.validation.date',
      apartment_id: 'ra.validation.required',
      amount: 'app.debt_entry.max_two_decimals',
    });
    expect(request.body.accounting_type_id).toBeNull();
  });

  it('clears the interest rate when the interest flag is off, and reads it when on', () => {
    const off = buildEntryRequest('amount', state({ buildingIds: [1], amount: '10', interest: '3' }), []);
    expect(off.body.interest).toBeNull();
    const on = buildEntryRequest(
      'amount',
      state({ buildingIds: [1], amount: '10', isInterest: true, interest: '2,5' }),
      [],
    );
    expect(on.body).toMatchObject({ is_interest: true, interest: 2.5, building_ids: [1], amount: 10 });
    const wrong = buildEntryRequest(
      'amount',
      state({ buildingIds: [1], amount: '10', isInterest: true, interest: 'yüzde' }),
      [],
    );
    expect(wrong.problems).toEqual({ interest: 'app.validation.decimal' });
  });

  it('splits a total over buildings in the land, area and per-person modes', () => {
    for (const mode of ['land', 'area', 'per-person'] as const) {
      const request = buildEntryRequest(mode, state({ buildingIds: [1, 2], total: '3000' }), []);
      expect(request.body).toMatchObject({ building_ids: [1, 2], total: 3000 });
      expect(request.problems).toEqual({});
    }
    expect(buildEntryRequest('land', state({ total: '3000' }), []).problems).toEqual({
      building_ids: 'app.debt_entry.choose_buildings',
    });
  });

  it('keeps only the grid rows above 0 and names a wrong row by its apartment', () => {
    const request = buildEntryRequest(
      'multi',
      state({ buildingIds: [1], gridAmounts: { 10: '150,5', 11: '0', 12: '', 13: '1,234' } }),
      [10, 11, 12, 13],
    );
    expect(request.body.debts).toEqual([{ apartment_id: 10, amount: 150.5 }]);
    expect(request.problems).toEqual({ 'debts.13': 'app.debt_entry.max_two_decimals' });
    const empty = buildEntryRequest('multi', state({ buildingIds: [1] }), [10]);
    expect(empty.problems).toEqual({ debts: 'app.debt_entry.no_rows' });
  });

  it('says an amount over the server’s maximum (9.999.999.999,99 TL) is too large, in the form and in the grid', () => {
    const single = buildEntryRequest('single', state({ amount: '10.000.000.000' }), []);
    expect(single.problems.amount).toBe('app.debt_entry.amount_too_large');
    const largest = buildEntryRequest('single', state({ amount: '9.999.999.999,99' }), []);
    expect(largest.problems.amount).toBeUndefined();
    expect(largest.body.amount).toBe(9999999999.99);
    const grid = buildEntryRequest(
      'multi',
      state({ buildingIds: [1], gridAmounts: { 10: '150', 11: '999999999999999,99' } }),
      [10, 11],
    );
    expect(grid.problems).toEqual({ 'debts.11': 'app.debt_entry.amount_too_large' });
  });

  it('charges a group by its id', () => {
    expect(buildEntryRequest('group', state({ groupId: 3 }), []).body.group_id).toBe(3);
    expect(buildEntryRequest('group', state({}), []).problems).toEqual({
      group_id: 'ra.validation.required',
    });
  });
});

describe('gridErrorsOf', () => {
  it('puts our own checks and the server’s row messages on the apartments they belong to', () => {
    const errors = gridErrorsOf(
      { 'debts.13': 'app.validation.decimal', amount: 'ra.validation.required' },
      { 'debts.1.amount': 'En fazla 1.000.000 olabilir.', description: 'Çok uzun.' },
      [{ apartment_id: 10 }, { apartment_id: 12 }],
      (key) => `«${key}»`,
    );
    expect(errors).toEqual({ 13: '«app.validation.decimal»', 12: 'En fazla 1.000.000 olabilir.' });
  });
});
