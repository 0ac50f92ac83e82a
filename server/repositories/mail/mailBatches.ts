import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { MailKind } from '../../../common/mail';
import type { Executor } from '../../db';
import { mailBatches, mailMessages } from '../../db/schema';
import type { MailMessage } from './mailMessages';

export type MailBatch = typeof mailBatches.$inferSelect;

/** The queued e-mails of announcements and polls (docs/mail.md, "The queue"). */
export const mailBatchesRepository = {
  /** The batch and its messages, all queued, in the caller's transaction. */
  async queue(
    exec: Executor,
    batch: { accountId: number; kind: MailKind; userId: number | null; payload: unknown },
    messages: { residentId: number; toAddress: string; subject: string }[],
    provider: string,
  ): Promise<MailBatch> {
    const [created] = await exec.insert(mailBatches).values(batch).returning();
    if (messages.length > 0) {
      await exec.insert(mailMessages).values(
        messages.map((m) => ({
          ...m,
          accountId: batch.accountId,
          kind: batch.kind,
          provider,
          batchId: created!.id,
        })),
      );
    }
    return created!;
  },

  async find(exec: Executor, batchId: number): Promise<MailBatch | undefined> {
    const [row] = await exec.select().from(mailBatches).where(eq(mailBatches.id, batchId));
    return row;
  },

  /**
   * The batch's next queued message, now `sending` and counted as a try: one worker's alone (SKIP LOCKED and the
   * status change), so two workers on one batch never send a message twice. `retried` (put back by this run) are
   * left for the next try. Null when none is left.
   */
  async claim(exec: Executor, batchId: number, retried: number[]): Promise<MailMessage | null> {
    const next = exec
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.batchId, batchId),
          eq(mailMessages.status, 'queued'),
          retried.length > 0 ? notInArray(mailMessages.id, retried) : undefined,
        ),
      )
      .orderBy(mailMessages.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await exec
      .update(mailMessages)
      .set({ status: 'sending', attempts: sql`${mailMessages.attempts} + 1`, claimedAt: sql`now()` })
      .where(and(eq(mailMessages.id, sql`(${next})`), eq(mailMessages.status, 'queued')))
      .returning();
    return row ?? null;
  },
};
