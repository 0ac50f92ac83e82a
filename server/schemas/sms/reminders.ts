/** The reminder routes' TypeBox pieces and JSON mappers (docs/reminders.md). */
import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { kurusToNumber } from '../../../common/money';
import type { ReminderRule } from '../../repositories/sms/reminderRules';
import { DecimalInput, DmyInput, Id, MAX_ID, MAX_PAGE, Nullable, Text } from '../shared/http';
import { Money } from '../shared/money';

const Channel = Type.Union([Type.Literal('email'), Type.Literal('sms')]);
const Who = Type.Union([Type.Literal('owners'), Type.Literal('tenants'), Type.Literal('both')]);
const Ids = Type.Array(Id, { maxItems: 500 });

/** The bounds are wide: the service checks the real ranges and says in Turkish what is allowed. */
export const RuleBody = Type.Object({
  name: Text(100),
  offset_days: Type.Integer({
    minimum: -36500,
    maximum: 36500,
    description: 'Days from the due date: negative before, 0 on the day, positive after (−90..365).',
  }),
  min_amount: Type.Optional(DecimalInput),
  accounting_type_ids: Type.Optional(Ids),
  group_ids: Type.Optional(Ids),
  building_ids: Type.Optional(Ids),
  who: Type.Optional(Who),
  min_overdue_days: Type.Optional(Type.Integer({ minimum: -36500, maximum: 36500 })),
  channels: Type.Array(Channel, { maxItems: 2 }),
  send_hour: Type.Integer({ minimum: 0, maximum: 23, description: 'Europe/Istanbul, 6..21.' }),
  template: Text(2000),
  active: Type.Optional(Type.Boolean()),
});

export const RuleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  offset_days: Type.Integer(),
  min_amount: Money,
  accounting_type_ids: Type.Array(Type.Integer()),
  group_ids: Type.Array(Type.Integer()),
  building_ids: Type.Array(Type.Integer()),
  who: Who,
  min_overdue_days: Type.Integer(),
  channels: Type.Array(Channel),
  send_hour: Type.Integer(),
  template: Type.String(),
  active: Type.Boolean(),
  effect: Type.Object({
    reminded: Type.Integer({ description: 'Reminders sent about an open amount.' }),
    paid: Type.Integer({ description: 'Of those, paid in full within 7 days.' }),
    paid_share: Type.Number({ description: 'paid / reminded, 0..1.' }),
    paid_amount: Money,
  }),
});

export interface RuleEffect {
  reminded: number;
  paid: number;
  amount: bigint;
}

export function ruleJson(rule: ReminderRule, effect: RuleEffect = { reminded: 0, paid: 0, amount: 0n }) {
  return {
    id: rule.id,
    name: rule.name,
    offset_days: rule.offsetDays,
    min_amount: kurusToNumber(rule.minAmount),
    accounting_type_ids: rule.accountingTypeIds,
    group_ids: rule.groupIds,
    building_ids: rule.buildingIds,
    who: rule.who,
    min_overdue_days: rule.minOverdueDays,
    channels: rule.channels as ('email' | 'sms')[],
    send_hour: rule.sendHour,
    template: rule.template,
    active: rule.active,
    effect: {
      reminded: effect.reminded,
      paid: effect.paid,
      paid_share: effect.reminded === 0 ? 0 : effect.paid / effect.reminded,
      paid_amount: kurusToNumber(effect.amount),
    },
  };
}

export const DateBody = Type.Object({ date: DmyInput });

const PreviewRecipient = Type.Object({
  resident_id: Type.Integer(),
  name: Type.String(),
  channel: Channel,
  to: Type.String({ description: 'The phone (or e-mail address) it goes to.' }),
  due_date: Type.String({ description: 'DD.MM.YYYY' }),
  text: Type.String(),
  parts: Type.Integer({ description: 'SMS parts (credits); 0 by e-mail.' }),
});

/** Rows of the preview's lists per page when the caller does not say (docs/decisions.md). */
export const PREVIEW_PER_PAGE = 25;

const PageNumber = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description }));

export const PreviewQuery = Type.Object({
  date: Type.Optional(DmyInput),
  rule_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_ID,
      description:
        'The active rule whose people are listed, even one that reaches nobody. Default, or when not active: the first rule that reminds anyone, else the first that leaves someone out, else the first.',
    }),
  ),
  page: PageNumber("Page of the rule's recipients, 1-based (default 1)."),
  left_out_page: PageNumber("Page of the rule's people not reached, 1-based (default 1)."),
  per_page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 500,
      description: `Rows of each list per page (default ${PREVIEW_PER_PAGE}).`,
    }),
  ),
});

export const PreviewSchema = Type.Object({
  date: Type.String(),
  rules: Type.Array(
    Type.Object({
      rule_id: Type.Integer(),
      name: Type.String(),
      send_hour: Type.Integer(),
      reached: Type.Integer({ description: 'Reminders the rule sends (one per resident and due date).' }),
      sms: Type.Integer({ description: 'Of those, by SMS.' }),
      credits: Type.Integer({
        description: 'SMS credits of every SMS of the rule (not only the listed page).',
      }),
      email: Type.Integer({ description: 'Of those, by e-mail.' }),
      left_out: Type.Integer({ description: 'Residents the rule reaches on none of its channels.' }),
    }),
  ),
  people: Nullable(
    Type.Object(
      {
        rule_id: Type.Integer(),
        page: Type.Integer(),
        left_out_page: Type.Integer(),
        per_page: Type.Integer(),
        recipients: Type.Array(PreviewRecipient, { description: "One page of the rule's reminders." }),
        left_out: Type.Array(Type.Object({ name: Type.String(), reason: Type.String() }), {
          description: 'One page of the residents it reaches on none of its channels.',
        }),
      },
      { description: "One rule's people, a page at a time; null when no rule is active." },
    ),
  ),
  credits: Type.Integer({ description: 'SMS credits the day needs.' }),
  credits_left: Type.Integer({ description: "The account's SMS credits now." }),
  enough: Type.Boolean(),
});

export const RunAnswer = Type.Object({
  date: Type.String(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Integer(),
});

export const RunRow = Type.Object({
  id: Type.Integer(),
  rule_id: Type.Integer(),
  rule_name: Type.String(),
  date: Type.String({ description: 'DD.MM.YYYY' }),
  manual: Type.Boolean(),
  started_at: Type.String(),
  finished_at: Nullable(Type.String()),
  sent: Type.Integer(),
  failed: Type.Integer(),
  skipped: Type.Integer(),
  errors: Type.Array(Type.String()),
});

export const dmyOf = (iso: string) => isoToDmy(iso) ?? iso;
