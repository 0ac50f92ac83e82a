import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import type { ListAnswer } from '../../dataProvider/apiMapping';
import { http } from '../../dataProvider/http';
import { callApi } from '../../lib/callApi';

export interface ApiGet<T> {
  data: T | null;
  loading: boolean;
  /** Loads again (after a change); resolves when the new answer is in. */
  reload(): Promise<void>;
  /** Replaces the data with an answer a write call already returned. */
  set(data: T): void;
}

/**
 * One GET of a detail tab: loads when the URL or its parameters change, shows the server's Turkish message when
 * it fails (or, with `silent`, just leaves the data empty: lookups the user may not be allowed to read).
 */
export function useApiGet<T>(
  url: string | null,
  params: Record<string, unknown> = {},
  { silent = false }: { silent?: boolean } = {},
): ApiGet<T> {
  const notify = useNotify();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(url !== null);
  const key = JSON.stringify(params);
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (url === null) return;
    const call = ++latest.current;
    setLoading(true);
    try {
      const answer = await callApi(() => http.get<T>(url, { params: JSON.parse(key) }));
      if (call === latest.current) setData(answer);
    } catch (error) {
      if (call === latest.current && !silent) notify((error as Error).message, { type: 'error' });
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }, [url, key, silent, notify]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, loading, reload: load, set: setData };
}

export interface GroupChoice {
  id: number;
  name: string;
  amount: number;
}

/** Groups of a type (1 debt, 2 dues) for pickers: GET /groups/all, open to every user of the account. */
export function useGroupChoices(type: 1 | 2): GroupChoice[] {
  const { data } = useApiGet<ListAnswer<GroupChoice>>('/groups/all', { type }, { silent: true });
  return data?.Records ?? [];
}
