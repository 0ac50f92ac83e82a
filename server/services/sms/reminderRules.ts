/**
 * Reminder rules as the manager writes them (docs/reminders.md): the values read and checked with Turkish errors
 * that name the field, then one repository write with its audit row. The list carries each rule's effect.
 */
import type { Executor } from '../../db';
import { FIRST_HOUR, LAST_HOUR } from '../../domain/reminders/hours';
import { smsMessageOrFail } from '../../domain/smsMessage';
import { fieldError } from '../../errors';
import { amountOrFail } from '../../fields';
import { type ReminderRuleValues, reminderRulesRepository } from '../../repositories/sms/reminderRules';
import { reminderRunsRepository } from '../../repositories/sms/reminderRuns';
import { refuseBlank } from '../../schemas/shared/http';
import type { AccountActor } from '../shared/sessions';

export interface RuleInput {
  name: string;
  offset_days: number;
  min_amount?: number | string | null;
  accounting_type_ids?: number[];
  group_ids?: number[];
  building_ids?: number[];
  who?: 'owners' | 'tenants' | 'both';
  min_overdue_days?: number;
  channels: ('email' | 'sms')[];
  send_hour: number;
  template: string;
  active?: boolean;
}

export const RULE_LIMITS = { before: 90, after: 365, overdue: 3650 } as const;

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];

async function refuseUnknown(db: Executor, accountId: number, values: ReminderRuleValues) {
  const checks = [
    ['buildings', 'building_ids', values.buildingIds, 'Bu hesapta olmayan bir bina seçildi.'],
    ['types', 'accounting_type_ids', values.accountingTypeIds, 'Bu hesapta olmayan bir borç türü seçildi.'],
    ['groups', 'group_ids', values.groupIds, 'Bu hesapta olmayan bir grup seçildi.'],
  ] as const;
  for (const [kind, field, ids, message] of checks) {
    if ((await reminderRulesRepository.unknownIds(db, accountId, kind, ids ?? [])).length > 0) {
      throw fieldError(field, message);
    }
  }
}

/** The body's values as a rule, or a Turkish 400 on the first field that is wrong. */
export function ruleValues(input: RuleInput): ReminderRuleValues {
  refuseBlank(input, ['name', 'template']);
  if (input.offset_days < -RULE_LIMITS.before || input.offset_days > RULE_LIMITS.after) {
    throw fieldError(
      'offset_days',
      `Gün sayısı son ödemeden en fazla ${RULE_LIMITS.before} gün önce ile ${RULE_LIMITS.after} gün sonra arasında olmalı.`,
    );
  }
  if (input.send_hour < FIRST_HOUR || input.send_hour > LAST_HOUR) {
    throw fieldError(
      'send_hour',
      'Gönderim saati 06 ile 21 arasında olmalı: gece 22:00 ile 06:00 arasında hatırlatma gönderilmez.',
    );
  }
  const channels = [...new Set(input.channels)];
  if (channels.length === 0)
    throw fieldError('channels', 'En az bir gönderim kanalı seçin (e-posta veya SMS).');
  const overdue = input.min_overdue_days ?? 0;
  if (overdue < 0 || overdue > RULE_LIMITS.overdue) {
    throw fieldError('min_overdue_days', `Gecikme günü 0 ile ${RULE_LIMITS.overdue} arasında olmalı.`);
  }
  const empty = input.min_amount === undefined || input.min_amount === null || input.min_amount === '';
  return {
    name: input.name.trim(),
    offsetDays: input.offset_days,
    minAmount: empty ? 0n : amountOrFail(input.min_amount ?? null, 'min_amount'),
    accountingTypeIds: unique(input.accounting_type_ids),
    groupIds: unique(input.group_ids),
    buildingIds: unique(input.building_ids),
    who: input.who ?? 'both',
    minOverdueDays: overdue,
    channels,
    sendHour: input.send_hour,
    template: smsMessageOrFail(input.template, 'template'),
    active: input.active ?? true,
  };
}

export const reminderRules = {
  async list(db: Executor, accountId: number, page: { offset: number; limit: number } | null) {
    const { rows, total } = await reminderRulesRepository.list(db, accountId, page);
    const effect = await reminderRunsRepository.effect(db, accountId);
    return { rows: rows.map((rule) => ({ rule, effect: effect.get(rule.id) })), total };
  },

  async create(db: Executor, actor: AccountActor, input: RuleInput) {
    const values = ruleValues(input);
    await refuseUnknown(db, actor.accountId, values);
    return reminderRulesRepository.insert(db, actor, values);
  },

  async update(db: Executor, actor: AccountActor, id: number, input: RuleInput) {
    const values = ruleValues(input);
    await refuseUnknown(db, actor.accountId, values);
    return reminderRulesRepository.update(db, actor, id, values);
  },

  async remove(db: Executor, actor: AccountActor, id: number) {
    await reminderRulesRepository.remove(db, actor, id);
  },
};
