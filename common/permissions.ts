/**
 * Sub-user permission levels (DESIGN.md section 4): 0 = no access, 1 = may view (show_) or may create and edit
 * but not delete (exec_), 2 = full. Main users hold every level at 2. The same `canAccess` runs in the browser
 * (menu, pages, buttons) and on the server (every route), so the two can never disagree.
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

/** Which area each resource (react-admin resource name or server route group) belongs to. */
export const RESOURCE_AREAS: Record<string, Area> = {
  buildings: 'resident_and_apartments',
  apartments: 'resident_and_apartments',
  residents: 'resident_and_apartments',
  'non-members': 'resident_and_apartments',
  groups: 'definitions',
  'debt-groups': 'definitions',
  'dues-groups': 'definitions',
  'accounting-types': 'definitions',
  // Cash and bank accounts: written with definitions rights (server/routes/cashAccounts.ts).
  accounts: 'definitions',
  'debt-entry': 'debit',
  debts: 'debit',
  'multi-debts': 'debit',
  'debt-jobs': 'debit',
  // Receipts of collections: the accounting area (server/routes/collections.ts).
  receipts: 'accounting',
  'sub-users': 'settings',
  branches: 'settings',
  settings: 'settings',
  tutorial: 'settings',
  dashboard: 'resident_and_apartments',
};

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

/** Managing people and branches stays with the account owner, so a sub-user can never raise their own rights. */
export const OWNER_ONLY_RESOURCES = new Set(['sub-users', 'branches']);

/** react-admin style check: `canAccess(user, { resource: 'buildings', action: 'delete' })`. */
export function canAccess(
  subject: AccessSubject | null | undefined,
  { resource, action }: { resource: string; action: string },
): boolean {
  if (OWNER_ONLY_RESOURCES.has(resource)) return subject?.role === 'main';
  const area = RESOURCE_AREAS[resource] ?? (AREAS as readonly string[]).find((a) => a === resource);
  if (!area) return subject?.role === 'main';
  return canAccessArea(subject, area as Area, normalizeAction(action));
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
