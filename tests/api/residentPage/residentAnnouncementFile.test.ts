/**
 * Issue 26: an announcement's file reaches the residents. The resident page lists the file's name with each shown
 * announcement and serves it by the personal link, only for an announcement that page lists: the link's account's,
 * shown (passive 1); another account's, a hidden one, one without a file or a bogus id is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody, PDF } from '../helpers/multipartBody';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;
let token: string;
const ids = { shown: 0, hidden: 0, plain: 0, theirs: 0 };

const page = (path = '') => ctx.app.inject({ method: 'GET', url: `/api/r/${token}${path}` });

async function announce(
  who: SignedIn,
  title: string,
  passive: 0 | 1,
  file?: { name: string; bytes: Buffer },
) {
  const body = formBody(
    { title, content: 'Toplantı tutanağı ekte yer almaktadır.', is_exist_file: 0, passive },
    file && { field: 'File', ...file },
  );
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/anno',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.id as number;
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Ekli Duyuru Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  const [flat] = await moneyFixtures(ctx, owner).flats(1);
  const link = await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${flat!.owner.id}/page-link`));
  token = link.url.split('/sakin/')[1]!;
  ids.shown = await announce(owner, 'Genel kurul', 1, {
    name: "Toplantı tutanağı; ek'1 *son*.pdf",
    bytes: PDF,
  });
  ids.hidden = await announce(owner, 'Taslak', 0, { name: 'taslak.pdf', bytes: PDF });
  ids.plain = await announce(owner, 'Dosyasız', 1);
  ids.theirs = await announce(stranger, 'Komşunun duyurusu', 1, { name: 'komsu.pdf', bytes: PDF });
}, 60_000);
afterAll(() => ctx?.close());

describe('an announcement’s file on the resident page', () => {
  it('lists the file’s name with the shown announcement, none without a file', async () => {
    const answer = await page();
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json().data.announcements as { id: number; file_name: string | null }[];
    expect(listed.map((a) => a.id).sort()).toEqual([ids.shown, ids.plain].sort());
    const shown = listed.find((a) => a.id === ids.shown)!;
    expect(shown.file_name).toMatch(/\.pdf$/);
    expect(listed.find((a) => a.id === ids.plain)!.file_name).toBeNull();
  });

  it('downloads the file of an announcement the resident sees, under a safe UTF-8 name', async () => {
    const answer = await page(`/announcement/${ids.shown}/file`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.equals(PDF)).toBe(true);
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    const name = decodeURIComponent(disposition.split("''")[1]!);
    expect(name).toContain("tutanağı; ek'1 *son*.pdf");
  });

  it('does not find another account’s, a hidden one, one without a file or a bogus id', async () => {
    for (const id of [ids.theirs, ids.hidden, ids.plain, 987_654]) {
      const answer = await page(`/announcement/${id}/file`);
      expect(answer.statusCode, `${id}: ${answer.body}`).toBe(404);
    }
    expect((await page(`/announcement/${ids.hidden}/file`)).json().description).toBe(
      'Duyuru dosyası bulunamadı.',
    );
  });

  it('refuses an unknown link', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: `/api/r/AbCdEfGhIjKlMnOpQrStUvWxYz012345/announcement/${ids.shown}/file`,
    });
    expect(answer.statusCode).toBe(401);
  });
});
