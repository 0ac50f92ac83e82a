import type { ResourceConfig } from './types';

/** Each resource folder's `index.ts`, found by Vite at build time: a new folder needs no line here. */
const folders = import.meta.glob<Record<string, ResourceConfig>>('./*/index.ts', { eager: true });

/** `./non-members/index.ts` → `nonMembers`: the name its config is exported under. */
export const exportNameOf = (path: string) =>
  (path.split('/')[1] ?? '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every resource of the product, in menu order. The dataProvider, menu, routes and labels derive from this list. */
export const registry: ResourceConfig[] = Object.entries(folders)
  .map(([path, module]) => {
    const config = module[exportNameOf(path)];
    if (!config) throw new Error(`${path} exports no resource config named ${exportNameOf(path)}`);
    return config;
  })
  .sort((a, b) => a.menuOrder - b.menuOrder);
