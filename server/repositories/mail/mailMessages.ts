import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MailKind, MailStatus } from '../../../common/mail';
import type { Executor } from '../../db';
import { mailMessages, residents } from '../../db/schema';
import type { Page } from '../shared/accountScoped';

export type MailMessage = typeof mailMessages.$inferSelect;

/** A resident's e-mail as the channel choice reads it (server/domain/mail.ts). */
export interface MailRecipient {
  id: number;
  name: string;
  surname: string;
  email: string | null;
  emailBouncedAt: Date | null;
  emailOptOut: boolean;
}

/** The e-mail messages of an account and the e-mail state of its residents (docs/mail.md). */
export const mailMessagesRepository = {
  async insert(
    exec: Executor,
    row: {
      accountId: number;
      residentId: number | null;
      toAddress: string;
      subject: string;
      kind: MailKind;
      provider: string;
      /** A message written as it is handed over (a reminder): 'sending', with the time of the claim. */
      status?: 'sending';
      claimedAt?: Date;
    },
  ): Promise<MailMessage> {
    const [created] = await exec.insert(mailMessages).values(row).returning();
    return created!;
  },

  /** The provider's outcome: sent (with its answer and time), failed or bounced; queued again for another try. */
  async settle(
    exec: Executor,
    id: number,
    outcome: { status: Exclude<MailStatus, 'sending'>; answer: string },
  ): Promise<MailMessage> {
    const [row] = await exec
      .update(mailMessages)
      .set({
        status: outcome.status,
        providerAnswer: outcome.answer.slice(0, 1000),
        ...(outcome.status === 'sent' && { sentAt: new Date() }),
      })
      .where(eq(mailMessages.id, id))
      .returning();
    return row!;
  },

  /** The account's messages, newest first. */
  async list(exec: Executor, accountId: number, page: Page) {
    const where = eq(mailMessages.accountId, accountId);
    const rows = await exec
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(mailMessages).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async recipient(exec: Executor, accountId: number, residentId: number): Promise<MailRecipient | undefined> {
    const [row] = await exec
      .select({
        id: residents.id,
        name: residents.name,
        surname: residents.surname,
        email: residents.email,
        emailBouncedAt: residents.emailBouncedAt,
        emailOptOut: residents.emailOptOut,
      })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), eq(residents.id, residentId)));
    return row;
  },

  /**
   * The residents with an address who live in (or own) a current flat of the buildings given (null: any), for an
   * announcement or a poll; whether each address is usable is server/domain/mail.ts's rule.
   */
  async flatHolders(
    exec: Executor,
    accountId: number,
    buildingIds: number[] | null,
  ): Promise<MailRecipient[]> {
    const inBuildings = buildingIds ? sql`and a.building_id = any(${sql.param(buildingIds)}::int[])` : sql``;
    return exec
      .select({
        id: residents.id,
        name: residents.name,
        surname: residents.surname,
        email: residents.email,
        emailBouncedAt: residents.emailBouncedAt,
        emailOptOut: residents.emailOptOut,
      })
      .from(residents)
      .where(
        and(
          eq(residents.accountId, accountId),
          isNotNull(residents.email),
          sql`exists (select 1 from apartment_residents ar join apartments a on a.id = ar.apartment_id
            where ar.account_id = ${accountId} and ar.resident_id = ${residents.id} and ar.move_out is null
            ${inBuildings})`,
        ),
      )
      .orderBy(asc(residents.id));
  },

  /** A permanent refusal of this address: marked on the resident while it is still their address. */
  async markBounced(exec: Executor, accountId: number, residentId: number, address: string): Promise<void> {
    await exec
      .update(residents)
      .set({ emailBouncedAt: new Date() })
      .where(
        and(
          eq(residents.accountId, accountId),
          eq(residents.id, residentId),
          eq(residents.email, address),
          isNull(residents.emailBouncedAt),
        ),
      );
  },

  async setOptOut(exec: Executor, accountId: number, residentId: number, optOut: boolean): Promise<boolean> {
    const updated = await exec
      .update(residents)
      .set({ emailOptOut: optOut })
      .where(and(eq(residents.accountId, accountId), eq(residents.id, residentId)))
      .returning({ id: residents.id });
    return updated.length > 0;
  },
};
