import type { Send } from '../send';

export const importMethods = (_send: Send) => ({});
