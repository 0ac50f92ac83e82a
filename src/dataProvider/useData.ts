import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState } from 'react';
import { DataProviderContext, useNotify } from 'react-admin';
import type { AppDataProvider, CustomMethods } from '.';
import { fieldErrorsOf } from './errors';

export type DataMethod = keyof CustomMethods;
export type DataArgs<M extends DataMethod> = Parameters<CustomMethods[M]>[0];
export type DataResult<M extends DataMethod> = Awaited<ReturnType<CustomMethods[M]>>;

/**
 * The app's dataProvider with its typed custom methods, as given to react-admin. Custom methods are called on it
 * directly, not through react-admin's checkError wrapper: the pages before sign-in answer a wrong password with
 * a 401 that must be shown, not turned into a logout, and each page keeps its own rule for an expired session.
 */
export const useAppDataProvider = () => useContext(DataProviderContext) as AppDataProvider;

function caller<M extends DataMethod>(dataProvider: AppDataProvider, method: M) {
  return dataProvider[method] as unknown as (args: DataArgs<M>) => Promise<DataResult<M>>;
}

/** The react-query key of a custom method's answer: invalidating `[method]` reloads every use of it. */
export const dataKey = <M extends DataMethod>(method: M, args?: DataArgs<M>): QueryKey =>
  args === undefined ? [method] : [method, args];

/**
 * Reads through a custom dataProvider method with react-query (cached under `[method, args]`). `args` null: not
 * asked yet (e.g. no apartment chosen). A failure shows the server's Turkish message, unless `silent`: lookups
 * the user may not be allowed to read then simply stay empty. A failed read is not retried and a read is not
 * repeated when the window gets the focus back: the page shows what the server said, once.
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

/** The `Records` of a list read, empty until it answers (or when it fails quietly). */
export const recordsOf = <T>(answer: { Records?: T[] | null } | undefined): T[] => answer?.Records ?? [];

export interface Invalidation {
  /** Reads shown now that the write changes: they load again before the write resolves. */
  invalidates?: DataMethod[];
  /** Reads the write makes out of date that need not load now: they do when next shown. */
  stale?: DataMethod[];
}

/**
 * Writes through a custom dataProvider method; on success every query of the methods in `invalidates` loads
 * again (the returned promise waits for them), so the lists on screen show the change.
 */
export function useDataMutation<M extends DataMethod>(
  method: M,
  { invalidates = [], stale = [] }: Invalidation = {},
) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: DataArgs<M>) => caller(dataProvider, method)(args),
    onSuccess: () =>
      Promise.all([
        ...invalidates.map((key) => queryClient.invalidateQueries({ queryKey: dataKey(key) })),
        ...stale.map((key) => queryClient.invalidateQueries({ queryKey: dataKey(key), refetchType: 'none' })),
      ]),
  });
}

/** What a write from a form came to: the answer, or the server's per-field messages. */
export type Attempt<T> = { answer: T } | { errors: Record<string, string> };

/**
 * A form's write: while it runs `busy`; the server's `description` is shown on success (unless `quiet`), its
 * message on failure. `attempt` resolves to the answer or to the per-field messages (what react-admin's
 * `<Form onSubmit>` wants back); `run` keeps those messages in `errors` and resolves to the answer or undefined.
 */
export function useDataAction<M extends DataMethod>(
  method: M,
  { quiet = false, ...invalidation }: Invalidation & { quiet?: boolean } = {},
) {
  const notify = useNotify();
  const { mutateAsync, isPending } = useDataMutation(method, invalidation);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useCallback(
    async (args: DataArgs<M>): Promise<Attempt<DataResult<M>>> => {
      try {
        const answer = await mutateAsync(args);
        const description = (answer as { description?: string } | undefined)?.description;
        if (description && !quiet) notify(description, { type: 'success' });
        return { answer };
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return { errors: fieldErrorsOf(error) };
      }
    },
    [mutateAsync, notify, quiet],
  );
  const run = useCallback(
    async (args: DataArgs<M>): Promise<DataResult<M> | undefined> => {
      setErrors({});
      const result = await attempt(args);
      if ('errors' in result) {
        setErrors(result.errors);
        return undefined;
      }
      return result.answer;
    },
    [attempt],
  );
  return { run, attempt, busy: isPending, errors, setErrors };
}
