/**
 * The bell's read state is per user (issue 28): what the owner reads stays unread for a sub-user of the same
 * account, and the other way round; "mark all read" marks only the caller's. Migration 0028 keeps every
 * notification read before it read for every user of its account at that time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsRepository } from '../../../server/repositories/communication/notifications';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let helper: SignedIn;
let call: ReturnType<typeof caller>;

interface Bell {
  Records: { id: number; read: boolean }[];
  TotalRecords: number;
  unread_count: number;
}
const bell = async (who: SignedIn, unread = false): Promise<Bell> =>
  (await call(who, 'GET', `/notifications?page=1&per_page=50${unread ? '&unread=true' : ''}`)).json();

const notify = async (title: string) =>
  (
    await notificationsRepository.insert(ctx.db, {
      accountId: owner.user.account_id,
      kind: 'ticket',
      title,
      body: '',
      link: null,
    })
  ).id;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Okuma Sitesi' });
  helper = await createSubUser(ctx, owner);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe('notifications read per user', () => {
  it('a sub-user reading a notification leaves it unread for the owner, and the other way round', async () => {
    await dataOf(call(owner, 'PUT', '/notifications/read', {}));
    await dataOf(call(helper, 'PUT', '/notifications/read', {}));
    const first = await notify('Birinci');
    const second = await notify('İkinci');

    await dataOf(call(helper, 'PUT', '/notifications/read', { ids: [first] }));
    const helperBell = await bell(helper);
    expect(helperBell.unread_count).toBe(1);
    expect(helperBell.Records.find((n) => n.id === first)?.read).toBe(true);
    const ownerBell = await bell(owner);
    expect(ownerBell.unread_count).toBe(2);
    expect(ownerBell.Records.find((n) => n.id === first)?.read).toBe(false);
    expect((await bell(owner, true)).Records.map((n) => n.id)).toEqual([second, first]);

    await dataOf(call(owner, 'PUT', '/notifications/read', { ids: [second] }));
    expect((await bell(owner, true)).Records.map((n) => n.id)).toEqual([first]);
    expect((await bell(helper, true)).Records.map((n) => n.id)).toEqual([second]);
    // Reading again changes nothing and counts nothing.
    const again = await dataOf<{ marked: number }>(
      call(owner, 'PUT', '/notifications/read', { ids: [second] }),
    );
    expect(again.marked).toBe(0);
  });

  it('marks all read for the caller only', async () => {
    const third = await notify('Üçüncü');
    const all = await dataOf<{ marked: number }>(call(helper, 'PUT', '/notifications/read', {}));
    expect(all.marked).toBe(2);
    expect((await bell(helper)).unread_count).toBe(0);
    const ownerBell = await bell(owner, true);
    expect(ownerBell.unread_count).toBe(2);
    expect(ownerBell.Records.map((n) => n.id)).toContain(third);
    await dataOf(call(owner, 'PUT', '/notifications/read', {}));
    expect((await bell(owner)).unread_count).toBe(0);
    expect((await bell(owner)).Records.every((n) => n.read)).toBe(true);
  });

  it('ignores the ids of another account’s notifications', async () => {
    const stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
    const mine = await notify('Yalnız bizim');
    const marked = await dataOf<{ marked: number }>(
      call(stranger, 'PUT', '/notifications/read', { ids: [mine] }),
    );
    expect(marked.marked).toBe(0);
    expect((await bell(stranger)).Records).toEqual([]);
    expect((await bell(owner, true)).Records.map((n) => n.id)).toEqual([mine]);
  });

  it('keeps what was read before migration 0028 read for every user of the account', async () => {
    const migration = readFileSync(
      fileURLToPath(new URL('../../../server/db/migrations/0028_notification_reads.sql', import.meta.url)),
      'utf8',
    );
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      // The table as it was before 0028: one read_at per notification.
      await client.query(`DROP TABLE notification_reads;
        ALTER TABLE notifications DROP CONSTRAINT notifications_account_id_id_unique;
        ALTER TABLE notifications ADD COLUMN read_at timestamptz`);
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO notifications (account_id, kind, title, read_at)
         VALUES ($1, 'ticket', 'Eski okunmuş', '2026-01-02T10:00:00Z'), ($1, 'ticket', 'Eski okunmamış', null)
         RETURNING id`,
        [owner.user.account_id],
      );
      const [read, unread] = rows.map((row) => row.id);
      await client.query(migration);
      const reads = await client.query<{ notification_id: number; user_id: number; read_at: Date }>(
        `SELECT notification_id, user_id, read_at FROM notification_reads
         WHERE notification_id = ANY ($1) ORDER BY user_id`,
        [[read, unread]],
      );
      expect(reads.rows).toEqual([
        { notification_id: read, user_id: owner.user.id, read_at: new Date('2026-01-02T10:00:00Z') },
        { notification_id: read, user_id: helper.user.id, read_at: new Date('2026-01-02T10:00:00Z') },
      ]);
      const column = await client.query(
        `SELECT 1 FROM pg_attribute WHERE attrelid = 'notifications'::regclass AND attname = 'read_at'
           AND NOT attisdropped`,
      );
      expect(column.rows).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
