import { describe, expect, it } from 'vitest';
import { backupName, backupsToRemove, dependencyOrder } from '../../server/domain/backupPlan';

describe('backup plan', () => {
  it('puts every table after the tables it points at, whatever their names', () => {
    const order = dependencyOrder(
      ['debts', 'accounts', 'apartments', 'buildings', 'collections'],
      [
        { from: 'debts', to: 'apartments' },
        { from: 'collections', to: 'debts' },
        { from: 'apartments', to: 'buildings' },
        { from: 'buildings', to: 'accounts' },
        { from: 'accounts', to: 'accounts' },
      ],
    );
    expect(order).toEqual(['accounts', 'buildings', 'apartments', 'debts', 'collections']);
  });

  it('refuses foreign keys that form a cycle', () => {
    expect(() =>
      dependencyOrder(
        ['a', 'b'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow(/cycle/);
  });

  it('names backups by their moment and removes all but the newest 14', () => {
    expect(backupName(new Date('2026-11-25T23:05:09.123Z'))).toBe('2026-11-25T23-05-09Z.zip');
    const names = Array.from({ length: 16 }, (_, i) => backupName(new Date(Date.UTC(2026, 0, i + 1, 3, 30))));
    const removed = backupsToRemove([...names, 'notlar.txt', `${names[0]}.partial`].reverse());
    expect(removed).toEqual([names[0], names[1]]);
  });
});
