import {
  keepPreviousData,
  type QueryClient,
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
 * Starts a read before the component that shows it has rendered (useDataQuery then finds it under the same
 * key). A failure is left for that component's own query to meet again. `early`: the same call's answer already
 * asked for without the dataProvider (src/dataProvider/earlyDashboard.ts); when it has none, the read is sent.
 */
export function prefetchData<M extends DataMethod>(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
  method: M,
  args?: DataArgs<M>,
  early?: Promise<unknown> | null,
) {
  void queryClient.prefetchQuery({
    queryKey: dataKey(method, args),
    queryFn: async () =>
      ((await early) as DataResult<M> | null) ?? caller(dataProvider, method)(args as DataArgs<M>),
    retry: false,
  });
}

/**
 * Reads through a custom dataProvider method with react-query (cached under `[method, args]`). `args` null: not
 * asked yet (e.g. no apartment chosen). A failure shows the server's Turkish message, unless `silent`: lookups
 * the user may not be allowed to read then simply stay empty. A failed read is not retried and a read is not
 * repeated when the window gets the focus back: the page shows what the server said, once.
 */
export function useDataQuery<M extends DataMethod>(
  method: M,
  args: DataArgs<M> | null,
  {
    silent = false,
    keepPrevious = false,
    refetchOnMount = true,
  }: {
    silent?: boolean;
    keepPrevious?: boolean;
    /** False (or a function answering false) when a component's mount should not read cached data again. */
    refetchOnMount?: boolean | (() => boolean);
  } = {},
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
    refetchOnMount,
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

/** What a write ended with: the server's answer, or the per-field messages of its refusal. */
export type WriteOutcome<T> =
  | { answer: T; errors?: undefined }
  | { answer: null; errors: Record<string, string> };

export interface WriteOptions extends Invalidation {
  /** No success toast (the page shows the result itself). */
  quiet?: boolean;
  /** No error toast: the dialog shows the refusal itself, under its fields or in its own alert. */
  failureShown?: boolean;
  /** The success toast when the answer carries no description; none when not given. */
  fallback?: string;
  notifyType?: 'success' | 'info';
}

/**
 * A write through a custom dataProvider method, told to the user one way everywhere: while it runs `busy`; on
 * success the server's description as a toast (else `fallback`); on failure its Turkish message as an error toast,
 * kept as `failure` for a dialog that shows it, with the per-field messages in `errors`. `run` resolves to the
 * outcome: `errors` is what react-admin's `<Form onSubmit>` wants back.
 */
export function useDataWrite<M extends DataMethod>(
  method: M,
  {
    quiet = false,
    failureShown = false,
    fallback,
    notifyType = 'success',
    ...invalidation
  }: WriteOptions = {},
) {
  const notify = useNotify();
  const { mutateAsync, isPending } = useDataMutation(method, invalidation);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);
  const run = useCallback(
    async (args: DataArgs<M>): Promise<WriteOutcome<DataResult<M>>> => {
      reset();
      try {
        const answer = await mutateAsync(args);
        const message = (answer as { description?: string } | undefined)?.description || fallback;
        if (message && !quiet) notify(message, { type: notifyType, messageArgs: { smart_count: 1 } });
        return { answer };
      } catch (error) {
        const message = (error as Error).message;
        const fieldErrors = fieldErrorsOf(error);
        if (!failureShown) notify(message, { type: 'error' });
        setErrors(fieldErrors);
        setFailure(message);
        return { answer: null, errors: fieldErrors };
      }
    },
    [mutateAsync, notify, quiet, failureShown, fallback, notifyType, reset],
  );
  return { run, busy: isPending, errors, setErrors, failure, reset };
}

/** Shows an answer a write already returned (e.g. the stock holders after a save) without reading it again. */
export function useSetQueryData() {
  const queryClient = useQueryClient();
  return <M extends DataMethod>(method: M, args: DataArgs<M>, data: DataResult<M>) =>
    queryClient.setQueryData(dataKey(method, args), data);
}
