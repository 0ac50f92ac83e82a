/**
 * Which rule's people the reminder preview lists (server/domain/reminders/previewListing.ts): by default one that
 * shows someone, the rule asked for even when it reaches nobody.
 */
import { describe, expect, it } from 'vitest';
import { listedRuleId } from '../../../server/domain/reminders/previewListing';

const none = { ruleId: 1, reached: 0, leftOut: 0 };
const leavesOut = { ruleId: 2, reached: 0, leftOut: 3 };
const reaches = { ruleId: 3, reached: 5, leftOut: 0 };

describe('the rule the preview lists', () => {
  it('by default the first that reminds anyone, though an earlier one reaches nobody or only leaves people out', () => {
    expect(listedRuleId([none, leavesOut, reaches], null)).toBe(3);
  });

  it('else the first that leaves someone out, else the first', () => {
    expect(listedRuleId([none, leavesOut], null)).toBe(2);
    expect(listedRuleId([none, { ...none, ruleId: 4 }], null)).toBe(1);
    expect(listedRuleId([], null)).toBeUndefined();
  });

  it('the rule asked for, even one that reaches nobody; one not among them is chosen as by default', () => {
    expect(listedRuleId([none, reaches], 1)).toBe(1);
    expect(listedRuleId([none, reaches], 99)).toBe(3);
  });
});
