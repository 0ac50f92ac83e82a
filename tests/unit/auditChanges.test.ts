import { describe, expect, it } from 'vitest';
import { auditChanges, MASKED } from '../../server/domain/auditChanges';

/** What the system logs show of an audit row: the touched fields, before and after, secrets masked. */
describe('auditChanges', () => {
  it('shows every field with a value of an added record, not the account it belongs to', () => {
    const after = { id: 5, accountId: 1, name: 'A Blok', phone: null, apartmentLimit: 4 };
    expect(auditChanges('buildings', 'insert', null, after)).toEqual([
      { field: 'id', before: null, after: 5 },
      { field: 'name', before: null, after: 'A Blok' },
      { field: 'apartmentLimit', before: null, after: 4 },
    ]);
  });

  it('shows only what an update changed, and the fields of an update that stored only its new values', () => {
    const before = { id: 5, name: 'A Blok', apartmentLimit: 4, createdAt: '2026-01-01T10:00:00.000Z' };
    expect(auditChanges('buildings', 'update', before, { ...before, apartmentLimit: 6 })).toEqual([
      { field: 'apartmentLimit', before: 4, after: 6 },
    ]);
    expect(
      auditChanges('receipts', 'update', { id: 3, deletedAt: null }, { deletedAt: '2026-11-25' }),
    ).toEqual([{ field: 'deletedAt', before: null, after: '2026-11-25' }]);
    expect(auditChanges('debts', 'update', { id: 3, amount: '100' }, null)).toEqual([
      { field: 'id', before: 3, after: null },
      { field: 'amount', before: '100', after: null },
    ]);
  });

  it('masks passwords, hashes, tokens and the logo key, and every value of the code and session tables', () => {
    const user = { name: 'Ali', passwordHash: '$argon2id$v=19$abc', tokenVersion: 2, logoKey: 'k3y' };
    expect(auditChanges('users', 'delete', user, null)).toEqual([
      { field: 'name', before: 'Ali', after: null },
      { field: 'passwordHash', before: MASKED, after: null },
      { field: 'tokenVersion', before: MASKED, after: null },
      { field: 'logoKey', before: MASKED, after: null },
    ]);
    expect(
      auditChanges('one_time_codes', 'insert', null, { phone: '5320000000', purpose: 'register' }),
    ).toEqual([
      { field: 'phone', before: null, after: MASKED },
      { field: 'purpose', before: null, after: MASKED },
    ]);
  });

  it('shows a value that is not a record as one field', () => {
    expect(auditChanges('debts', 'delete', [1, 2], null)).toEqual([
      { field: 'value', before: [1, 2], after: null },
    ]);
  });
});
