import {
  type AccessSubject,
  AREAS,
  canAccessResourceArea,
  type ResourceArea,
} from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { allPages } from '../pages/registry';
import type { PageAccess } from '../pages/types';
import { registry } from '../resources/registry';

/** The user as common/permissions sees it: /login and /me send the permission levels flat on the user. */
export function accessSubject(user: CurrentUser | null | undefined): AccessSubject | null {
  return user ? { role: user.role, permissions: user } : null;
}

let areas: Map<string, ResourceArea> | undefined;

/**
 * The area behind a name `canAccess` is asked about: a resource's (its folder declares it), a page's that has
 * one (`debt-entry`, `dashboard`), or an area's own name (`accounting`). Built on first use, after every
 * registry module has loaded.
 */
export function areaOf(resource: string): ResourceArea | undefined {
  areas ??= new Map<string, ResourceArea>([
    ...AREAS.map((area) => [area, area] as const),
    ...allPages.flatMap((page) => (page.area ? [[page.name, page.area] as const] : [])),
    ...registry.map((config) => [config.name, config.area] as const),
  ]);
  return areas.get(resource);
}

/** react-admin style check: `canAccess(user, { resource: 'buildings', action: 'delete' })`. */
export function canAccess(
  subject: AccessSubject | null | undefined,
  { resource, action }: { resource: string; action: string },
): boolean {
  return canAccessResourceArea(subject, areaOf(resource), action);
}

/** Whether a user may open a page (or see a menu entry): any one of its rules is enough. */
export function mayOpen(access: PageAccess, user: CurrentUser | null | undefined): boolean {
  if (access === 'public') return true;
  if (access === 'signed-in') return Boolean(user);
  const subject = accessSubject(user);
  return access.some((rule) => canAccess(subject, rule));
}
