/** Which rule's people the reminder preview lists (docs/reminders.md, "Preview"). */

/** A rule's totals on the preview's day. */
export interface RuleReach {
  ruleId: number;
  reached: number;
  leftOut: number;
}

/**
 * The active rule asked for, even one that reaches nobody; otherwise the first that reminds anyone, then the first
 * that leaves someone out, then the first. An empty rule listed by default showed totals with no list and no reason.
 */
export function listedRuleId(rules: readonly RuleReach[], asked: number | null): number | undefined {
  const chosen =
    rules.find((r) => r.ruleId === asked) ??
    rules.find((r) => r.reached > 0) ??
    rules.find((r) => r.leftOut > 0) ??
    rules[0];
  return chosen?.ruleId;
}
