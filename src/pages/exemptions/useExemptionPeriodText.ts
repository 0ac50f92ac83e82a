import { useCallback } from 'react';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** An exemption's months as a manager reads them: "01.2026 – 12.2026", "01.2026 itibarıyla", "Her zaman"… */
export function useExemptionPeriodText() {
  const t = useScopedTranslate('app.exemptions');
  return useCallback(
    (period: { starts_on?: string | null; ends_on?: string | null }) => {
      if (period.starts_on && period.ends_on) return `${period.starts_on} – ${period.ends_on}`;
      if (period.starts_on) return t('from_only', { from: period.starts_on });
      if (period.ends_on) return t('until_only', { to: period.ends_on });
      return t('always');
    },
    [t],
  );
}
