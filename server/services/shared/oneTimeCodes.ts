import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../../db';
import { AppError, tooManyRequests } from '../../errors';
import type { SmsProvider } from '../../plugins/sms';
import { type CodeTarget, oneTimeCodesRepository as repo } from '../../repositories/shared/oneTimeCodes';

/**
 * docs/domain.md, "One-time codes": 6 digits, valid 3 minutes, at most 5 tries, rate-limited per phone, stored hashed.
 */
export const CODE_TTL_MS = 3 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
/** Per phone and purpose: one code a minute, at most five an hour. */
export const MIN_RESEND_MS = 60 * 1000;
export const MAX_PER_HOUR = 5;

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64')}`;
}

function sameCode(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt ?? ''));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The SMS of a session code (register, password renewal, sessions reset); `purpose` names it in Turkish. */
export const codeSms = (purpose: string) => (code: string) =>
  `Site Yönetimi ${purpose} kodunuz: ${code}. Kod 3 dakika geçerlidir, kimseyle paylaşmayınız.`;

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
      const recent = await repo.sentSince(this.db, target, new Date(now - 60 * 60 * 1000));
      const last = recent[0]?.getTime();
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
      await repo.retireUnused(tx, target, new Date(now));
      const codeHash = hashCode(code, randomBytes(12).toString('base64'));
      await repo.insert(tx, target, codeHash, new Date(now + CODE_TTL_MS));
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
    const latest = await repo.latestUnused(this.db, target);
    if (!latest)
      throw new AppError(400, 'Geçerli bir kod bulunamadı. Lütfen yeni kod isteyiniz.', {
        code: 'Kod geçersiz.',
      });
    if (latest.expiresAt.getTime() < Date.now()) {
      throw new AppError(400, 'Kodun süresi doldu. Lütfen yeni kod isteyiniz.', {
        code: 'Kodun süresi doldu.',
      });
    }
    const attempts = await repo.countAttempt(this.db, latest.id, MAX_ATTEMPTS);
    if (attempts === undefined) {
      throw new AppError(429, 'Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.', {
        code: 'Kod kilitlendi.',
      });
    }
    if (!/^\d{6}$/.test(code) || !sameCode(code, latest.codeHash)) {
      const left = MAX_ATTEMPTS - attempts;
      const description =
        left > 0 ? `Kod hatalı. ${left} deneme hakkınız kaldı.` : 'Kod hatalı. Lütfen yeni kod isteyiniz.';
      throw new AppError(400, description, { code: 'Kod hatalı.' });
    }
    return latest.id;
  }

  /** Checks a register code and remembers that the phone was verified, for /register to require. */
  async verify(target: CodeTarget, code: string): Promise<void> {
    await repo.markVerified(this.db, await this.check(target, code));
  }

  /** The latest verified, unused register code of a phone (checked within the last 30 minutes). */
  async verifiedCode(target: CodeTarget): Promise<number | null> {
    const row = await repo.latestVerified(this.db, target, new Date(Date.now() - 30 * 60 * 1000));
    return row?.id ?? null;
  }
}

/** Marks a code used inside the caller's transaction; false when another request used it first. */
export async function consumeCode(exec: Executor, id: number): Promise<boolean> {
  return repo.consume(exec, id);
}
