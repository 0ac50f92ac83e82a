import { Type } from 'typebox';
import { type PlatformSms, platformSmsRepository } from '../../repositories/platform/platformSms';
import { filterText, simpleRestReads } from '../../schemas/platform/simpleRest';
import type { App } from '../../schemas/shared/http';

const Message = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  /** one_time_code */
  kind: Type.String(),
  /** The message with its code hidden. */
  text: Type.String(),
  parts: Type.Integer(),
  status: Type.String(),
  provider: Type.String(),
  error: Type.Union([Type.String(), Type.Null()]),
});

/** A code still in its 3 minutes would let whoever reads the list register or renew a password in its place. */
const hideCodes = (text: string) => text.replace(/\d{4,8}/g, (code) => '•'.repeat(code.length));

const messageJson = (row: PlatformSms) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  phone: row.toPhone,
  kind: row.kind,
  text: hideCodes(row.text),
  parts: row.parts,
  status: row.status,
  provider: row.provider,
  error: row.error,
});

/** The digits of a phone filter ("0532 1…", "+90 532…") in the stored 5XXXXXXXXX form; null when none. */
function phoneDigits(text: string | null): string | null {
  const digits = (text ?? '').replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) return digits.slice(2);
  return (digits.startsWith('0') ? digits.slice(1) : digits) || null;
}

const STATUSES = ['sent', 'delivered', 'failed'] as const;

/**
 * The SMS the platform sent before there was an account (registration and password-renewal codes), newest first:
 * `phone` (digits), `status`. Whether a code reached the phone, for a customer who says it never came.
 */
export default async function platformSmsRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'sms-messages',
    item: Message,
    sortable: ['created_at'],
    toJson: messageJson,
    list: (query) =>
      platformSmsRepository.list(app.db, {
        phone: phoneDigits(filterText(query.filter, 'phone')),
        status: STATUSES.find((status) => status === query.filter.status) ?? null,
        ids: query.ids,
        page: query.page,
      }),
  });
}
