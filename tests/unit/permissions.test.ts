import { describe, expect, it } from 'vitest';
import {
  type AccessSubject,
  AREAS,
  canAccessArea,
  fullPermissions,
  PERMISSION_KEYS,
  type PermissionLevels,
} from '../../common/permissions';
import { createAccess } from '../../src/authProvider/access';
import { discoverRegistry } from '../../src/registry/discover';

const { canAccess } = createAccess(discoverRegistry());

const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'send'] as const;
const sub = (levels: Partial<PermissionLevels>): AccessSubject => ({
  role: 'sub',
  permissions: { ...fullPermissions(0), ...levels },
});

describe('fullPermissions', () => {
  it('gives the 18 levels, 2 by default', () => {
    expect(PERMISSION_KEYS).toHaveLength(18);
    expect(Object.values(fullPermissions())).toEqual(Array(18).fill(2));
    expect(Object.values(fullPermissions(0))).toEqual(Array(18).fill(0));
  });
});

describe('canAccess', () => {
  it('lets the main user do everything, even on resources it does not know', () => {
    const main: AccessSubject = { role: 'main' };
    for (const area of AREAS)
      for (const action of ACTIONS) expect(canAccessArea(main, area, action)).toBe(true);
    expect(canAccess(main, { resource: 'buildings', action: 'delete' })).toBe(true);
    expect(canAccess(main, { resource: 'future-resource', action: 'list' })).toBe(true);
  });

  it('lets nobody else in without levels: operator, no subject, a sub-user with zeros', () => {
    for (const subject of [{ role: 'operator' } as AccessSubject, null, undefined, sub({})]) {
      expect(canAccess(subject, { resource: 'buildings', action: 'list' })).toBe(false);
    }
    expect(canAccess(sub(fullPermissions()), { resource: 'future-resource', action: 'list' })).toBe(false);
  });

  it('reads show_ levels: 0 hides, 1 and 2 show', () => {
    const at = (level: 0 | 1 | 2) => sub({ show_resident_and_apartments: level });
    expect(canAccess(at(0), { resource: 'buildings', action: 'list' })).toBe(false);
    for (const level of [1, 2] as const) {
      expect(canAccess(at(level), { resource: 'buildings', action: 'list' })).toBe(true);
      expect(canAccess(at(level), { resource: 'apartments', action: 'show' })).toBe(true);
      expect(canAccess(at(level), { resource: 'residents', action: 'export' })).toBe(true);
      // Seeing is not changing.
      expect(canAccess(at(level), { resource: 'buildings', action: 'create' })).toBe(false);
    }
  });

  it('reads exec_ levels: 0 nothing, 1 create and edit but not delete, 2 delete too', () => {
    const at = (level: 0 | 1 | 2) => sub({ exec_definitions: level });
    const can = (level: 0 | 1 | 2, action: string) =>
      canAccess(at(level), { resource: 'debt-groups', action });
    expect([can(0, 'create'), can(0, 'edit'), can(0, 'delete')]).toEqual([false, false, false]);
    expect([can(1, 'create'), can(1, 'edit'), can(1, 'delete')]).toEqual([true, true, false]);
    expect([can(2, 'create'), can(2, 'edit'), can(2, 'delete')]).toEqual([true, true, true]);
    expect(can(2, 'clone')).toBe(true);
    // Changing does not open the list.
    expect(can(2, 'list')).toBe(false);
  });

  it('keeps areas apart', () => {
    const user = sub({ show_accounting: 2, exec_accounting: 2 });
    expect(canAccessArea(user, 'accounting', 'delete')).toBe(true);
    expect(canAccessArea(user, 'debit', 'list')).toBe(false);
    expect(canAccess(user, { resource: 'settings', action: 'show' })).toBe(false);
  });

  it('opens reports with show_reports only', () => {
    expect(canAccessArea(sub({ show_reports: 1 }), 'reports', 'list')).toBe(true);
    expect(canAccessArea(sub({ show_reports: 2 }), 'reports', 'export')).toBe(true);
    const everythingButReports = sub({ ...fullPermissions(2), show_reports: 0 });
    expect(canAccessArea(everythingButReports, 'reports', 'list')).toBe(false);
    expect(canAccess(everythingButReports, { resource: 'reports', action: 'show' })).toBe(false);
  });

  it('sends SMS with send_sms only', () => {
    const noSend = sub({ show_sms: 2, exec_sms: 2, send_sms: 0 });
    expect(canAccessArea(noSend, 'sms', 'create')).toBe(true);
    expect(canAccessArea(noSend, 'sms', 'send')).toBe(false);
    expect(canAccess(noSend, { resource: 'sms', action: 'send' })).toBe(false);
    const sender = sub({ send_sms: 1 });
    expect(canAccessArea(sender, 'sms', 'send')).toBe(true);
    expect(canAccessArea(sender, 'sms', 'list')).toBe(false);
  });

  it('treats a corrupt stored level as no access', () => {
    const odd = { role: 'sub', permissions: { show_debit: 3, exec_debit: '2' } } as unknown as AccessSubject;
    expect(canAccessArea(odd, 'debit', 'list')).toBe(false);
    expect(canAccessArea(odd, 'debit', 'create')).toBe(false);
    expect(canAccessArea({ role: 'sub', permissions: null }, 'debit', 'list')).toBe(false);
  });

  it('reads unknown react-admin actions as reading', () => {
    const reader = sub({ show_resident_and_apartments: 1 });
    expect(canAccess(reader, { resource: 'buildings', action: 'read' })).toBe(true);
    expect(canAccess(sub({}), { resource: 'buildings', action: 'read' })).toBe(false);
  });
});
