import { describe, expect, it } from 'vitest';
import { dueJobOccurrence, formatIstanbulMinute, nextJobRun } from '../../server/domain/smsSchedule';

/** Istanbul is UTC+3 all year: 09:30 Istanbul is 06:30Z. */
const utc = (iso: string) => new Date(`${iso}Z`);
const job = (day: number, hour: number, minute: number, lastDate = '2030-12-31') => ({
  day,
  hour,
  minute,
  lastDate,
});

describe('nextJobRun', () => {
  it('day 31 in February sends on the last day of February (28, or 29 in a leap year)', () => {
    expect(nextJobRun(job(31, 9, 30), utc('2027-02-10T00:00:00'))).toEqual(utc('2027-02-28T06:30:00'));
    expect(nextJobRun(job(31, 9, 30), utc('2028-02-10T00:00:00'))).toEqual(utc('2028-02-29T06:30:00'));
    expect(nextJobRun(job(30, 9, 30), utc('2027-04-01T00:00:00'))).toEqual(utc('2027-04-30T06:30:00'));
  });

  it("after this month's time it is next month's, clamped to that month's length", () => {
    // 31 January 10:00 Istanbul, the 09:30 send has gone: next is 28 February.
    expect(nextJobRun(job(31, 9, 30), utc('2027-01-31T07:00:00'))).toEqual(utc('2027-02-28T06:30:00'));
    // December rolls over into January of the next year.
    expect(nextJobRun(job(5, 8, 0), utc('2027-12-06T00:00:00'))).toEqual(utc('2028-01-05T05:00:00'));
  });

  it('at the very minute of the send, that send is the next one', () => {
    expect(nextJobRun(job(15, 9, 30), utc('2027-03-15T06:30:00'))).toEqual(utc('2027-03-15T06:30:00'));
    expect(nextJobRun(job(15, 9, 30), utc('2027-03-15T06:30:01'))).toEqual(utc('2027-04-15T06:30:00'));
  });

  it('reads the month in Istanbul: 00:30 on 1 March Istanbul is still 28 February in UTC', () => {
    // 1 March 00:15 Istanbul has gone (it is 00:30 there): the next send is 1 April 00:15 Istanbul.
    expect(nextJobRun(job(1, 0, 15), utc('2027-02-28T21:30:00'))).toEqual(utc('2027-03-31T21:15:00'));
  });

  it('is null once the next send would fall after last_date, and counts last_date itself', () => {
    expect(nextJobRun(job(31, 9, 30, '2027-02-28'), utc('2027-02-10T00:00:00'))).toEqual(
      utc('2027-02-28T06:30:00'),
    );
    expect(nextJobRun(job(31, 9, 30, '2027-02-27'), utc('2027-02-10T00:00:00'))).toBeNull();
    // This month's send has gone and next month's is after last_date.
    expect(nextJobRun(job(10, 9, 30, '2027-03-09'), utc('2027-02-11T00:00:00'))).toBeNull();
  });
});

describe('dueJobOccurrence', () => {
  const monthly = job(15, 9, 30);

  it('one minute before the send is not due; at the minute it is', () => {
    expect(dueJobOccurrence(monthly, utc('2027-03-15T06:29:00'))).toBeNull();
    expect(dueJobOccurrence(monthly, utc('2027-03-15T06:29:59.999'))).toBeNull();
    expect(dueJobOccurrence(monthly, utc('2027-03-15T06:30:00'))).toBe('2027-03');
  });

  it('stays due for the rest of the month (a missed tick catches up), and names the month', () => {
    expect(dueJobOccurrence(monthly, utc('2027-03-31T20:59:00'))).toBe('2027-03');
    expect(dueJobOccurrence(monthly, utc('2027-04-01T00:00:00'))).toBeNull();
  });

  it('day 31 is due on 28 February', () => {
    expect(dueJobOccurrence(job(31, 9, 30), utc('2027-02-28T06:29:00'))).toBeNull();
    expect(dueJobOccurrence(job(31, 9, 30), utc('2027-02-28T06:30:00'))).toBe('2027-02');
  });

  it('uses the Istanbul month: 00:00 on 1 March Istanbul is due as March at 21:00Z on 28 February', () => {
    // 23:59 on 28 February Istanbul: still February's send.
    expect(dueJobOccurrence(job(1, 0, 0), utc('2027-02-28T20:59:00'))).toBe('2027-02');
    expect(dueJobOccurrence(job(1, 0, 0), utc('2027-02-28T21:00:00'))).toBe('2027-03');
  });

  it('a send at 23:59 on last_date is due; the day after last_date nothing is', () => {
    expect(dueJobOccurrence(job(15, 23, 59, '2027-03-15'), utc('2027-03-15T20:59:00'))).toBe('2027-03');
    expect(dueJobOccurrence(job(15, 23, 59, '2027-03-14'), utc('2027-03-15T20:59:00'))).toBeNull();
    expect(dueJobOccurrence(job(31, 9, 30, '2027-02-27'), utc('2027-02-28T07:00:00'))).toBeNull();
  });

  it("a job written after this month's time starts next month", () => {
    const late = { ...monthly, createdAt: utc('2027-03-15T11:00:00') };
    expect(dueJobOccurrence(late, utc('2027-03-15T11:01:00'))).toBeNull();
    expect(dueJobOccurrence(late, utc('2027-04-15T06:30:00'))).toBe('2027-04');
    const early = { ...monthly, createdAt: utc('2027-03-15T06:00:00') };
    expect(dueJobOccurrence(early, utc('2027-03-15T06:30:00'))).toBe('2027-03');
  });
});

describe('formatIstanbulMinute', () => {
  it('writes the Istanbul wall clock as DD.MM.YYYY HH:mm', () => {
    expect(formatIstanbulMinute(utc('2027-02-28T21:05:00'))).toBe('01.03.2027 00:05');
    expect(formatIstanbulMinute(utc('2027-12-31T06:30:00'))).toBe('31.12.2027 09:30');
  });
});
