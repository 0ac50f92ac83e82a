import { useEffect, useState } from 'react';

/** The value once it has stopped changing for a moment: a search box sends one call per pause, not per key. */
export function useSettled<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
