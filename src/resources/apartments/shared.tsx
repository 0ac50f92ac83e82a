import { TextField, type TextFieldProps } from '@mui/material';
import type { AxiosResponse } from 'axios';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { formatDmy, isValidDmy, todayInIstanbul } from '../../../common/date';
import { callApi, fieldErrorsOf } from '../../lib/callApi';

/** The apartment as GET /apartment answers it. */
export interface Apartment {
  id: number;
  building_id: number;
  building_name: string;
  group_id: number | null;
  group_name: string | null;
  identifier: string;
  area: number | null;
  land: number | null;
}

export interface WriteAnswer<T = unknown> {
  description: string;
  data?: T;
}

/**
 * A write call of a detail tab: the server's description as a success toast, or its Turkish message as an error
 * toast with the field errors kept for the form. Resolves to the answer, or null when the call failed.
 */
export function useApiWrite() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async <T extends WriteAnswer>(request: () => Promise<AxiosResponse<T>>): Promise<T | null> => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await callApi(request);
      notify(answer.description || 'ra.notification.updated', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      return answer;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setErrors(fieldErrorsOf(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, errors, setErrors };
}

export const today = () => formatDmy(todayInIstanbul());

/** "01092024" or "1.9.2024" as typed → "01.09.2024" when it can be read that way; otherwise as typed. */
export function normalizeDmy(text: string): string {
  const trimmed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digits) return `${digits[1]}.${digits[2]}.${digits[3]}`;
  const parts = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (parts) return `${parts[1]!.padStart(2, '0')}.${parts[2]!.padStart(2, '0')}.${parts[3]}`;
  return trimmed;
}

type DmyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange(value: string): void;
  /** A message from the server for this field. */
  serverError?: string;
  invalidText: string;
};

/** A date typed as GG.AA.YYYY; says so under the field when it is not a real date. */
export function DmyField({ value, onChange, serverError, invalidText, helperText, ...props }: DmyFieldProps) {
  const invalid = value !== '' && !isValidDmy(normalizeDmy(value));
  return (
    <TextField
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d./-]/g, '').slice(0, 10))}
      onBlur={() => onChange(normalizeDmy(value))}
      placeholder="GG.AA.YYYY"
      error={invalid || Boolean(serverError)}
      helperText={serverError || (invalid ? invalidText : helperText)}
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}

/** A date field's value is usable: a real DD.MM.YYYY date. */
export const isUsableDmy = (value: string) => isValidDmy(normalizeDmy(value));

/** Hides a text from the eye but not from screen readers (a column header over buttons). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
