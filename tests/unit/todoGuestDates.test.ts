import { describe, expect, it } from 'vitest';
import { todoPeriod } from '../../server/domain/todoPeriod';
import { parseVisitTime, visitDayRange } from '../../server/domain/visitTimes';
import { monthWeeks, shiftDay, shiftMonth } from '../../src/pages/todo/todoDates';
import { normalizeVisitTime, nowInIstanbul, visitMinutes } from '../../src/resources/guests/guestTimes';

describe('to-do days', () => {
  it('covers one day, or the whole month of it (leap February included)', () => {
    expect(todoPeriod('2026-03-15', false)).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(todoPeriod('2026-03-15', true)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(todoPeriod('2028-02-10', true)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('moves by day and month across their ends', () => {
    expect(shiftDay('31.12.2026', 1)).toBe('01.01.2027');
    expect(shiftDay('01.03.2026', -1)).toBe('28.02.2026');
    expect(shiftMonth('31.03.2026', 1)).toBe('30.04.2026');
    expect(shiftMonth('15.01.2026', -1)).toBe('15.12.2025');
  });

  it('lays a month out in weeks from Monday', () => {
    // 1 June 2026 is a Monday; 1 March 2026 a Sunday.
    const june = monthWeeks('10.06.2026');
    expect(june[0]![0]).toEqual({ year: 2026, month: 6, day: 1 });
    expect(june.flat().filter(Boolean)).toHaveLength(30);
    const march = monthWeeks('10.03.2026');
    expect(march[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(march[0]![6]).toEqual({ year: 2026, month: 3, day: 1 });
    expect(march.every((week) => week.length === 7)).toBe(true);
  });
});

describe('visit times (Istanbul, UTC+3)', () => {
  it('reads DD.MM.YYYY HH:mm as Istanbul time and refuses what is not a time', () => {
    expect(parseVisitTime('02.04.2026 09:30')?.toISOString()).toBe('2026-04-02T06:30:00.000Z');
    expect(parseVisitTime('02.04.2026 24:00')).toBeNull();
    expect(parseVisitTime('31.04.2026 10:00')).toBeNull();
    expect(parseVisitTime('02.04.2026')).toBeNull();
  });

  it('filters whole Istanbul days, the end day included', () => {
    const { from, before } = visitDayRange('2026-05-10', '2026-05-31');
    expect(from?.toISOString()).toBe('2026-05-09T21:00:00.000Z');
    expect(before?.toISOString()).toBe('2026-05-31T21:00:00.000Z');
    expect(visitDayRange(null, null)).toEqual({ from: null, before: null });
  });

  it('tidies a typed time and compares two', () => {
    expect(normalizeVisitTime('3.4.2026 9:05')).toBe('03.04.2026 09:05');
    expect(normalizeVisitTime('03042026 0905')).toBe('03.04.2026 09:05');
    expect(normalizeVisitTime('yarın')).toBe('yarın');
    expect(visitMinutes('03.04.2026 11:00')! - visitMinutes('03.04.2026 09:05')!).toBe(115);
    expect(nowInIstanbul(new Date('2026-04-02T21:30:00Z'))).toBe('03.04.2026 00:30');
  });
});
