import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { oneTimeCodes } from '../db/schema';
import { AppError, tooManyRequests } from '../errors';
import type { SmsProvider } from '../plugins/sms';

/** DESIGN.md section 6: 6 digits, valid 3 minutes, at most 5 tries, rate-limited per phone, stored hashed. */
export const CODE_TTL_MS = 3 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
/** Per phone and purpose: one code a minute, at most five an hour. */
export const MIN_RESEND_MS = 60 * 1000;
export const MAX_PER_HOUR = 5;

export type CodePurpose =
  | 'register'
  | 'password'
  | 'sessions_reset'
  | 'delete_building'
  | 'delete_apartment'
  | 'branch';

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64')}`;
}

function sameCode(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt ?? ''));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CodeTarget {
  purpose: CodePurpose;
  phone: string;
  accountId?: number | null;
  targetId?: number | null;
}

function targetMatch(target: CodeTarget) {
  return and(
    eq(oneTimeCodes.purpose, target.purpose),
    eq(oneTimeCodes.phone, target.phone),
    target.targetId == null ? isNull(oneTimeCodes.targetId) : eq(oneTimeCodes.targetId, target.targetId),
    target.accountId == null ? isNull(oneTimeCodes.accountId) : eq(oneTimeCodes.accountId, target.accountId),
  );
}

export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsProvider,
    private readonly rateLimited: boolean,
  ) {}

  /** Creates a code, replaces any earlier unused one for the same target, and sends it by SMS. */
  async send(target: CodeTarget, text: (code: string) => string): Promise<void> {
    const now = Date.now();
    if (this.rateLimited) {
      const recent = await this.db
        .select({ createdAt: oneTimeCodes.createdAt })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, target.purpose),
            eq(oneTimeCodes.phone, target.phone),
            gt(oneTimeCodes.createdAt, new Date(now - 60 * 60 * 1000)),
          ),
        )
        .orderBy(desc(oneTimeCodes.createdAt));
      const last = recent[0]?.createdAt.getTime();
      if (last !== undefined && now - last < MIN_RESEND_MS) {
        const seconds = Math.ceil((MIN_RESEND_MS - (now - last)) / 1000);
        throw tooManyRequests(`Yeni kod için lütfen ${seconds} saniye bekleyiniz.`);
      }
      if (recent.length >= MAX_PER_HOUR) {
        throw tooManyRequests(
          'Bu numaraya çok fazla kod gönderildi. Lütfen bir saat sonra tekrar deneyiniz.',
        );
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: new Date(now) })
        .where(and(targetMatch(target), isNull(oneTimeCodes.usedAt)));
      await tx.insert(oneTimeCodes).values({
        purpose: target.purpose,
        phone: target.phone,
        accountId: target.accountId ?? null,
        targetId: target.targetId ?? null,
        codeHash: hashCode(code, randomBytes(12).toString('base64')),
        expiresAt: new Date(now + CODE_TTL_MS),
      });
    });
    await this.sms.send({
      accountId: target.accountId ?? null,
      to: target.phone,
      text: text(code),
      kind: 'one_time_code',
    });
  }

  /**
   * Checks a code. Every try counts, outside any caller's transaction, so a failing request cannot roll the
   * count back. Returns the code's id; the caller marks it used in its own transaction with `consume`.
   */
  async check(target: CodeTarget, code: string): Promise<number> {
    const [latest] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(targetMatch(target), isNull(oneTimeCodes.usedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!latest)
      throw new AppError(400, 'Geçerli bir kod bulunamadı. Lütfen yeni kod isteyiniz.', {
        code: 'Kod geçersiz.',
      });
    if (latest.expiresAt.getTime() < Date.now()) {
      throw new AppError(400, 'Kodun süresi doldu. Lütfen yeni kod isteyiniz.', {
        code: 'Kodun süresi doldu.',
      });
    }
    const [counted] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, latest.id), sql`${oneTimeCodes.attempts} < ${MAX_ATTEMPTS}`))
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted) {
      throw new AppError(429, 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.', {
        code: 'Kod kilitlendi.',
      });
    }
    if (!/^\d{6}$/.test(code) || !sameCode(code, latest.codeHash)) {
      const left = MAX_ATTEMPTS - counted.attempts;
      const description =
        left > 0 ? `Kod hatalı. ${left} deneme hakkınız kaldı.` : 'Kod hatalı. Lütfen yeni kod isteyiniz.';
      throw new AppError(400, description, { code: 'Kod hatalı.' });
    }
    return latest.id;
  }

  async markVerified(id: number): Promise<void> {
    await this.db.update(oneTimeCodes).set({ verifiedAt: new Date() }).where(eq(oneTimeCodes.id, id));
  }

  /** The latest verified, unused register code of a phone (checked within the last 30 minutes). */
  async verifiedCode(target: CodeTarget): Promise<number | null> {
    const [row] = await this.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          targetMatch(target),
          isNull(oneTimeCodes.usedAt),
          gt(oneTimeCodes.verifiedAt, new Date(Date.now() - 30 * 60 * 1000)),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    return row?.id ?? null;
  }
}

/** Marks a code used inside the caller's transaction; false when another request used it first. */
export async function consumeCode(exec: Pick<Db, 'update'>, id: number): Promise<boolean> {
  const rows = await exec
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
