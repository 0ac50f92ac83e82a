import { Notification } from 'react-admin';
import { TOAST_POSITION } from './toastPosition';

export function AppNotification() {
  return <Notification anchorOrigin={TOAST_POSITION} />;
}
