import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, CustomMethods } from '.';

export type DataMethod = keyof CustomMethods;
export type DataArgs<M extends DataMethod> = Parameters<CustomMethods[M]>[0];
export type DataResult<M extends DataMethod> = Awaited<ReturnType<CustomMethods[M]>>;

/** The app's dataProvider with its typed custom methods (react-admin wraps each call with checkError). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();

function caller<M extends DataMethod>(dataProvider: AppDataProvider, method: M) {
  return dataProvider[method] as unknown as (args: DataArgs<M>) => Promise<DataResult<M>>;
}

/** The react-query key of a custom method's answer: invalidating `[method]` reloads every use of it. */
export const dataKey = <M extends DataMethod>(method: M, args?: DataArgs<M>): QueryKey =>
  args === undefined ? [method] : [method, args];

/**
 * Reads through a custom dataProvider method with react-query (cached under `[method, args]`). `args` null: not
 * asked yet (e.g. no apartment chosen). A failure shows the server's Turkish message, unless `silent`: lookups
 * the user may not be allowed to read then simply stay empty.
 */
export function useDataQuery<M extends DataMethod>(
  method: M,
  args: DataArgs<M> | null,
  { silent = false, keepPrevious = false }: { silent?: boolean; keepPrevious?: boolean } = {},
) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const query = useQuery<DataResult<M>>({
    queryKey: dataKey(method, args ?? undefined),
    queryFn: () => caller(dataProvider, method)(args as DataArgs<M>),
    enabled: args !== null,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // As before react-query: a refused call is not sent again, and coming back to the tab reads nothing anew.
    retry: false,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (query.error && !silent) notify(query.error.message, { type: 'error' });
  }, [query.error, silent, notify]);
  return query;
}

/**
 * Writes through a custom dataProvider method; on success every query of the methods in `invalidates` loads
 * again, so the lists on screen show the change.
 */
export function useDataMutation<M extends DataMethod>(
  method: M,
  { invalidates = [] }: { invalidates?: DataMethod[] } = {},
) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: DataArgs<M>) => caller(dataProvider, method)(args),
    onSuccess: () =>
      Promise.all(invalidates.map((key) => queryClient.invalidateQueries({ queryKey: dataKey(key) }))),
  });
}
