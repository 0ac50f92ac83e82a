import {
  type RedirectionSideEffect,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { descriptionOf } from '../dataProvider/descriptions';

/** onSuccess for create/edit: shows the server's Turkish description (else react-admin's text) and redirects. */
export function useDescriptionNotify(redirectTo: RedirectionSideEffect = 'list') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const resource = useResourceContext();
  return (data: unknown) => {
    notify(descriptionOf(data) ?? translate('ra.notification.updated', { smart_count: 1 }), {
      type: 'success',
    });
    redirect(redirectTo, resource, (data as { id?: string | number })?.id, data as object);
  };
}
