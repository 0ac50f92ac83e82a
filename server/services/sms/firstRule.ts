/**
 * The settings' old debt reminder fields as a view of the account's first rule (server/domain/reminders/firstRule.ts,
 * docs/reminders.md "The first rule"): read from it, and a save that changes them changes it, with its audit row.
 */
import type { Executor } from '../../db';
import {
  FIRST_RULE,
  firstRuleChange,
  type OldReminderSetting,
  oldSettingOf,
} from '../../domain/reminders/firstRule';
import { type ReminderRule, reminderRulesRepository } from '../../repositories/sms/reminderRules';
import type { AccountActor } from '../shared/sessions';

/** What the old fields read: the first rule's, or what was last saved when the account has no rule. */
export async function readOldReminderSetting(
  exec: Executor,
  accountId: number,
  saved: OldReminderSetting,
): Promise<OldReminderSetting> {
  const rule = await reminderRulesRepository.first(exec, accountId);
  return rule ? oldSettingOf(rule) : saved;
}

const ruleValuesOf = ({
  id: _id,
  accountId: _account,
  deletedAt: _deleted,
  createdAt: _created,
  ...values
}: ReminderRule) => values;

/** Makes the first rule say what the old fields ask (nothing when they say what it does already); answers them. */
export async function saveOldReminderSetting(
  tx: Executor,
  actor: AccountActor,
  asked: OldReminderSetting,
): Promise<OldReminderSetting> {
  const rule = await reminderRulesRepository.first(tx, actor.accountId);
  const change = firstRuleChange(rule, asked);
  if (change.kind === 'update' && rule) {
    const saved = await reminderRulesRepository.update(tx, actor, rule.id, {
      ...ruleValuesOf(rule),
      ...change.values,
    });
    return oldSettingOf(saved);
  }
  if (change.kind === 'create') {
    const template =
      (await reminderRulesRepository.latestDebtTemplate(tx, actor.accountId)) ?? FIRST_RULE.template;
    const saved = await reminderRulesRepository.insert(tx, actor, {
      name: FIRST_RULE.name,
      channels: FIRST_RULE.channels,
      sendHour: FIRST_RULE.sendHour,
      template,
      ...change.values,
    });
    return oldSettingOf(saved);
  }
  return rule ? oldSettingOf(rule) : asked;
}
