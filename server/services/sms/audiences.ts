/**
 * Who a send reaches (docs/sms.md): the people each audience's payload finds, and the debtors filter the compose
 * page lists and sends to.
 */
import { type CalendarDate, todayInIstanbul } from '../../../common/date';
import { parseAmount } from '../../../common/money';
import type { SmsAudience } from '../../../common/smsFields';
import type { Db, Executor } from '../../db';
import type { SmsPerson } from '../../domain/smsRecipients';
import { fieldError } from '../../errors';
import { type ResidentType, smsAudiencesRepository } from '../../repositories/sms/smsAudiences';

export type ComposeAudience = Extract<
  SmsAudience,
  'residents' | 'buildings' | 'groups' | 'debtors' | 'non_members'
>;

/** The send payload (docs/domain.md, "Audiences and the send payload") with each audience's filters. */
export interface SmsPayload {
  all_data?: boolean;
  sending?: number[];
  not_sending?: number[];
  message?: string;
  sms_template_id?: number | null;
  is_future_date?: boolean;
  future_date?: { hour: number; minute: number; start_date: string };
  continually?: boolean;
  continually_date?: string;
  name?: string;
  building_id?: number | null;
  key?: string | null;
  building_ids?: number[];
  group_ids?: number[];
  resident_type?: number;
  min_amount?: string | number | null;
  overdue_days?: number | null;
}

const residentType = (value: number | undefined): ResidentType => (value === 1 || value === 2 ? value : 0);

/** The ISO day `days` before a calendar day. */
function isoDaysBefore(day: CalendarDate, days: number): string {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The people an audience's payload finds, in order. */
export async function findPeople(
  db: Executor,
  accountId: number,
  audience: ComposeAudience,
  payload: SmsPayload,
  today: CalendarDate,
): Promise<SmsPerson[]> {
  const all = payload.all_data === true;
  const except = all ? (payload.not_sending ?? []) : [];
  if (audience === 'non_members') {
    return smsAudiencesRepository.nonMembers(db, accountId, {
      ids: all ? null : (payload.sending ?? []),
      except,
    });
  }
  const ids = payload.sending ?? [];
  if (!all) return (await smsAudiencesRepository.residents(db, accountId, { kind: 'ids', ids })).people;
  const choice = (() => {
    switch (audience) {
      case 'residents':
        return {
          kind: 'residents' as const,
          buildingId: payload.building_id ?? null,
          key: payload.key?.trim() || null,
        };
      case 'buildings':
        return {
          kind: 'buildings' as const,
          buildingIds: payload.building_ids ?? [],
          residentType: residentType(payload.resident_type),
        };
      case 'groups':
        return {
          kind: 'groups' as const,
          groupIds: payload.group_ids ?? [],
          residentType: residentType(payload.resident_type),
        };
      case 'debtors':
        return debtorChoice(payload, today);
    }
  })();
  return (await smsAudiencesRepository.residents(db, accountId, choice, except)).people;
}

/** The debtors filter: at least `min_amount` open, the oldest unpaid debt at least `overdue_days` overdue. */
export function debtorChoice(
  payload: Pick<SmsPayload, 'min_amount' | 'overdue_days' | 'building_id'>,
  today: CalendarDate,
) {
  const text = payload.min_amount;
  const minDebt = text === null || text === undefined || text === '' ? 0n : parseAmount(text);
  if (minDebt === null || minDebt < 0n)
    throw fieldError('min_amount', 'En az borç tutarı geçerli bir tutar olmalı.');
  return {
    kind: 'debtors' as const,
    minDebt,
    dueOnOrBefore: isoDaysBefore(today, Math.max(0, payload.overdue_days ?? 0)),
    buildingId: payload.building_id ?? null,
  };
}

/** The debtors list of the compose page (GET /debt/sms): residents with at least that much open and overdue. */
export async function listDebtors(
  db: Db,
  accountId: number,
  filters: Pick<SmsPayload, 'min_amount' | 'overdue_days' | 'building_id'>,
  page: { offset: number; limit: number },
) {
  const today = todayInIstanbul();
  return smsAudiencesRepository.residents(db, accountId, debtorChoice(filters, today), [], page);
}
