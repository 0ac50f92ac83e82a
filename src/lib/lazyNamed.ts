import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./BuildingList'), 'BuildingList')` instead of
 * `lazy(() => import('./BuildingList').then((m) => ({ default: m.BuildingList })))`. The import stays written at the
 * call, so Vite still makes the module a chunk of its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound: a component whatever its props.
type AnyComponent = ComponentType<any>;

export function lazyNamed<M extends { [N in K]: AnyComponent }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
