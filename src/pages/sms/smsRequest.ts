import { formatDmy, isValidDmy, normalizeDmy, parseDmy } from '../../../common/date';
import type {
  SmsAudienceFilters,
  SmsAudienceKind,
  SmsPayload,
  SmsRequest,
  SmsResidentType,
} from '../../dataProvider/custom/smsSend';
import { amountNumber } from '../../money/amounts';

/**
 * Who is ticked in a list: `all` false, exactly `ids`; `all` true, everyone the list's filters find except `ids`
 * (the ones unticked after "select all"), across every page.
 */
export interface Selection {
  all: boolean;
  ids: number[];
}

export const NOBODY: Selection = { all: false, ids: [] };
export const EVERYONE: Selection = { all: true, ids: [] };

export const isTicked = (selection: Selection, id: number) => selection.all !== selection.ids.includes(id);

/** Ticks or unticks one row: in "all" mode an untick is an exception, in "chosen" mode a tick is a choice. */
export function toggle(selection: Selection, id: number): Selection {
  const ids = selection.ids.includes(id)
    ? selection.ids.filter((other) => other !== id)
    : [...selection.ids, id];
  return { all: selection.all, ids };
}

/** How many people the selection reaches, given how many the filters find. */
export const tickedCount = (selection: Selection, total: number) =>
  selection.all ? Math.max(total - selection.ids.length, 0) : selection.ids.length;

/** What each tab holds while the user moves between tabs. */
export interface AudienceState {
  residents: { building_id: number | null; key: string; selection: Selection };
  buildings: { building_ids: number[]; resident_type: SmsResidentType };
  groups: { group_ids: number[]; resident_type: SmsResidentType };
  debtors: { min_amount: string; overdue_days: string; selection: Selection };
  non_members: { key: string; selection: Selection };
}

export const INITIAL_AUDIENCE: AudienceState = {
  residents: { building_id: null, key: '', selection: NOBODY },
  buildings: { building_ids: [], resident_type: 0 },
  groups: { group_ids: [], resident_type: 0 },
  // Debtors are usually written to as a whole: every one the filters find, unless some are unticked.
  debtors: { min_amount: '', overdue_days: '', selection: EVERYONE },
  non_members: { key: '', selection: NOBODY },
};

/** "1.000,00" → 1000; empty or not an amount → null (no filter). */
export const minAmountOf = (text: string) => amountNumber(text);

/** "30" → 30; empty or not a whole number → null (no filter). */
export const overdueDaysOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

function selectionPayload(selection: Selection) {
  return selection.all
    ? { all_data: true, sending: [], not_sending: selection.ids }
    : { all_data: false, sending: selection.ids, not_sending: [] };
}

/** The audience's filters and whom of them it reaches. */
export function audiencePart(
  kind: SmsAudienceKind,
  state: AudienceState,
): SmsAudienceFilters & Pick<SmsPayload, 'all_data' | 'sending' | 'not_sending'> {
  const everyone = { all_data: true, sending: [], not_sending: [] };
  switch (kind) {
    case 'residents': {
      const { building_id, key, selection } = state.residents;
      return { building_id, key: key.trim() || null, ...selectionPayload(selection) };
    }
    case 'buildings':
      return { ...state.buildings, ...everyone };
    case 'groups':
      return { ...state.groups, ...everyone };
    case 'debtors': {
      const { min_amount, overdue_days, selection } = state.debtors;
      return {
        min_amount: minAmountOf(min_amount),
        overdue_days: overdueDaysOf(overdue_days),
        ...selectionPayload(selection),
      };
    }
    case 'non_members':
      return selectionPayload(state.non_members.selection);
  }
}

/** Why the chosen audience cannot be previewed yet (an i18n key under app.sms_compose), or null. */
export function audienceProblem(kind: SmsAudienceKind, state: AudienceState): string | null {
  switch (kind) {
    case 'buildings':
      return state.buildings.building_ids.length === 0 ? 'choose_building' : null;
    case 'groups':
      return state.groups.group_ids.length === 0 ? 'choose_group' : null;
    case 'debtors':
      return !state.debtors.selection.all && state.debtors.selection.ids.length === 0
        ? 'choose_people'
        : null;
    default: {
      const { selection } = state[kind];
      return !selection.all && selection.ids.length === 0 ? 'choose_people' : null;
    }
  }
}

/** When the message goes: now, once later, or every month from a first time until a last date. */
export interface Schedule {
  mode: 'now' | 'later' | 'monthly';
  /** DD.MM.YYYY: the later send's day, or the monthly send's first. */
  date: string;
  /** HH:mm */
  time: string;
  /** DD.MM.YYYY: the last month's send is on or before it. */
  until: string;
}

