import { signIn } from '../authProvider/signIn';
import { sessionMethods } from './custom/session';
import { http } from './http';
import { createSend } from './send';

const session = sessionMethods(createSend(http));

/**
 * The sign-in screen's two calls (GET /info, POST /login) on the app's HTTP client: the screen shows before the
 * dataProvider and react-admin have loaded, so it takes these rather than the whole dataProvider.
 */
export const signInCalls = {
  appInfo: session.appInfo,
  signIn: (credentials: { phone: string; password: string }) => signIn(http, credentials),
};
