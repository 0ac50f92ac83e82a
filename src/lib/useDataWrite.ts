import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrorsOf } from '../dataProvider/errors';
import {
  type DataArgs,
  type DataMethod,
  type DataResult,
  dataKey,
  useDataMutation,
} from '../dataProvider/useData';

export type FieldErrors = Record<string, string>;

/** What a write ended with: the server's answer, or the field errors of its refusal. */
export type WriteOutcome<T> = { answer: T; errors?: undefined } | { answer: null; errors: FieldErrors };

export interface DataWriteOptions {
  /** The custom methods whose queries load again after a success (before `run` resolves). */
  invalidates?: DataMethod[];
  /** The toast when the answer has no description. */
  fallback?: string;
  notifyType?: 'success' | 'info';
}

/**
 * A write through a custom dataProvider method, told to the user one way everywhere: the server's description
 * as a toast (else `fallback`), or its Turkish message as an error toast, with the field errors kept for the
 * form and the message kept as `failure` for a dialog that shows it.
 */
export function useDataWrite<M extends DataMethod>(
  method: M,
  { invalidates, fallback = 'ra.notification.updated', notifyType = 'success' }: DataWriteOptions = {},
) {
  const notify = useNotify();
  const mutation = useDataMutation(method, { invalidates });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  const run = async (args: DataArgs<M>): Promise<WriteOutcome<DataResult<M>>> => {
    reset();
    try {
      const answer = await mutation.mutateAsync(args);
      const description = (answer as { description?: string } | undefined)?.description;
      notify(description || fallback, { type: notifyType, messageArgs: { smart_count: 1 } });
      return { answer };
    } catch (error) {
      const message = (error as Error).message;
      const fieldErrors = fieldErrorsOf(error);
      notify(message, { type: 'error' });
      setErrors(fieldErrors);
      setFailure(message);
      return { answer: null, errors: fieldErrors };
    }
  };

  return { run, busy: mutation.isPending, errors, failure, reset };
}

/** Shows an answer a write already returned (e.g. the stock holders after a save) without reading it again. */
export function useSetQueryData() {
  const queryClient = useQueryClient();
  return <M extends DataMethod>(method: M, args: DataArgs<M>, data: DataResult<M>) =>
    queryClient.setQueryData(dataKey(method, args), data);
}
