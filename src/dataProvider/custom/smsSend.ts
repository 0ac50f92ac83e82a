import type { SmsEncoding } from '../../../common/smsSegments';
import type { ListAnswer } from '../apiMapping';
import type { ListWithTotals, PageArgs, Send, WriteResult } from '../send';

/** The audiences a bulk SMS is written to, as the compose page's tabs name them (docs/sms.md). */
export type SmsAudienceKind = 'residents' | 'buildings' | 'groups' | 'debtors' | 'non_members';

/** Where each audience previews (`…/preview`) and sends (`…/send`). */
export const SMS_AUDIENCE_PATHS: Record<SmsAudienceKind, string> = {
  residents: '/group/sms',
  buildings: '/building/sms',
  groups: '/sms/groups',
  debtors: '/debt/sms',
  non_members: '/non/member/sms',
};

/** 0 owners and tenants, 1 owners, 2 tenants. */
export type SmsResidentType = 0 | 1 | 2;

/** The send payload (docs/domain.md, "Audiences and the send payload") that every preview and send takes. */
export interface SmsPayload {
  /** true: everyone the filters find except `not_sending`; false: exactly `sending`. */
  all_data: boolean;
  sending: number[];
  not_sending: number[];
  message: string;
  sms_template_id: number | null;
  is_future_date: boolean;
  future_date?: { hour: number; minute: number; start_date: string };
  continually: boolean;
  continually_date?: string;
}

/** Each audience's own filters, sent beside the payload. */
export interface SmsAudienceFilters {
  building_id?: number | null;
  key?: string | null;
  building_ids?: number[];
  group_ids?: number[];
  resident_type?: SmsResidentType;
  min_amount?: number | null;
  overdue_days?: number | null;
}

export type SmsRequest = { audience: SmsAudienceKind } & SmsPayload & SmsAudienceFilters;

export interface SmsPreviewRecipient {
  resident_id: number | null;
  non_member_id: number | null;
  name: string;
  phone: string;
  text: string;
  characters: number;
  encoding: SmsEncoding;
  parts: number;
  /** The server's word on this text, e.g. an {odeme_kodu} left empty for someone with no flat. */
  note?: string | null;
}

export interface SmsPreview {
  recipients: SmsPreviewRecipient[];
  left_out: { name: string; phone: string | null; reason: string }[];
  /** Duplicates merged: one person or one phone reached once. */
  merged: number;
  total_recipients: number;
  total_parts: number;
  /** The account's credits now. */
  credits: number;
  enough: boolean;
  commercial: boolean;
}

export interface SmsSent {
  campaign_id: number;
  recipients: number;
  parts: number;
  scheduled_at: string | null;
  sms_job_id: number | null;
}

export interface SmsTemplateChoice {
  id: number;
  name: string;
  sms_template_type: number;
  message: string;
  commercial: boolean;
}

export interface SmsDebtor {
  resident_id: number;
  name: string;
  phone: string | null;
  /** "A Blok 12, B Blok 3" */
  apartments: string | null;
  /** "1.250,00 TL" */
  debt: string;
  /** DD.MM.YYYY */
  oldest_due_date: string | null;
  overdue_days: number;
  /** "SMS istemiyor": the preview leaves them out. */
  sms_opt_out: boolean;
}

export interface SmsResident {
  id: number;
  name: string;
  surname: string;
  phone: string | null;
  /** The flats they live in now. */
  apartments: { apartment_id: number; building_name: string; identifier: string; type_name: string }[];
}

export interface SmsNonMember {
  id: number;
  name: string;
  phone: string;
}

/** How many templates the compose page's picker offers: every one a manager is likely to keep. */
const TEMPLATE_PAGE = 500;

/** The calls of the bulk SMS compose page: templates to start from, credits, the debtors, preview and send. */
export const smsSendMethods = (send: Send) => ({
  smsTemplateChoices: () =>
    send<ListAnswer<SmsTemplateChoice>>({
      method: 'GET',
      url: '/sms/templates',
      params: { page: 1, per_page: TEMPLATE_PAGE },
    }),
  smsCredits: () => send<{ credits: number }>({ method: 'GET', url: '/sms/credits' }),
  /** Residents of a building or by name (POST /resident/all): the residents tab's list. */
  smsResidents: ({
    page,
    per_page,
    building_id,
    key,
  }: { building_id: number | null; key: string | null } & PageArgs) =>
    send<ListWithTotals<SmsResident, never>>({
      method: 'POST',
      url: '/resident/all',
      params: { page, per_page, sort: 'name', order: 'asc' },
      // As the send reads `key`: digits search the phone, anything else the name.
      data: /^[\d\s]+$/.test(key ?? '')
        ? { building_id, name: null, phone: key?.replace(/\s+/g, ''), gender: null }
        : { building_id, name: key, phone: null, gender: null },
    }),
  /** Residents with open debt, GET /debt/sms (min_amount in TL). */
  smsDebtors: (params: { min_amount: number | null; overdue_days: number | null } & PageArgs) =>
    send<ListWithTotals<SmsDebtor, never>>({ method: 'GET', url: '/debt/sms', params }),
  smsNonMembers: (params: { key: string | null } & PageArgs) =>
    send<ListWithTotals<SmsNonMember, never>>({ method: 'GET', url: '/non/members', params }),
  /** Who would receive what: each recipient's text and parts, who is left out and why, the credits. */
  smsPreview: ({ audience, ...body }: SmsRequest) =>
    send<WriteResult<SmsPreview>>({
      method: 'POST',
      url: `${SMS_AUDIENCE_PATHS[audience]}/preview`,
      data: body,
    }),
  sendSms: ({ audience, ...body }: SmsRequest) =>
    send<WriteResult<SmsSent>>({ method: 'POST', url: `${SMS_AUDIENCE_PATHS[audience]}/send`, data: body }),
});
