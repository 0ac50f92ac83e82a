import { exampleSmsText, SMS_MAX_PARTS, unknownSmsFields } from '../../common/smsFields';
import { smsParts } from '../../common/smsSegments';
import { badRequest, fieldError } from '../errors';

/**
 * Why a message with merge fields cannot be kept or sent, in Turkish, or null when it can: every `{field}` must be
 * one of the list (docs/sms.md), and the text must fit SMS_MAX_PARTS parts. The length is measured with each field
 * replaced by its example, as the browser's live counter measures it; a recipient's real values may differ.
 */
export function smsMessageProblem(message: string): string | null {
  const unknown = unknownSmsFields(message);
  if (unknown.length > 0) {
    return `Bilinmeyen alan: ${unknown.map((key) => `{${key}}`).join(', ')}. Listeden bir alan seçin.`;
  }
  const parts = smsParts(exampleSmsText(message));
  if (parts > SMS_MAX_PARTS) {
    return `Mesaj çok uzun: ${parts} SMS tutuyor, en fazla ${SMS_MAX_PARTS} SMS olabilir. Metni kısaltın.`;
  }
  return null;
}

/** A message as kept: trimmed, refused when blank or when it has a problem (the description names it). */
export function smsMessageOrFail(input: string, field = 'message'): string {
  const message = input.trim();
  if (!message) throw fieldError(field, 'Bu alan boş bırakılamaz.');
  const problem = smsMessageProblem(message);
  if (problem) throw badRequest(problem, { [field]: problem });
  return message;
}
