import { useEffect, useState } from 'react';
import type { CollectionBody } from '../../dataProvider/custom/money';
import { useDataQuery } from '../../dataProvider/useData';

/** Typing pauses this long before the spread is asked for. */
const PREVIEW_DELAY_MS = 350;

/** `value` once it has stayed the same for `delay` ms (compared by its JSON). */
function useSettled<T>(value: T, delay: number): T | null {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState<{ key: string; value: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `value` (compared by its JSON)
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ key, value }), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled && settled.key === key ? settled.value : null;
}

/**
 * The spread as the server will do it (POST /payment/debts with `preview`), asked for whenever the payer, the
 * amount or the choice of debts changes and the typing has paused. Its failure is shown in the panel, not as a
 * toast.
 */
export function useCollectionPreview(body: CollectionBody | null) {
  const settled = useSettled(body, PREVIEW_DELAY_MS);
  const asked = body !== null && settled !== null ? settled : null;
  const query = useDataQuery('previewCollection', asked, { silent: true });
  const current = asked !== null && !query.isFetching;
  return {
    preview: current ? (query.data?.data ?? null) : null,
    error: current && query.error ? query.error.message : null,
    loading: body !== null && !current,
  };
}
