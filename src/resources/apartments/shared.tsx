import type { AxiosResponse } from 'axios';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { WriteAnswer } from '../../dataProvider/send';
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

/**
 * A write call of a detail tab: the server's description as a success toast, or its Turkish message as an error
 * toast with the field errors kept for the form. Resolves to the answer, or null when the call failed.
 */
export function useApiWrite() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async <T extends WriteAnswer<unknown>>(
    request: () => Promise<AxiosResponse<T>>,
  ): Promise<T | null> => {
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
