/**
 * Reminder rules of an account (docs/reminders.md): reads, and writes with their audit row in the same
 * transaction. A deleted rule keeps its row (deleted_at) for the runs and sends that name it.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accountingTypes, buildings, groups, reminderRules, smsTemplates } from '../../db/schema';
import { equalsFolded } from '../../db/search';
import { conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from '../shared/audit';

export type ReminderRule = typeof reminderRules.$inferSelect;
export type ReminderRuleValues = Omit<
  typeof reminderRules.$inferInsert,
  'id' | 'accountId' | 'deletedAt' | 'createdAt'
>;

export const RULE_TEXTS = {
  notFound: 'Hatırlatma kuralı bulunamadı.',
  taken: 'Bu adla bir hatırlatma kuralı zaten var. Başka bir ad yazın.',
} as const;

const live = (accountId: number, ...more: ReturnType<typeof eq>[]) =>
  and(eq(reminderRules.accountId, accountId), isNull(reminderRules.deletedAt), ...more);

async function refuseTakenName(tx: Executor, accountId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: reminderRules.id })
    .from(reminderRules)
    .where(
      live(
        accountId,
        equalsFolded(reminderRules.name, name),
        ...(exceptId ? [ne(reminderRules.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (row) throw conflict(RULE_TEXTS.taken, { name: RULE_TEXTS.taken });
}

export const reminderRulesRepository = {
  async list(
    exec: Executor,
    accountId: number,
    page: { offset: number; limit: number } | null,
  ): Promise<{ rows: ReminderRule[]; total: number }> {
    const select = exec.select().from(reminderRules).where(live(accountId)).orderBy(asc(reminderRules.id));
    const rows = page ? await select.limit(page.limit).offset(page.offset) : await select;
    const [total] = await exec.select({ n: count() }).from(reminderRules).where(live(accountId));
    return { rows, total: total?.n ?? 0 };
  },

  async findOrFail(exec: Executor, accountId: number, id: number): Promise<ReminderRule> {
    const [row] = await exec
      .select()
      .from(reminderRules)
      .where(live(accountId, eq(reminderRules.id, id)));
    if (!row) throw notFound(RULE_TEXTS.notFound);
    return row;
  },

  /** The account's first live rule (the oldest), which the settings' old reminder fields read and write. */
  async first(exec: Executor, accountId: number): Promise<ReminderRule | undefined> {
    const [row] = await exec
      .select()
      .from(reminderRules)
      .where(live(accountId))
      .orderBy(asc(reminderRules.id))
      .limit(1);
    return row;
  },

  /** The account's latest debt reminder template (type 2), the text a first rule starts from. */
  async latestDebtTemplate(exec: Executor, accountId: number): Promise<string | undefined> {
    const [row] = await exec
      .select({ message: smsTemplates.message })
      .from(smsTemplates)
      .where(and(eq(smsTemplates.accountId, accountId), eq(smsTemplates.type, 2)))
      .orderBy(desc(smsTemplates.id))
      .limit(1);
    return row?.message;
  },

  /** The ids among `ids` the account has no row of in `kind` (a building, type or group named in a rule). */
  async unknownIds(
    exec: Executor,
    accountId: number,
    kind: 'buildings' | 'types' | 'groups',
    ids: number[],
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const table = kind === 'buildings' ? buildings : kind === 'types' ? accountingTypes : groups;
    const rows = await exec
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.accountId, accountId), inArray(table.id, ids)));
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  },

  async insert(exec: Executor, actor: Actor & { accountId: number }, values: ReminderRuleValues) {
    return exec.transaction(async (tx) => {
      await refuseTakenName(tx, actor.accountId, values.name);
      const [row] = await tx
        .insert(reminderRules)
        .values({ ...values, accountId: actor.accountId })
        .returning();
      await recordAudit(tx, actor, {
        table: 'reminder_rules',
        action: 'insert',
        recordId: row!.id,
        after: row,
      });
      return row!;
    });
  },

  async update(exec: Executor, actor: Actor & { accountId: number }, id: number, values: ReminderRuleValues) {
    return exec.transaction(async (tx) => {
      const before = await reminderRulesRepository.findOrFail(tx, actor.accountId, id);
      await refuseTakenName(tx, actor.accountId, values.name, id);
      const [row] = await tx
        .update(reminderRules)
        .set(values)
        .where(live(actor.accountId, eq(reminderRules.id, id)))
        .returning();
      await recordAudit(tx, actor, {
        table: 'reminder_rules',
        action: 'update',
        recordId: id,
        before,
        after: row,
      });
      return row!;
    });
  },

  async remove(exec: Executor, actor: Actor & { accountId: number }, id: number): Promise<void> {
    await exec.transaction(async (tx) => {
      const before = await reminderRulesRepository.findOrFail(tx, actor.accountId, id);
      await tx
        .update(reminderRules)
        .set({ deletedAt: sql`now()` })
        .where(live(actor.accountId, eq(reminderRules.id, id)));
      await recordAudit(tx, actor, { table: 'reminder_rules', action: 'delete', recordId: id, before });
    });
  },

  /** Live active rules of open accounts whose hour is `hour` (the daily job's hour), every account. */
  async dueAt(exec: Executor, hour: number): Promise<{ id: number; accountId: number }[]> {
    const { rows } = await exec.execute<{ id: number; account_id: number }>(sql`
      select r.id, r.account_id from reminder_rules r
      join accounts a on a.id = r.account_id and a.deleted_at is null
      where r.deleted_at is null and r.active and r.send_hour = ${hour}
      order by r.account_id, r.id`);
    return rows.map((row) => ({ id: row.id, accountId: row.account_id }));
  },
};
