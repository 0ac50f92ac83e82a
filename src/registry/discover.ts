import { standalonePages } from '../pages/standalone';
import type { PageConfig, Registry, ResourceConfig } from './types';

/**
 * Every resource folder's and page folder's `index.ts`, found by Vite at build time: a new folder needs no line
 * anywhere. Only App.tsx (and the tests) call `discoverRegistry`; everything else is handed the registry.
 */
const resourceFolders = import.meta.glob<Record<string, ResourceConfig>>('../resources/*/index.ts', {
  eager: true,
});
const pageFolders = import.meta.glob<Record<string, PageConfig>>('../pages/*/index.ts', { eager: true });

/** `../resources/non-members/index.ts` → `nonMembers`: the folder's name in camelCase. */
export const exportNameOf = (path: string) =>
  (path.split('/').at(-2) ?? '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A page folder exports its config as its name followed by `Page` (`debt-entry` → `debtEntryPage`). */
const pageExportNameOf = (path: string) => {
  const name = exportNameOf(path);
  return name.endsWith('Page') ? name : `${name}Page`;
};

/** The one discovery of resources and pages: each folder's config, under the name its folder gives it. */
function fromFolders<T>(
  folders: Record<string, Record<string, T>>,
  nameOf: (path: string) => string,
): Map<string, T> {
  return new Map(
    Object.entries(folders).map(([path, module]) => {
      const config = module[nameOf(path)];
      if (!config) throw new Error(`${path} exports no config named ${nameOf(path)}`);
      return [path.split('/').at(-2) ?? path, config];
    }),
  );
}

const byMenuOrder = <T extends { menuOrder?: number }>(a: T, b: T) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0);

let built: Registry | undefined;

/** The registry of the back office, built once from the folders (the same object on every call). */
export function discoverRegistry(): Registry {
  if (built) return built;
  const resources = [...fromFolders(resourceFolders, exportNameOf).values()].sort(byMenuOrder);
  const folders = fromFolders(pageFolders, pageExportNameOf);
  const login = folders.get('login');
  const dashboard = folders.get('dashboard');
  if (!login || !dashboard) throw new Error('src/pages has no login or dashboard folder');
  const pages = [
    ...[...folders.values()]
      .filter((page) => page !== login && page !== dashboard && !standalonePages.includes(page))
      .sort(byMenuOrder),
    ...resources.flatMap((resource) => resource.pages ?? []),
  ];
  built = {
    resources,
    pages,
    adminPages: { login, dashboard },
    allPages: [login, dashboard, ...pages, ...standalonePages],
  };
  return built;
}
