/**
 * The mail queue on pg-boss (docs/mail.md, "The queue" and "Monthly statements"), with the job queue on: an
 * announcement's e-mails are sent by the 'mail-send' worker, and the monthly statements are scheduled for the
 * 1st of the month at 09:00 Istanbul time.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, residents } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp({ jobs: true });
  owner = await registerAccount(ctx, { assocName: 'Nergis Sitesi' });
  const flats = await moneyFixtures(ctx, owner).flats(3);
  for (const [index, flat] of flats.entries()) {
    await ctx.db
      .update(residents)
      .set({ email: `kat${index + 1}@example.com` })
      .where(eq(residents.id, flat.owner.id));
  }
}, 90_000);
afterAll(() => ctx?.close());

const outboxCount = () => {
  try {
    return readdirSync(join(ctx.dataDir, 'mail-outbox')).filter((n) => n.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

describe('the mail queue on pg-boss', () => {
  it('sends an announcement’s e-mails through the mail-send worker', async () => {
    const body = formBody({ title: 'Toplantı', content: 'Cuma 20:00’de toplantı var.', passive: 1 });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/anno',
      payload: body.payload,
      headers: { ...owner.headers, ...body.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.emails_sent).toBe(3);
    await expect.poll(outboxCount, { timeout: 30_000 }).toBe(3);
    await expect
      .poll(async () =>
        (
          await ctx.db
            .select({ status: mailMessages.status })
            .from(mailMessages)
            .where(eq(mailMessages.subject, 'Toplantı'))
        ).map((r) => r.status),
      )
      .toEqual(['sent', 'sent', 'sent']);
  });

  it('schedules the monthly statements for the 1st at 09:00 in Istanbul', async () => {
    const schedules = await ctx.app.jobs!.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: 'mail-statements', cron: '0 9 1 * *', timezone: 'Europe/Istanbul' }),
    );
  });
});
