import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, FormHelperText, Stack } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';

export interface FilePickTexts {
  /** The button before a file is chosen. */
  choose: string;
  /** The button once one is: `%{name}` is the file's name. */
  chosen: string;
  /** Under the button: the kinds and the size allowed. */
  hint: string;
  /** A file of another kind, or too large (the server checks the content again). */
  wrongType: string;
  tooLarge: string;
  /** A form that needs a file and has none. */
  missing?: string;
}

/** A chosen file that cannot go up: kept in the form so it cannot be saved, with why (an i18n key). */
class WrongFile {
  constructor(readonly reason: string) {}
}

/**
 * A form's file, kept as the chosen `File` under `source` and sent by the dataProvider as multipart. The kind
 * (by the browser's type) and the size are checked at once, so a wrong file is told before anything is sent.
 */
export function FilePickInput({
  source,
  types,
  maxBytes,
  texts,
  isRequired = false,
  hintValues,
}: {
  source: string;
  types: readonly string[];
  maxBytes: number;
  /** i18n keys. */
  texts: FilePickTexts;
  isRequired?: boolean;
  /** Values of the hint's placeholders (the current file's `%{name}`). */
  hintValues?: Record<string, string>;
}) {
  const translate = useTranslate();
  const hintId = useId();
  const check = (value: unknown) =>
    value instanceof WrongFile
      ? value.reason
      : isRequired && !(value instanceof File)
        ? texts.missing
        : undefined;
  const { field, fieldState } = useInput({ source, defaultValue: null, validate: check });
  const file = field.value instanceof File ? field.value : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!chosen) return;
    if (!types.includes(chosen.type)) return field.onChange(new WrongFile(texts.wrongType));
    if (chosen.size > maxBytes) return field.onChange(new WrongFile(texts.tooLarge));
    field.onChange(chosen);
  };
  // A wrong file is told at once; a missing one once the form was sent (react-admin's wrapped message).
  const wrong = field.value instanceof WrongFile ? field.value.reason : null;
  const error = fieldState.error?.message;

  return (
    <Stack sx={{ mb: 2 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        sx={{ alignSelf: 'start', textTransform: 'none' }}
      >
        {translate(file ? texts.chosen : texts.choose, { name: file?.name ?? '' })}
        <input
          type="file"
          hidden
          accept={types.join(',')}
          onChange={choose}
          onBlur={field.onBlur}
          aria-describedby={hintId}
          aria-label={translate(texts.choose)}
        />
      </Button>
      <FormHelperText id={hintId} error={Boolean(wrong ?? error)} role={wrong || error ? 'alert' : undefined}>
        {wrong ? (
          translate(wrong)
        ) : error ? (
          <ValidationError error={error} />
        ) : (
          translate(texts.hint, hintValues)
        )}
      </FormHelperText>
    </Stack>
  );
}
