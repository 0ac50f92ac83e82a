/**
 * Sub-user permission levels (docs/domain.md, "Roles and access areas"): 0 = no access, 1 = may view (show_) or may
 * create and edit but not delete (exec_), 2 = full. Main users hold every level at 2. The same `canAccessArea` runs in
 * the browser (menu, pages, buttons) and on the server (every route), so the two can never disagree.
 */
export const AREAS = [
  'resident_and_apartments',
  'definitions',
  'debit',
  'accounting',
  'reports',
  'sms',
  'personnel_operations',
  'additional_features',
  'settings',
] as const;
export type Area = (typeof AREAS)[number];

export const PERMISSION_KEYS = [
  'exec_accounting',
  'exec_additional_features',
  'exec_debit',
  'exec_definitions',
  'exec_personnel_operations',
  'exec_resident_and_apartments',
  'exec_settings',
  'exec_sms',
  'show_accounting',
  'show_additional_features',
  'show_debit',
  'show_definitions',
  'show_personnel_operations',
  'show_reports',
  'show_resident_and_apartments',
  'show_settings',
  'show_sms',
  'send_sms',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type Level = 0 | 1 | 2;
export type PermissionLevels = Record<PermissionKey, Level>;

export const DEFAULT_LEVEL: Level = 2;

export function fullPermissions(level: Level = DEFAULT_LEVEL): PermissionLevels {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, level])) as PermissionLevels;
}

/** What a caller wants to do. `list`/`show` read; `create`/`edit` write; `delete` removes; `send` sends SMS. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'send';

export interface AccessSubject {
  /** Main users and branch owners have every right in their account; sub-users have their levels. */
  role: 'main' | 'sub' | 'operator';
  permissions?: Partial<PermissionLevels> | null;
}

/**
 * Where a resource or page of the browser belongs: the levels of one area, or `owner` for what only the account
 * owner may do (managing sub-users and branches, so a sub-user can never raise their own rights). The server
 * declares the same per route (`config.access`); the browser's resources and pages declare it in their folders.
 */
export type ResourceArea = Area | 'owner';

function level(subject: AccessSubject, key: PermissionKey): Level {
  if (subject.role === 'main') return 2;
  if (subject.role !== 'sub') return 0;
  const value = subject.permissions?.[key];
  return value === 1 || value === 2 ? value : 0;
}

/** The permission key and minimum level an action in an area needs. */
export function requirement(area: Area, action: Action): { key: PermissionKey; min: Level } {
  if (action === 'send') return { key: 'send_sms', min: 1 };
  if (area === 'reports') return { key: 'show_reports', min: 1 };
  if (action === 'list' || action === 'show' || action === 'export') {
    return { key: `show_${area}` as PermissionKey, min: 1 };
  }
  return { key: `exec_${area}` as PermissionKey, min: action === 'delete' ? 2 : 1 };
}

export function canAccessArea(
  subject: AccessSubject | null | undefined,
  area: Area,
  action: Action,
): boolean {
  if (!subject) return false;
  const { key, min } = requirement(area, action);
  return level(subject, key) >= min;
}

/**
 * react-admin style check once the resource's area is known (src/authProvider/access.ts looks it up). A resource
 * nobody declared an area for stays with the main user; unknown actions (react-admin's 'read') read.
 */
export function canAccessResourceArea(
  subject: AccessSubject | null | undefined,
  area: ResourceArea | undefined,
  action: string,
): boolean {
  if (area === undefined || area === 'owner') return subject?.role === 'main';
  return canAccessArea(subject, area, normalizeAction(action));
}

function normalizeAction(action: string): Action {
  switch (action) {
    case 'list':
    case 'show':
    case 'create':
    case 'edit':
    case 'delete':
    case 'export':
    case 'send':
      return action;
    case 'clone':
      return 'create';
    default:
      // Unknown actions (e.g. react-admin's 'read') are treated as reading.
      return 'show';
  }
}
