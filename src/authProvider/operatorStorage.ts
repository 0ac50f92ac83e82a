const OPERATOR_TOKEN = 'platformAuth';

/**
 * The platform operator's token, kept apart from an account user's (`auth`): the operator's back office stays
 * signed in while a support session of an account runs in another tab under `auth`.
 */
export const operatorStore = {
  token: (): string | null => localStorage.getItem(OPERATOR_TOKEN),
  setToken: (token: string) => localStorage.setItem(OPERATOR_TOKEN, token),
  clear: () => localStorage.removeItem(OPERATOR_TOKEN),
};
