import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Access, createAccess } from '../authProvider/access';
import type { Registry } from './types';

const RegistryContext = createContext<Registry | null>(null);

/** Hands the registry App built to the components that read it: the menu, the page gate, the quick links. */
export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The registry App built; a component never imports it (that would close an import cycle through the pages). */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry is used outside RegistryProvider');
  return registry;
}

/** The access checks over the registry: what the authProvider's `canAccess` answers, synchronously. */
export function useAccess(): Access {
  const registry = useRegistry();
  return useMemo(() => createAccess(registry), [registry]);
}
