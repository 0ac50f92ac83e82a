import { Alert } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { normalizePhone } from '../../../common/phone';

const BACK_VOWELS = 'aıou';
const VOWELS = 'aeıioöuü';

/** "Ayşe Kaya" → "Ayşe Kaya'ya", "Ali Demir" → "Ali Demir'e": the dative by the name's last vowel. */
export function toName(name: string): string {
  const lower = name.toLocaleLowerCase('tr');
  const lastVowel = [...lower].reverse().find((letter) => VOWELS.includes(letter)) ?? 'e';
  const ending = BACK_VOWELS.includes(lastVowel) ? 'a' : 'e';
  return `${name}'${VOWELS.includes(lower.at(-1) ?? '') ? 'y' : ''}${ending}`;
}

/**
 * Under the resident form's phone: the other residents this number is already recorded for. It only warns
 * (a couple may share one phone); the residents list's phone filter answers it.
 */
export function PhoneOwnerWarning() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const phone = normalizePhone(useWatch({ name: 'phone' }) as string | null);
  const { data } = useGetList(
    'residents',
    { filter: { phone }, pagination: { page: 1, perPage: 5 } },
    { enabled: phone !== null },
  );
  // Once saved, the search asked again finds the resident just saved: the page it goes to may still be loading.
  const { isSubmitting, isSubmitSuccessful } = useFormState();
  const others = (data ?? []).filter((resident) => resident.id !== record?.id && resident.phone === phone);
  if (!phone || others.length === 0 || isSubmitting || isSubmitSuccessful) return null;
  const names = others.map((resident) => `${resident.name} ${resident.surname}`.trim());
  const last = toName(names.at(-1)!);
  const also = last.endsWith('a') ? 'da' : 'de';
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('app.residents.phone_taken', {
        // Turkish bends the last name ("Ayşe Kaya'ya da"); English lists them as they are.
        names: locale === 'tr' ? `${[...names.slice(0, -1), last].join(', ')} ${also}` : names.join(', '),
      })}
    </Alert>
  );
}
