/**
 * The SMS send payload (docs/domain.md, "Audiences and the send payload") with each audience's filters, and the
 * preview's answer (docs/sms.md).
 */
import { Type } from 'typebox';
import type { CalendarDate } from '../../../common/date';
import { fieldValues, type SmsPerson, smsMoney } from '../../domain/smsRecipients';
import type { SmsPreview } from '../../services/sms/compose';
import { DecimalInput, DmyInput, Id, Nullable } from '../shared/http';

const Ids = Type.Array(Id, { maxItems: 100_000 });

export const SmsPayloadBody = {
  all_data: Type.Optional(Type.Boolean()),
  sending: Type.Optional(Ids),
  not_sending: Type.Optional(Ids),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  sms_template_id: Type.Optional(Nullable(Id)),
  is_future_date: Type.Optional(Type.Boolean()),
  future_date: Type.Optional(
    Nullable(
      Type.Object({
        hour: Type.Integer({ minimum: 0, maximum: 23 }),
        minute: Type.Integer({ minimum: 0, maximum: 59 }),
        start_date: DmyInput,
      }),
    ),
  ),
  continually: Type.Optional(Type.Boolean()),
  continually_date: Type.Optional(Nullable(DmyInput)),
  name: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  /** Sent by the client with every payload (docs/domain.md, "Audiences and the send payload"); not used by a send. */
  national_id: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  building_id: Type.Optional(Nullable(Id)),
  key: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  building_ids: Type.Optional(Ids),
  group_ids: Type.Optional(Ids),
  resident_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  min_amount: Type.Optional(DecimalInput),
  overdue_days: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 36500 }))),
};

const Recipient = Type.Object({
  resident_id: Nullable(Type.Integer()),
  non_member_id: Nullable(Type.Integer()),
  name: Type.String(),
  phone: Type.String(),
  text: Type.String(),
  characters: Type.Integer(),
  encoding: Type.String(),
  parts: Type.Integer(),
  /** Set when a merge field comes out empty for this recipient ({odeme_kodu} of a person with no flat). */
  note: Nullable(Type.String()),
});

export const PreviewSchema = Type.Object({
  recipients: Type.Array(Recipient),
  left_out: Type.Array(
    Type.Object({ name: Type.String(), phone: Nullable(Type.String()), reason: Type.String() }),
  ),
  merged: Type.Integer(),
  total_recipients: Type.Integer(),
  total_parts: Type.Integer(),
  credits: Type.Integer(),
  enough: Type.Boolean(),
  commercial: Type.Boolean(),
});

export function previewJson(preview: SmsPreview) {
  return {
    recipients: preview.recipients.map((r) => ({
      resident_id: r.residentId,
      non_member_id: r.nonMemberId,
      name: r.name,
      phone: r.phone,
      text: r.text,
      characters: r.characters,
      encoding: r.encoding,
      parts: r.parts,
      note: r.note,
    })),
    left_out: preview.leftOut,
    merged: preview.merged,
    total_recipients: preview.recipients.length,
    total_parts: preview.totalParts,
    credits: preview.credits,
    enough: preview.credits >= preview.totalParts,
    commercial: preview.commercial,
  };
}

export const SendSchema = Type.Object({
  campaign_id: Type.Integer(),
  recipients: Type.Integer(),
  parts: Type.Integer(),
  scheduled_at: Type.String(),
  sms_job_id: Nullable(Type.Integer()),
});

export const Debtor = Type.Object({
  resident_id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  apartments: Nullable(Type.String()),
  debt: Type.String(),
  oldest_due_date: Nullable(Type.String()),
  overdue_days: Type.Integer(),
  sms_opt_out: Type.Boolean(),
});

/** A debtors list row: the open debt as text and how late the oldest unpaid debt is. */
export function debtorJson(person: SmsPerson, today: CalendarDate) {
  const fields = fieldValues(person, { assocName: '', today });
  return {
    resident_id: person.residentId ?? 0,
    name: fields.ad_soyad ?? '',
    phone: person.phone,
    apartments: person.flats,
    debt: smsMoney(person.debt),
    oldest_due_date: fields.en_eski_vade || null,
    overdue_days: Number(fields.gecikme_gun),
    sms_opt_out: person.optOut,
  };
}
