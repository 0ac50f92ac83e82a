/**
 * The settings' old debt reminder fields (`remin_debt`, `remind_debt_with_since_day`) read and write the account's
 * first rule (docs/reminders.md, "The first rule"), so a client that still sends them and the Hatırlatmalar page
 * decide the same thing.
 */

/** The first rule as migration 0034 made it from the old setting: N days after, by SMS, at the old run's 10:00. */
export const FIRST_RULE = {
  name: 'Borç hatırlatması',
  channels: ['sms' as const],
  sendHour: 10,
  template:
    'Sayın {ad_soyad}, {daire} için {borc} ödenmemiş borcunuz bulunmaktadır (en eski vade {en_eski_vade}). {yonetim}',
};

export interface OldReminderSetting {
  reminDebt: boolean;
  remindDebtWithSinceDay: number;
}

interface RuleShape {
  active: boolean;
  offsetDays: number;
}

/** The old fields as the first rule says them; a rule before the due date reads 0 days (the field has no "before"). */
export function oldSettingOf(rule: RuleShape): OldReminderSetting {
  return { reminDebt: rule.active, remindDebtWithSinceDay: Math.min(365, Math.max(0, rule.offsetDays)) };
}

export type FirstRuleChange =
  | { kind: 'none' }
  | { kind: 'update'; values: Partial<RuleShape> }
  | { kind: 'create'; values: RuleShape };

/**
 * What a save of the old fields does to the first rule: only what differs from what they read changes, so a
 * client sending back what it read (a rule 3 days before reads 0) changes nothing. Without a rule, turning the
 * reminder on makes the first rule; turning it off needs none.
 */
export function firstRuleChange(rule: RuleShape | undefined, asked: OldReminderSetting): FirstRuleChange {
  if (!rule) {
    return asked.reminDebt
      ? { kind: 'create', values: { active: true, offsetDays: asked.remindDebtWithSinceDay } }
      : { kind: 'none' };
  }
  const shown = oldSettingOf(rule);
  const values: Partial<RuleShape> = {
    ...(asked.reminDebt !== shown.reminDebt && { active: asked.reminDebt }),
    ...(asked.remindDebtWithSinceDay !== shown.remindDebtWithSinceDay && {
      offsetDays: asked.remindDebtWithSinceDay,
    }),
  };
  return Object.keys(values).length === 0 ? { kind: 'none' } : { kind: 'update', values };
}
