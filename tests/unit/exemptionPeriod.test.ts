/**
 * An exemption's months (server/domain/exemptions.ts): typed as AA.YYYY, either end open, and a debt is exempted
 * only when its due date falls inside; the debt import refuses a row only then.
 */
import { describe, expect, it } from 'vitest';
import { planDebtImport, typeKey } from '../../server/domain/debtImport';
import { coversDate, periodJson, readExemptionPeriod } from '../../server/domain/exemptions';
import { apartmentKey, buildingKey } from '../../server/domain/propertyImport';

describe('exemption periods', () => {
  it('reads whole months, either end open, and refuses a bad or backwards span with Turkish field errors', () => {
    const year = readExemptionPeriod({ starts_on: '01.2026', ends_on: '2.2026' });
    expect(year).toEqual({ startsOn: '2026-01-01', endsOn: '2026-02-28' });
    expect(periodJson(year)).toEqual({ starts_on: '01.2026', ends_on: '02.2026' });
    expect(readExemptionPeriod({ starts_on: '', ends_on: null })).toEqual({ startsOn: null, endsOn: null });
    expect(readExemptionPeriod({ ends_on: '2028-02' })).toEqual({ startsOn: null, endsOn: '2028-02-29' });
    expect(() => readExemptionPeriod({ starts_on: '13.2026' })).toThrow(
      expect.objectContaining({ errors: { starts_on: 'Ay AA.YYYY biçiminde olmalıdır (ör. 01.2026).' } }),
    );
    expect(() => readExemptionPeriod({ starts_on: '05.2026', ends_on: '04.2026' })).toThrow(
      expect.objectContaining({ errors: { ends_on: 'Bitiş ayı başlangıç ayından önce olamaz.' } }),
    );
  });

  it('covers a due date inside the months only', () => {
    const year = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
    expect(coversDate(year, '2025-12-31')).toBe(false);
    expect(coversDate(year, '2026-01-01')).toBe(true);
    expect(coversDate(year, '2026-12-31')).toBe(true);
    expect(coversDate(year, '2027-01-01')).toBe(false);
    expect(coversDate({ startsOn: null, endsOn: null }, '1999-01-01')).toBe(true);
  });

  it('refuses an imported debt of an exempt flat only when it is due inside the months', () => {
    const context = {
      buildings: new Set([buildingKey('A Blok')]),
      apartments: new Map([[apartmentKey('A Blok', '1'), 10]]),
      incomeTypes: new Map([[typeKey('Aidat'), { id: 5, name: 'Aidat' }]]),
      expenseTypes: new Set<string>(),
      exemptions: new Map([['10:5', { startsOn: '2026-01-01', endsOn: '2026-12-31' }]]),
      responsible: { owner: new Map([[10, 99]]), tenant: new Map<number, number>() },
    };
    const row = (due: string) => ({
      row: 2,
      building: 'A Blok',
      identifier: '1',
      amount: '100',
      accounting_type: 'Aidat',
      due_date: due,
      responsible: 'Ev sahibi',
    });
    const inside = planDebtImport([row('15.06.2026')], context);
    expect(inside.problems).toEqual([
      { row: 2, column: 'Borç Türü', reason: 'Daire "Aidat" borç türünden muaf.' },
    ]);
    const after = planDebtImport([row('15.01.2027')], context);
    expect(after.problems).toEqual([]);
    expect(after.debts).toHaveLength(1);
  });
});
