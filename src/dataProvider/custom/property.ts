import type { Send } from '../send';

export const propertyMethods = (_send: Send) => ({});
