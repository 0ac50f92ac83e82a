import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The translator of one corner of the catalogue: `useScopedTranslate('app.sms_compose')('title')` is
 * `translate('app.sms_compose.title')`, with the same interpolation options.
 */
export function useScopedTranslate(scope: string) {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: Record<string, unknown>) => translate(`${scope}.${key}`, options),
    [translate, scope],
  );
}
