import {
  type AccessSubject,
  AREAS,
  canAccessResourceArea,
  type ResourceArea,
} from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import type { PageAccess, Registry } from '../registry/types';

/** The user as common/permissions sees it: /login and /me send the permission levels flat on the user. */
export function accessSubject(user: CurrentUser | null | undefined): AccessSubject | null {
  return user ? { role: user.role, permissions: user } : null;
}

/** The access checks over one registry: the authProvider's, the menu's and the page gate's. */
export interface Access {
  /**
   * The area behind a name `canAccess` is asked about: a resource's (its folder declares it), a page's that has
   * one (`debt-entry`, `dashboard`), or an area's own name (`accounting`).
   */
  areaOf(resource: string): ResourceArea | undefined;
  /** react-admin style check: `canAccess(user, { resource: 'buildings', action: 'delete' })`. */
  canAccess(subject: AccessSubject | null | undefined, target: { resource: string; action: string }): boolean;
  /** Whether a user may open a page (or see a menu entry): any one of its rules is enough. */
  mayOpen(access: PageAccess, user: CurrentUser | null | undefined): boolean;
}

/** The access checks of a registry, which App builds and hands in (this module imports no registry). */
export function createAccess(registry: Pick<Registry, 'resources' | 'allPages'>): Access {
  const areas = new Map<string, ResourceArea>([
    ...AREAS.map((area) => [area, area] as const),
    ...registry.allPages.flatMap((page) => (page.area ? [[page.name, page.area] as const] : [])),
    ...registry.resources.map((config) => [config.name, config.area] as const),
  ]);
  const areaOf = (resource: string) => areas.get(resource);
  const canAccess: Access['canAccess'] = (subject, { resource, action }) =>
    canAccessResourceArea(subject, areaOf(resource), action);
  return {
    areaOf,
    canAccess,
    mayOpen(access, user) {
      if (access === 'public') return true;
      if (access === 'signed-in') return Boolean(user);
      const subject = accessSubject(user);
      return access.some((rule) => canAccess(subject, rule));
    },
  };
}
