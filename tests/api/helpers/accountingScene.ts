/**
 * The accounting tests' set-up, shared by accounting.test.ts and accountingTransfers.test.ts: each file calls
 * `startAccountingScene` in its own beforeAll, so each builds its own app on its own database with two accounts.
 * The bindings below are live: they name the running file's scene.
 */
import { registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { caller, moneyFixtures } from './propertyFixtures';

export let ctx: TestContext;
export let owner: SignedIn;
export let stranger: SignedIn;
export let call: ReturnType<typeof caller>;
export let m: ReturnType<typeof moneyFixtures>;

export async function startAccountingScene(): Promise<void> {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Muhasebe Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Komşu Site' });
  m = moneyFixtures(ctx, owner);
}

export async function stopAccountingScene(): Promise<void> {
  await ctx?.close();
}

export const expenseType = (name: string) => m.make.accountingType({ name, type: 2 });

/** A PDF's first bytes are enough for the content check. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function multipart(field: string, fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----fatura-siniri';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (who: SignedIn, expenseId: number, fileName: string, bytes: Buffer) => {
  const body = multipart('file', fileName, bytes);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/expense/${expenseId}/invoice`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
};
