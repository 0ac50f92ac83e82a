/**
 * The settings' old debt reminder fields against the first rule (server/domain/reminders/firstRule.ts): what they
 * read, and that a save changes only what differs from it.
 */
import { describe, expect, it } from 'vitest';
import { firstRuleChange, oldSettingOf } from '../../../server/domain/reminders/firstRule';

describe('the old reminder setting', () => {
  it('reads the rule’s switch and days; a rule before the due date reads 0', () => {
    expect(oldSettingOf({ active: true, offsetDays: 10 })).toEqual({
      reminDebt: true,
      remindDebtWithSinceDay: 10,
    });
    expect(oldSettingOf({ active: false, offsetDays: -3 })).toEqual({
      reminDebt: false,
      remindDebtWithSinceDay: 0,
    });
  });

  it('sent back as read changes nothing, also for a rule before the due date', () => {
    const before = { active: true, offsetDays: -3 };
    expect(firstRuleChange(before, oldSettingOf(before))).toEqual({ kind: 'none' });
  });

  it('changes only the field that differs', () => {
    const rule = { active: true, offsetDays: -3 };
    expect(firstRuleChange(rule, { reminDebt: false, remindDebtWithSinceDay: 0 })).toEqual({
      kind: 'update',
      values: { active: false },
    });
    expect(firstRuleChange(rule, { reminDebt: true, remindDebtWithSinceDay: 5 })).toEqual({
      kind: 'update',
      values: { offsetDays: 5 },
    });
  });

  it('without a rule: on makes one with the days asked, off needs none', () => {
    expect(firstRuleChange(undefined, { reminDebt: true, remindDebtWithSinceDay: 7 })).toEqual({
      kind: 'create',
      values: { active: true, offsetDays: 7 },
    });
    expect(firstRuleChange(undefined, { reminDebt: false, remindDebtWithSinceDay: 7 })).toEqual({
      kind: 'none',
    });
  });
});
