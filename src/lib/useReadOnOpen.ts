import { useRef } from 'react';

/**
 * What `read()` gives when `open` turns true, kept until it turns true again. A dialog's new record reads its
 * defaults with it: react-admin's form starts over whenever its record reads differently, and a default of "now"
 * or "today" reads differently a minute or a midnight later, which threw away what had been typed
 * (docs/decisions.md, "A dialog's new record reads its defaults once, when it opens").
 */
export function useReadOnOpen<T>(open: boolean, read: () => T): T | undefined {
  const value = useRef<T | undefined>(undefined);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) value.current = read();
  wasOpen.current = open;
  return value.current;
}
