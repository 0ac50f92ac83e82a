import type { ListAnswer } from '../apiMapping';
import type { ListWithTotals, PageArgs, Send, WriteAnswer, WriteResult } from '../send';

export type ReminderChannel = 'email' | 'sms';

/** A reminder rule as the API writes it (docs/reminders.md). */
export interface ReminderRuleBody {
  name: string;
  /** Negative: days before the due date; 0 on the day; positive: days after. */
  offset_days: number;
  /** TL */
  min_amount: number | string | null;
  accounting_type_ids: number[];
  group_ids: number[];
  building_ids: number[];
  who: 'owners' | 'tenants' | 'both';
  min_overdue_days: number;
  channels: ReminderChannel[];
  send_hour: number;
  template: string;
  active: boolean;
}

export interface ReminderRule extends ReminderRuleBody {
  id: number;
  min_amount: number;
  effect: { reminded: number; paid: number; paid_share: number; paid_amount: number };
}

export interface ReminderPreviewRecipient {
  resident_id: number;
  name: string;
  channel: ReminderChannel;
  to: string;
  due_date: string;
  text: string;
  parts: number;
}

/** A day's reminders: each active rule's totals, then one page of one rule's people (docs/reminders.md). */
export interface ReminderPreview {
  date: string;
  rules: {
    rule_id: number;
    name: string;
    send_hour: number;
    reached: number;
    sms: number;
    credits: number;
    email: number;
    left_out: number;
  }[];
  people: {
    rule_id: number;
    page: number;
    left_out_page: number;
    per_page: number;
    recipients: ReminderPreviewRecipient[];
    left_out: { name: string; reason: string }[];
  } | null;
  credits: number;
  credits_left: number;
  enough: boolean;
}

/** Which day, and which rule's people and pages the preview lists. */
export type ReminderPreviewArgs = {
  date: string;
  rule_id?: number;
  page: number;
  left_out_page: number;
  per_page: number;
};

export interface ReminderRun {
  id: number;
  rule_id: number;
  rule_name: string;
  date: string;
  manual: boolean;
  started_at: string;
  finished_at: string | null;
  sent: number;
  failed: number;
  skipped: number;
  errors: string[];
}

/** The reminders page's calls: rules, the day's preview, the manual run and the runs' history. */
export const reminderMethods = (send: Send) => ({
  reminderRules: () =>
    send<ListAnswer<ReminderRule>>({
      method: 'GET',
      url: '/reminder/rules',
      params: { page: 1, per_page: 500 },
    }),
  saveReminderRule: ({ id, ...body }: ReminderRuleBody & { id: number | null }) =>
    send<WriteResult<ReminderRule>>(
      id === null
        ? { method: 'POST', url: '/reminder/rules', data: body }
        : { method: 'PUT', url: `/reminder/rules/${id}`, data: body },
    ),
  deleteReminderRule: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'DELETE', url: `/reminder/rules/${id}` }),
  reminderPreview: (params: ReminderPreviewArgs) =>
    send<WriteResult<ReminderPreview>>({ method: 'GET', url: '/reminder/preview', params }),
  runReminders: ({ date }: { date: string }) =>
    send<WriteResult<{ date: string; sent: number; failed: number; skipped: number }>>({
      method: 'POST',
      url: '/reminder/run',
      data: { date },
    }),
  reminderRuns: (params: PageArgs) =>
    send<ListWithTotals<ReminderRun, never>>({ method: 'GET', url: '/reminder/runs', params }),
});
