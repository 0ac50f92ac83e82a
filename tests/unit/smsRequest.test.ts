import { describe, expect, it } from 'vitest';
import {
  EVERYONE,
  INITIAL_AUDIENCE,
  INITIAL_SCHEDULE,
  isTicked,
  NOBODY,
  scheduleErrors,
  scheduleProblem,
  smsRequest,
  tickedCount,
  toggle,
} from '../../src/pages/sms/smsRequest';

const message = { text: 'Sayın {ad}', templateId: null };

describe('the bulk SMS selection', () => {
  it('ticks chosen people one by one, or everyone but the unticked', () => {
    const chosen = toggle(toggle(NOBODY, 3), 5);
    expect(isTicked(chosen, 3)).toBe(true);
    expect(isTicked(chosen, 4)).toBe(false);
    expect(tickedCount(chosen, 40)).toBe(2);
    const allBut = toggle(EVERYONE, 4);
    expect(isTicked(allBut, 3)).toBe(true);
    expect(isTicked(allBut, 4)).toBe(false);
    expect(tickedCount(allBut, 40)).toBe(39);
    expect(isTicked(toggle(allBut, 4), 4)).toBe(true);
  });

  it('maps the selection to all_data, sending and not_sending', () => {
    const residents = { building_id: 2, key: ' Ay ', selection: { all: false, ids: [3, 5] } };
    expect(
      smsRequest('residents', { ...INITIAL_AUDIENCE, residents }, message, INITIAL_SCHEDULE),
    ).toMatchObject({
      audience: 'residents',
      all_data: false,
      sending: [3, 5],
      not_sending: [],
      building_id: 2,
      key: 'Ay',
    });
    const everyoneBut = { ...residents, selection: { all: true, ids: [4] } };
    expect(
      smsRequest('residents', { ...INITIAL_AUDIENCE, residents: everyoneBut }, message, INITIAL_SCHEDULE),
    ).toMatchObject({ all_data: true, sending: [], not_sending: [4] });
  });

  it('sends the debtors’ filters as numbers, empty ones as null', () => {
    const debtors = { min_amount: '1.000,50', overdue_days: '', selection: EVERYONE };
    expect(smsRequest('debtors', { ...INITIAL_AUDIENCE, debtors }, message, INITIAL_SCHEDULE)).toMatchObject({
      min_amount: 1000.5,
      overdue_days: null,
      all_data: true,
    });
  });
});

describe('the bulk SMS schedule', () => {
  it('sends now without a date', () => {
    expect(smsRequest('non_members', INITIAL_AUDIENCE, message, INITIAL_SCHEDULE)).toMatchObject({
      is_future_date: false,
      continually: false,
    });
    expect(
      smsRequest('non_members', INITIAL_AUDIENCE, message, INITIAL_SCHEDULE).future_date,
    ).toBeUndefined();
  });

  it('sends every month from the first date and time until the last date', () => {
    const monthly = { mode: 'monthly' as const, date: '1.12.2026', time: '09:05', until: '01.06.2027' };
    expect(scheduleProblem(monthly)).toBeNull();
    expect(smsRequest('non_members', INITIAL_AUDIENCE, message, monthly)).toMatchObject({
      is_future_date: true,
      future_date: { hour: 9, minute: 5, start_date: '01.12.2026' },
      continually: true,
      continually_date: '01.06.2027',
    });
  });

  it('asks for what a later or monthly send is missing', () => {
    expect(scheduleProblem({ ...INITIAL_SCHEDULE, mode: 'later' })).toBe('choose_date');
    expect(scheduleProblem({ ...INITIAL_SCHEDULE, mode: 'later', date: '31.02.2026' })).toBe('choose_date');
    expect(scheduleProblem({ ...INITIAL_SCHEDULE, mode: 'later', date: '01.12.2026' })).toBe('choose_time');
    expect(scheduleProblem({ mode: 'monthly', date: '01.12.2026', time: '10:00', until: '' })).toBe(
      'choose_until',
    );
  });
});

describe('scheduleErrors: a later send whose time has passed', () => {
  // 28.11.2026 14:05 in Istanbul (UTC+3).
  const now = new Date('2026-11-28T11:05:30Z');
  const later = (date: string, time: string) => ({ ...INITIAL_SCHEDULE, mode: 'later' as const, date, time });

  it('marks the date when the day has gone, the time when today’s hour has gone, and accepts this minute', () => {
    expect(scheduleErrors(later('27.11.2026', '23:00'), now)).toEqual({
      date: { key: 'date_past', values: { date: '27.11.2026' } },
    });
    expect(scheduleErrors(later('28.11.2026', '14:04'), now)).toEqual({
      time: { key: 'time_past', values: { time: '14:04', now: '14:05' } },
    });
    expect(scheduleErrors(later('28.11.2026', '14:05'), now)).toEqual({});
    expect(scheduleProblem(later('28.11.2026', '14:04'), now)).toBe('fix_schedule');
    expect(scheduleProblem(later('29.11.2026', '09:00'), now)).toBeNull();
  });
});
