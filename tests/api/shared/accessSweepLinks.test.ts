/**
 * The access sweep, links (security issue 21, finding 5), generated from the OpenAPI document: a sub-user with
 * every right at level 1 calls every operation with a hostile `Host`, `X-Forwarded-Host` (through a trusted
 * proxy) or both, with a `{link}` in every message. Every link the product makes (in an answer, or in an SMS the
 * gateway receives) carries the configured PUBLIC_URL, and the hostile domain appears nowhere; an operation added
 * later that builds a link is swept without a test of its own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissions } from '../../../common/permissions';
import { accounts, smsCampaigns } from '../../../server/db/schema';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { collectionScene } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { outbox, startTestApp, type TestContext } from '../helpers/harness';
import {
  callOperation,
  type Ids,
  isPublic,
  isResidentPage,
  label,
  newestIds,
  type Operation,
  operationsOf,
  sample,
} from '../helpers/openapiSweep';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

const PUBLIC_URL = 'https://site.example.test';
const EVIL = 'evil.example';

let ctx: TestContext;
let owner: SignedIn;
let clerk: SignedIn;
let operations: Operation[];
let idsFor: (op: Operation) => Ids;

/** The same day next month, DD.MM.YYYY (a poll open during the sweep). */
function nextMonth(): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + 1);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

beforeAll(async () => {
  ctx = await startTestApp({ publicUrl: PUBLIC_URL, publicUrlConfigured: true, trustProxy: true });
  owner = await registerAccount(ctx, { assocName: 'Bağlantı Sitesi' });
  const m = moneyFixtures(ctx, owner);
  await collectionScene(m, '500,00');
  await m.flats(2);
  await dataOf(
    caller(ctx)(owner, 'POST', '/survey', {
      title: 'Bahçe düzenlemesi',
      question: 'Bahçe yenilensin mi?',
      options: ['Evet', 'Hayır'],
      end_date: nextMonth(),
    }),
  );
  await ctx.pool.query(
    `UPDATE residents SET phone = '53' || lpad((id % 100000000)::text, 8, '0') WHERE account_id = $1`,
    [owner.user.account_id],
  );
  await ctx.db.update(accounts).set({ smsCredits: 100_000 }).where(eq(accounts.id, owner.user.account_id));
  // Every right at level 1: lists, reads, creates, edits and sends (a send_sms = 1 sub-user's sends among them).
  clerk = await createSubUser(ctx, owner, fullPermissions(1));
  operations = operationsOf(ctx.app);
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
});
afterAll(() => ctx?.close());

/** Request values that reach the link builders: a {link} in every message, a send now to everyone found. */
const VALUES = {
  message: 'Sayın {ad}, sayfanız: {link}',
  is_future_date: false,
  continually: false,
  sms_template_id: null,
  not_sending: [],
  key: null,
  min_amount: 0,
  overdue_days: 0,
};

const HOSTILE: [string, Record<string, string>][] = [
  ['Host', { host: EVIL }],
  ['X-Forwarded-Host', { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' }],
  ['Host and X-Forwarded-Host', { host: `${EVIL}:8443`, 'x-forwarded-host': EVIL }],
];

/** Hands every waiting campaign to the gateway; answers the texts the gateway received. */
async function deliverWaiting(): Promise<string[]> {
  const before = outbox(ctx).length;
  const waiting = await ctx.db
    .select({ id: smsCampaigns.id })
    .from(smsCampaigns)
    .where(eq(smsCampaigns.status, 'queued'));
  for (const { id } of waiting) await deliverCampaign(ctx.db, ctx.app.sms, id);
  return outbox(ctx)
    .slice(before)
    .map((line) => line.text);
}

const LINK = /(https?:\/\/[^\s"/]*)\/sakin\//g;

describe('Host and X-Forwarded-Host on every operation (issue 21, finding 5)', { timeout: 300_000 }, () => {
  it('a send_sms = 1 sub-user with Host: evil.example sends residents links to PUBLIC_URL only', async () => {
    const sender = await createSubUser(ctx, owner, { send_sms: 1 });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/group/sms/send',
      headers: { ...sender.headers, host: EVIL, 'x-forwarded-host': EVIL },
      payload: { all_data: true, message: VALUES.message },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = await deliverWaiting();
    expect(sent.length).toBe(answer.json().data.recipients);
    for (const text of sent)
      expect(text).toMatch(/^Sayın \S+, sayfanız: https:\/\/site\.example\.test\/sakin\/[\w-]{32}$/);
  });

  it('never choose the links’ domain: every link carries PUBLIC_URL', async () => {
    const wrong: string[] = [];
    const builders = new Set<string>();
    for (const op of operations.filter((o) => !isPublic(o) && !isResidentPage(o))) {
      const ids = idsFor(op);
      const body = op.body ? sample(op.body, '', ids, VALUES) : undefined;
      for (const [what, headers] of HOSTILE) {
        const answer = await callOperation(ctx.app, op, { ...clerk.headers, ...headers }, { ids, body });
        for (const [where, text] of [
          ['answer', answer.body],
          ...(await deliverWaiting()).map((sms) => ['SMS', sms]),
        ] as const) {
          const origins = [...text.matchAll(LINK)].map((match) => match[1]);
          if (origins.length > 0) builders.add(label(op));
          if (text.includes(EVIL) || origins.some((origin) => origin !== PUBLIC_URL)) {
            wrong.push(`${label(op)} (${what}) ${where}: ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // The sweep reached the operations known to build links: page links, SMS previews and sends, polls, replies.
    expect([...builders]).toEqual(
      expect.arrayContaining([
        'POST /api/resident/{id}/page-link',
        'POST /api/group/sms/preview',
        'POST /api/group/sms/send',
        'POST /api/building/sms/preview',
        'POST /api/building/sms/send',
        'POST /api/sms/groups/send',
        'POST /api/survey/preview',
        'POST /api/survey/send',
        'POST /api/user/sendmessage/{residentID}',
      ]),
    );
  });
});
