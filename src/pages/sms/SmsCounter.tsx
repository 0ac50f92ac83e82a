import { Alert, Box, Typography } from '@mui/material';
import { exampleSmsText, SMS_MAX_PARTS, unknownSmsFields } from '../../../common/smsFields';
import { smsEncoding, smsLength, smsParts } from '../../../common/smsSegments';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/**
 * The live count under the message: characters, encoding and SMS parts of the text with every field replaced by
 * its example (the same count the server makes per recipient), and a warning past the providers' limit.
 */
export function SmsCounter({ text, id }: { text: string; id: string }) {
  const t = useScopedTranslate('app.sms_compose');
  const filled = exampleSmsText(text);
  const parts = smsParts(filled);
  const unknown = unknownSmsFields(text);
  return (
    <Box id={id}>
      <Typography aria-live="polite" sx={{ fontWeight: 500 }}>
        {t('counter', {
          characters: smsLength(filled),
          encoding: t(`encodings.${smsEncoding(filled)}`),
          smart_count: parts,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('counter_note')}
      </Typography>
      {unknown.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('unknown_field', { fields: unknown.map((key) => `{${key}}`).join(', ') })}
        </Alert>
      )}
      {parts > SMS_MAX_PARTS && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('too_long', { max: SMS_MAX_PARTS })}
        </Alert>
      )}
    </Box>
  );
}