export const INITIAL_SCHEDULE: Schedule = { mode: 'now', date: '', time: '', until: '' };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A field's problem: an i18n key under app.sms_compose and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string>;
}

/** The problems of the schedule's fields (date, time, until), each shown under its field. */
export type ScheduleErrors = Partial<Record<'date' | 'time' | 'until', FieldProblem>>;

/**
 * Istanbul's wall clock of an instant, read through the UTC getters: Istanbul keeps UTC+3 all year, the same offset
 * the server's `istanbulTime` uses (server/domain/smsSchedule.ts), so both sides agree on what "past" means.
 */
const istanbulClock = (instant: Date) => new Date(instant.getTime() + 3 * 60 * 60 * 1000);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * What is wrong with each field of a later or monthly send, checked before the server is asked. A time in the
 * current minute is accepted (it leaves at once, as "now" would); an earlier one is refused on the field that makes
 * it past: the date when the day has gone, the time when it is today and the hour has gone.
 */
export function scheduleErrors(schedule: Schedule, now: Date = new Date()): ScheduleErrors {
  if (schedule.mode === 'now') return {};
  const errors: ScheduleErrors = {};
  const date = parseDmy(normalizeDmy(schedule.date));
  const time = TIME.exec(schedule.time);
  const clock = istanbulClock(now);
  const today = `${clock.getUTCFullYear()}-${two(clock.getUTCMonth() + 1)}-${two(clock.getUTCDate())}`;
  const iso = (day: { year: number; month: number; day: number }) =>
    `${day.year}-${two(day.month)}-${two(day.day)}`;
  if (date && iso(date) < today) {
    errors.date = { key: 'date_past', values: { date: formatDmy(date) } };
  } else if (date && time && iso(date) === today) {
    const chosen = Number(time[1]) * 60 + Number(time[2]);
    const current = clock.getUTCHours() * 60 + clock.getUTCMinutes();
    if (chosen < current) {
      errors.time = {
        key: 'time_past',
        values: { time: schedule.time, now: `${two(clock.getUTCHours())}:${two(clock.getUTCMinutes())}` },
      };
    }
  }
  const until = parseDmy(normalizeDmy(schedule.until));
  if (schedule.mode === 'monthly' && date && until && iso(until) <= iso(date)) {
    errors.until = { key: 'until_early', values: { date: formatDmy(date) } };
  }
  return errors;
}

/** Why the schedule cannot be used yet (an i18n key under app.sms_compose), or null. */
export function scheduleProblem(schedule: Schedule, now: Date = new Date()): string | null {
  if (schedule.mode === 'now') return null;
  if (!isValidDmy(normalizeDmy(schedule.date))) return 'choose_date';
  if (!TIME.test(schedule.time)) return 'choose_time';
  if (schedule.mode === 'monthly' && !isValidDmy(normalizeDmy(schedule.until))) return 'choose_until';
  return Object.keys(scheduleErrors(schedule, now)).length > 0 ? 'fix_schedule' : null;
}

/**
 * The server's field errors of a refused send, on the form's schedule fields: `future_date` (the first send's
 * moment, server/services/sms/compose.ts) under the date and the time, `continually_date` under the last date.
 */
export function scheduleServerErrors(
  errors: Record<string, string>,
): Partial<Record<'date' | 'time' | 'until', string>> {
  const mapped: Partial<Record<'date' | 'time' | 'until', string>> = {};
  if (errors.future_date) {
    mapped.date = errors.future_date;
    mapped.time = errors.future_date;
  }
  if (errors.continually_date) mapped.until = errors.continually_date;
  return mapped;
}

function schedulePart(
  schedule: Schedule,
): Pick<SmsPayload, 'is_future_date' | 'future_date' | 'continually' | 'continually_date'> {
  if (schedule.mode === 'now') return { is_future_date: false, continually: false };
  const [, hour, minute] = TIME.exec(schedule.time) ?? [];
  const first = {
    is_future_date: true,
    future_date: { hour: Number(hour), minute: Number(minute), start_date: normalizeDmy(schedule.date) },
  };
  return schedule.mode === 'later'
    ? { ...first, continually: false }
    : { ...first, continually: true, continually_date: normalizeDmy(schedule.until) };
}

/** The whole body of a preview or send: the audience, the message and when. */
export function smsRequest(
  kind: SmsAudienceKind,
  audience: AudienceState,
  message: { text: string; templateId: number | null },
  schedule: Schedule,
): SmsRequest {
  return {
    audience: kind,
    ...audiencePart(kind, audience),
    message: message.text,
    sms_template_id: message.templateId,
    ...schedulePart(schedule),
  };
}
