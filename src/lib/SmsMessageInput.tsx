import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useLocaleState,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import {
  exampleSmsText,
  repeatsBuilding,
  SMS_FIELDS,
  SMS_MAX_PARTS,
  type SmsField,
  unknownSmsFields,
} from '../../common/smsFields';
import { plainSmsText, smsLength, smsParts, unicodeCharacters } from '../../common/smsSegments';

/** What the counter shows for a text: fields replaced by their examples, counted as the network counts. */
export function smsCount(text: string): { characters: number; parts: number } {
  const example = exampleSmsText(text);
  return { characters: smsLength(example), parts: smsParts(example) };
}

/** The live count of a text as it will go by SMS: characters and parts (fields counted with their examples). */
export function SmsPartsCounter({ text, id }: { text: string; id?: string }) {
  const translate = useTranslate();
  const { characters, parts } = smsCount(text);
  return (
    <Typography
      id={id}
      variant="body2"
      color={parts > SMS_MAX_PARTS ? 'error' : 'text.secondary'}
      aria-live="polite"
    >
      {translate('app.sms_message.counter', { characters, smart_count: parts })}
    </Typography>
  );
}

/**
 * Says which characters turn the whole text into Unicode (70 characters a part instead of 155 or 160) and, when
 * some have a plain look-alike (’ “ ” – … â), offers to replace them and what the SMS then costs.
 */
export function UnicodeOffer({ text, onReplace }: { text: string; onReplace(plain: string): void }) {
  const translate = useTranslate();
  const forcing = unicodeCharacters(exampleSmsText(text));
  if (forcing.length === 0) return null;
  const plain = plainSmsText(text);
  const replaceable = plain !== text;
  const names = forcing
    .map((ch) => (ch.trim() === '' ? translate('app.sms_message.odd_space') : ch))
    .join(' ');
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      action={
        replaceable ? (
          <Button color="inherit" size="small" onClick={() => onReplace(plain)}>
            {translate('app.sms_message.replace')}
          </Button>
        ) : undefined
      }
    >
      {translate('app.sms_message.unicode', { characters: names, parts: smsCount(text).parts })}
      {replaceable &&
        ` ${translate('app.sms_message.unicode_replace', { smart_count: smsCount(plain).parts })}`}
    </Alert>
  );
}

/** A merge field in a picker: its name, and what it holds as `{key} · örn. A Blok 12`. */
export function SmsFieldItemText({ smsField }: { smsField: SmsField }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ListItemText
      primary={locale === 'en' ? smsField.en : smsField.tr}
      secondary={`{${smsField.key}} · ${translate('app.sms_message.example', { example: smsField.example })}`}
    />
  );
}

/** A text with {bina} and {daire} writes the building twice ("A Blok A Blok 12"): says so while typing. */
export function RepeatedBuildingNote({ text }: { text: string }) {
  const translate = useTranslate();
  if (!repeatsBuilding(text)) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate('app.sms_message.repeated_building')}
    </Alert>
  );
}

/** A field the list does not have is refused by the server; this says so while typing, and stops the save. */
function unknownFieldError(text: string) {
  const unknown = unknownSmsFields(text);
  return unknown.length > 0
    ? {
        message: 'app.sms_message.unknown_field',
        args: { fields: unknown.map((key) => `{${key}}`).join(', ') },
      }
    : undefined;
}

const knownFieldsOnly: Validator = (value) => unknownFieldError(String(value ?? ''));

const notTooLong: Validator = (value) => {
  const { parts } = smsCount(String(value ?? ''));
  return parts > SMS_MAX_PARTS
    ? { message: 'app.sms_message.too_long', args: { parts, max: SMS_MAX_PARTS } }
    : undefined;
};

export interface SmsMessageInputProps {
  source: string;
  /** An i18n key; the resource's field label when not given. */
  label?: string;
  helperText?: string;
  /** Offer the payment's own fields ({tutar}, {makbuz_no}): the payment message and payment templates. */
  paymentFields?: boolean;
  /** Offer the reminder's own field ({son_odeme}): a reminder rule's template. */
  reminderFields?: boolean;
  validate?: Validator | Validator[];
  readOnly?: boolean;
  autoFocus?: boolean;
}

/**
 * An SMS text in a react-admin form: the message box, a picker that inserts a merge field (`{ad}`) where the
 * cursor is, and a live count of characters and SMS parts (fields counted with their example values, by
 * common/smsSegments as the server counts). A field the list does not know shows as an error at once.
 */
export function SmsMessageInput({
  source,
  label,
  helperText,
  paymentFields = false,
  reminderFields = false,
  validate = [],
  readOnly = false,
  autoFocus,
}: SmsMessageInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const menuId = useId();
  const counterId = useId();
  const { field, fieldState, isRequired, id } = useInput({
    source,
    validate: [knownFieldsOnly, notTooLong, ...(Array.isArray(validate) ? validate : [validate])],
  });
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Where the cursor goes after an insert, once the new text is rendered.
  const cursorAfter = useRef<number | null>(null);

  const text = String(field.value ?? '');
  // Shown at once, not only after a save was tried.
  const error = unknownFieldError(text) ?? (fieldState.invalid ? fieldState.error?.message : undefined);
  const fields = SMS_FIELDS.filter(
    (smsField) => (paymentFields || !smsField.paymentOnly) && (reminderFields || !smsField.reminderOnly),
  );

  useEffect(() => {
    const position = cursorAfter.current;
    if (position === null || !inputRef.current) return;
    cursorAfter.current = null;
    inputRef.current.focus();
    inputRef.current.setSelectionRange(position, position);
  });

  const insert = (key: string) => {
    setAnchor(null);
    const box = inputRef.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const token = `{${key}}`;
    cursorAfter.current = start + token.length;
    field.onChange(text.slice(0, start) + token + text.slice(end));
  };

  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        {...field}
        value={text}
        id={id}
        inputRef={(element: HTMLTextAreaElement | null) => {
          inputRef.current = element;
          field.ref(element);
        }}
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        multiline
        minRows={3}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(error)}
        helperText={<InputHelperText error={error} helperText={helperText} />}
        // The helper text (MUI's id) and the counter both describe the box.
        slotProps={{ htmlInput: { readOnly, 'aria-describedby': `${id}-helper-text ${counterId}` } }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mt: 0.5 }}
      >
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={readOnly}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          {translate('app.sms_message.add_field')}
        </Button>
        <SmsPartsCounter id={counterId} text={text} />
      </Stack>
      {!readOnly && <UnicodeOffer text={text} onReplace={(plain) => field.onChange(plain)} />}
      <RepeatedBuildingNote text={text} />
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {fields.map((smsField) => (
          <MenuItem key={smsField.key} onClick={() => insert(smsField.key)}>
            <SmsFieldItemText smsField={smsField} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
