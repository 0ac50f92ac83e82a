import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true in a transition. What a component draws only once this is true, React
 * draws in slices of a few milliseconds it may pause, not in the task of the first render: an update that comes
 * through react-query's store (`useSyncExternalStore`) is rendered in one uninterrupted task.
 */
export function useMountedInTransition() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
