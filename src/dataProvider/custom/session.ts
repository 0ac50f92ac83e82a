import type { Send } from '../send';

export const sessionMethods = (_send: Send) => ({});
