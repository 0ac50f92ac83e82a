/**
 * What a resident sees on their own page (issue 11): every query is scoped to the link's account and resident.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

export const residentPageRepository = {
  async who(exec: Executor, accountId: number, residentId: number) {
    const { rows } = await exec.execute<{ name: string; surname: string; assoc_name: string }>(sql`
      select r.name, r.surname, a.assoc_name from residents r join accounts a on a.id = r.account_id
      where r.id = ${residentId} and r.account_id = ${accountId}`);
    return rows[0] ?? null;
  },

  /** Whether the resident owns, lives in or holds a share of a flat of the account now. */
  async hasCurrentFlat(exec: Executor, accountId: number, residentId: number): Promise<boolean> {
    const { rows } = await exec.execute(sql`
      select 1 from apartment_residents
      where account_id = ${accountId} and resident_id = ${residentId} and move_out is null limit 1`);
    return rows.length > 0;
  },

  async flats(exec: Executor, accountId: number, residentId: number) {
    const { rows } = await exec.execute<{
      building: string;
      identifier: string;
      payment_code: string;
      type: number;
    }>(sql`
      select b.name as building, a.identifier, a.payment_code, ar.type from apartment_residents ar
      join apartments a on a.id = ar.apartment_id join buildings b on b.id = a.building_id
      where ar.account_id = ${accountId} and ar.resident_id = ${residentId} and ar.move_out is null
      order by b.name, a.identifier`);
    return rows;
  },

  /** Debts with something left to pay, oldest due first. */
  async openDebts(exec: Executor, accountId: number, residentId: number) {
    const { rows } = await exec.execute<{
      id: number;
      description: string;
      due_date: string;
      remaining: string;
    }>(sql`
      select d.id, d.description, d.due_date::text, (d.amount - d.paid)::text as remaining from debts d
      where d.account_id = ${accountId} and d.resident_id = ${residentId} and d.deleted_at is null
        and d.amount > d.paid
      order by d.due_date, d.id limit 200`);
    return rows.map((r) => ({ ...r, remaining: BigInt(r.remaining) }));
  },

  async receipts(exec: Executor, accountId: number, residentId: number) {
    const { rows } = await exec.execute<{ id: number; number: number; date: string; total: string }>(sql`
      select p.id, p.number, p.date::text, p.total::text from receipts p
      where p.account_id = ${accountId} and p.resident_id = ${residentId} and p.deleted_at is null
      order by p.date desc, p.id desc limit 50`);
    return rows.map((r) => ({ ...r, total: BigInt(r.total) }));
  },

  /** The announcements shown to residents (passive = 1), newest first, with their file's shown name if any. */
  async announcements(exec: Executor, accountId: number) {
    const { rows } = await exec.execute<{
      id: number;
      title: string;
      content: string;
      created_at: string;
      file_name: string | null;
    }>(sql`
      select n.id, n.title, n.content, n.created_at::text,
        case when n.stored_name is null then null else coalesce(n.file_name, n.stored_name) end as file_name
      from announcements n
      where n.account_id = ${accountId} and n.passive = 1 order by n.id desc limit 20`);
    return rows;
  },

  /**
   * The file of an announcement shown to the account's residents (the same rule as the list above: same account,
   * passive = 1); null for another account's, a hidden one, one without a file or an unknown id.
   */
  async shownAnnouncementFile(exec: Executor, accountId: number, announcementId: number) {
    const { rows } = await exec.execute<{ file_name: string | null; stored_name: string }>(sql`
      select n.file_name, n.stored_name from announcements n
      where n.id = ${announcementId} and n.account_id = ${accountId} and n.passive = 1
        and n.stored_name is not null`);
    return rows[0] ?? null;
  },

  /** Whether a receipt of the account was paid by the resident (the resident page serves only their own). */
  async ownsReceipt(
    exec: Executor,
    accountId: number,
    residentId: number,
    receiptId: number,
  ): Promise<boolean> {
    const { rows } = await exec.execute<{ id: number }>(sql`
      select id from receipts where id = ${receiptId} and account_id = ${accountId} and resident_id = ${residentId}
        and deleted_at is null`);
    return rows.length > 0;
  },
};
