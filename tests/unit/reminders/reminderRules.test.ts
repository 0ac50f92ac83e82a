/**
 * The pure reminder rules (server/domain/reminders/): which debts a rule reminds on a day, its filters, the channel
 * a resident is reached on, the fields of its text and the night's quiet hours.
 */
import { describe, expect, it } from 'vitest';
import { pickChannel } from '../../../server/domain/reminders/channel';
import { isQuietHour, sendTimeFor } from '../../../server/domain/reminders/hours';
import {
  type CandidateDebt,
  dueWindow,
  type ReminderFilters,
  reminderTargets,
} from '../../../server/domain/reminders/targets';
import { reminderFields } from '../../../server/domain/reminders/template';

const rule = (changes: Partial<ReminderFilters> = {}): ReminderFilters => ({
  offsetDays: 5,
  minAmount: 0n,
  accountingTypeIds: [],
  groupIds: [],
  buildingIds: [],
  who: 'both',
  minOverdueDays: 0,
  ...changes,
});

const debt = (changes: Partial<CandidateDebt> = {}): CandidateDebt => ({
  residentId: 1,
  dueDate: '2026-12-01',
  open: 45_000n,
  responsible: 'owner',
  accountingTypeId: 10,
  buildingId: 100,
  groupIds: [],
  paymentCode: '1042-1',
  residentOpen: 45_000n,
  oldestDue: '2026-12-01',
  ...changes,
});

describe('which due dates a rule reminds', () => {
  it('5 days after: the debts due 5 days ago, and the week before that caught up', () => {
    expect(dueWindow(5, '2026-12-06')).toEqual({ from: '2026-11-24', to: '2026-12-01' });
    expect(reminderTargets(rule(), '2026-12-06', [debt()])).toHaveLength(1);
    expect(reminderTargets(rule(), '2026-12-05', [debt()])).toHaveLength(0);
    expect(reminderTargets(rule(), '2026-12-08', [debt()])).toHaveLength(1);
    expect(reminderTargets(rule(), '2026-12-14', [debt()])).toHaveLength(0);
  });

  it('3 days before: only on that day, never late', () => {
    const before = rule({ offsetDays: -3 });
    expect(dueWindow(-3, '2026-11-28')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(reminderTargets(before, '2026-11-28', [debt()])).toHaveLength(1);
    expect(reminderTargets(before, '2026-11-29', [debt()])).toHaveLength(0);
  });

  it('a paid debt is not reminded; two debts due the same day make one reminder with both open amounts', () => {
    const targets = reminderTargets(rule({ offsetDays: 0 }), '2026-12-01', [
      debt({ open: 0n }),
      debt({ open: 30_000n, accountingTypeId: 11 }),
      debt({ open: 5_000n, accountingTypeId: 12 }),
    ]);
    expect(targets).toEqual([
      {
        residentId: 1,
        dueDate: '2026-12-01',
        open: 35_000n,
        residentOpen: 45_000n,
        paymentCode: '1042-1',
        oldestDue: '2026-12-01',
      },
    ]);
  });
});

describe('filters', () => {
  const on = '2026-12-01';
  const zero = { offsetDays: 0 };
  it('minimum amount on what the resident owes', () => {
    expect(reminderTargets(rule({ ...zero, minAmount: 50_000n }), on, [debt()])).toHaveLength(0);
    expect(reminderTargets(rule({ ...zero, minAmount: 45_000n }), on, [debt()])).toHaveLength(1);
  });
  it('types, buildings and groups', () => {
    expect(reminderTargets(rule({ ...zero, accountingTypeIds: [11] }), on, [debt()])).toHaveLength(0);
    expect(reminderTargets(rule({ ...zero, accountingTypeIds: [10] }), on, [debt()])).toHaveLength(1);
    expect(reminderTargets(rule({ ...zero, buildingIds: [200] }), on, [debt()])).toHaveLength(0);
    expect(reminderTargets(rule({ ...zero, groupIds: [7] }), on, [debt({ groupIds: [3, 7] })])).toHaveLength(
      1,
    );
    expect(reminderTargets(rule({ ...zero, groupIds: [7] }), on, [debt()])).toHaveLength(0);
  });
  it('owners or tenants', () => {
    const tenantDebt = debt({ responsible: 'tenant' });
    expect(reminderTargets(rule({ ...zero, who: 'owners' }), on, [tenantDebt])).toHaveLength(0);
    expect(reminderTargets(rule({ ...zero, who: 'tenants' }), on, [tenantDebt])).toHaveLength(1);
  });
  it('overdue days count from the resident’s oldest open debt', () => {
    const late = rule({ ...zero, minOverdueDays: 30 });
    expect(reminderTargets(late, on, [debt()])).toHaveLength(0);
    expect(reminderTargets(late, on, [debt({ oldestDue: '2026-10-01' })])).toHaveLength(1);
  });
});

describe('channel', () => {
  it('takes the first channel of the order the resident can be reached on', () => {
    const both = { email: 'a@b.com.tr', emailBounced: false, sms: true };
    expect(pickChannel(['email', 'sms'], both)).toBe('email');
    expect(pickChannel(['sms', 'email'], both)).toBe('sms');
    expect(pickChannel(['email', 'sms'], { ...both, emailBounced: true })).toBe('sms');
    expect(pickChannel(['email', 'sms'], { ...both, email: null })).toBe('sms');
    expect(pickChannel(['email'], { ...both, email: null })).toBeNull();
    expect(pickChannel(['sms'], { ...both, sms: false })).toBeNull();
  });
});

describe('template fields', () => {
  it('fills the name, the whole open debt, the due date, the payment code and the link', () => {
    const [target] = reminderTargets(rule({ offsetDays: 0 }), '2026-12-01', [
      debt({ residentOpen: 123_456n, paymentCode: '1042-7' }),
    ]);
    expect(reminderFields(target!, { name: 'Ayşe' }, 'https://site.example.com/sakin/x')).toEqual({
      ad: 'Ayşe',
      borc: '1.234,56 TL',
      son_odeme: '01.12.2026',
      odeme_kodu: '1042-7',
      link: 'https://site.example.com/sakin/x',
    });
  });
});

describe('quiet hours', () => {
  it('never sends between 22:00 and 06:00 Istanbul', () => {
    expect([5, 6, 21, 22].map(isQuietHour)).toEqual([true, false, false, true]);
    const noon = new Date('2026-11-28T09:00:00Z');
    expect(sendTimeFor(noon)).toEqual(noon);
    // 23:30 Istanbul waits until 06:00 the next morning; 02:00 until 06:00 the same morning.
    expect(sendTimeFor(new Date('2026-11-28T20:30:00Z'))).toEqual(new Date('2026-11-29T03:00:00Z'));
    expect(sendTimeFor(new Date('2026-11-28T23:00:00Z'))).toEqual(new Date('2026-11-29T03:00:00Z'));
  });
});
