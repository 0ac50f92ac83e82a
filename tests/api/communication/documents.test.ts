/** Dokümanlar: upload, list, download by shown name, the name rule, path and account isolation, limits. */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody, PDF, PNG } from '../helpers/multipartBody';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Doküman Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Komşu Site' });
});
afterAll(() => ctx?.close());

interface DocumentJson {
  id: number;
  description: string;
  date: string;
  file_name: string;
  mime: string;
  size: number;
}

function send(
  who: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) {
  const body = formBody(fields, file && { field: 'file', ...file });
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

async function upload(
  who: SignedIn,
  name: string,
  bytes: Buffer,
  description = 'Karar defteri',
): Promise<DocumentJson> {
  const answer = await send(who, 'POST', '/document', { description, date: '14.03.2026' }, { name, bytes });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().description).toBe('Doküman eklendi.');
  return answer.json().data;
}

const download = (who: SignedIn, query: string) => call(who, 'GET', `/download/documents?file_name=${query}`);

/** Every file under DATA_DIR, relative to it. */
const filesOnDisk = () =>
  readdirSync(ctx.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(ctx.dataDir.length + 1));

const documentsFolder = (who: SignedIn) => join('accounts', String(who.user.account_id), 'documents');

describe('documents', () => {
  it('uploads a document, lists and finds it, and downloads the same bytes under its shown name', async () => {
    const doc = await upload(owner, 'Karar (2026) defteri.pdf', PDF);
    // docs/domain.md, "Input rules": the parentheses and the first space go.
    expect(doc).toMatchObject({
      description: 'Karar defteri',
      date: '14.03.2026',
      file_name: 'Karar2026 defteri.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });
    const stored = filesOnDisk().filter((path) => path.startsWith(documentsFolder(owner)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('Karar');

    const listed = await call(owner, 'GET', '/documents?page=1&key=karar');
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    expect(list.TotalRecords).toBe(1);
    expect(list.Records[0]).toEqual(doc);
    expect((await call(owner, 'GET', '/documents?page=1&key=bütçe')).json().TotalRecords).toBe(0);
    expect((await call(owner, 'GET', `/document/${doc.id}`)).json().data).toEqual(doc);
    expect((await call(stranger, 'GET', '/documents?page=1')).json().TotalRecords).toBe(0);
    expect((await call(stranger, 'GET', `/document/${doc.id}`)).statusCode).toBe(404);

    const file = await download(owner, encodeURIComponent(doc.file_name));
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Karar2026 defteri.pdf')}`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('gives a second file of the same name a suffix, so a name downloads one file', async () => {
    const first = await upload(owner, 'Bütçe 2026.png', PNG, 'Bütçe');
    const second = await upload(owner, 'Bütçe 2026.png', PDF.subarray(0), 'Bütçe (yeni)');
    expect(first.file_name).toBe('Bütçe2026.png');
    expect(second.file_name).toBe('Bütçe2026-2.png');
    // The shown name keeps the sent extension; the content decides the kind.
    expect(second.mime).toBe('application/pdf');
    expect((await download(owner, encodeURIComponent(first.file_name))).rawPayload.equals(PNG)).toBe(true);
    expect((await download(owner, encodeURIComponent(second.file_name))).rawPayload.equals(PDF)).toBe(true);
  });

  it('never serves a file outside the caller’s documents: traversal forms, stored names, another account', async () => {
    const secret = Buffer.from('%PDF-1.4 gizli');
    writeFileSync(join(ctx.dataDir, 'gizli.pdf'), secret);
    const theirs = await upload(stranger, 'Komşu karar.pdf', Buffer.concat([PDF, Buffer.from('komşu')]));
    const mine = await upload(owner, 'Aidat listesi.pdf', PDF);
    const theirStored = filesOnDisk().find((path) => path.startsWith(documentsFolder(stranger)))!;
    const storedName = theirStored.split(/[\\/]/).pop()!;

    const attempts: Record<string, 400 | 404> = {
      '..%2F..%2F..%2Fgizli.pdf': 400,
      '..%2Fgizli.pdf': 400,
      '..': 400,
      '.': 400,
      '%2Fetc%2Fpasswd': 400,
      [encodeURIComponent(join(ctx.dataDir, 'gizli.pdf'))]: 400,
      '..%5C..%5Cgizli.pdf': 400,
      'C%3A%5Cgizli.pdf': 400,
      '..%252f..%252fgizli.pdf': 400,
      '..%25252f..%25252fgizli.pdf': 400,
      '%252e%252e%252fgizli.pdf': 400,
      [`${encodeURIComponent(mine.file_name)}%00.pdf`]: 400,
      [`Aidat%00${encodeURIComponent('listesi.pdf')}`]: 400,
      [encodeURIComponent(`../../${stranger.user.account_id}/documents/${storedName}`)]: 400,
      [encodeURIComponent(theirStored)]: 400,
      [encodeURIComponent(storedName)]: 404,
      [encodeURIComponent(theirs.file_name)]: 404,
      'gizli.pdf': 404,
    };
    for (const [query, status] of Object.entries(attempts)) {
      const answer = await download(owner, query);
      expect(answer.statusCode, query).toBe(status);
      expect(answer.json().description, query).toMatch(
        status === 400
          ? /Geçersiz dosya adı|düzeltiniz|geçersiz bir karakter \(NUL\)/
          : 'Doküman bulunamadı.',
      );
    }
    // The owner of that file still gets it; the owner's own file name is no key into the other account.
    expect((await download(stranger, encodeURIComponent(theirs.file_name))).statusCode).toBe(200);
    expect((await download(stranger, encodeURIComponent(mine.file_name))).statusCode).toBe(404);
  });

  it('keeps a Word and an Excel file (told from their parts, not their names) and refuses another zip', async () => {
    const office = (mainPart: string) =>
      Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), [mainPart]: strToU8('<x/>') }));
    const word = office('word/document.xml');
    const minutes = await upload(owner, 'Genel kurul tutanağı.docx', word, 'Tutanak');
    const got = await download(owner, encodeURIComponent(minutes.file_name));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(got.rawPayload.equals(word)).toBe(true);
    const budget = await upload(owner, 'bütçe.xlsx', office('xl/workbook.xml'), 'Bütçe');
    expect((await download(owner, encodeURIComponent(budget.file_name))).headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const otherZip = await send(
      owner,
      'POST',
      '/document',
      { description: 'Arşiv', date: '01.03.2026' },
      { name: 'arsiv.docx', bytes: office('icerik.txt') },
    );
    expect(otherZip.statusCode).toBe(400);
  });

  it('refuses a text file named .pdf, a file over 10 MB and a form without a file, in Turkish', async () => {
    const before = filesOnDisk().length;
    const text = await send(
      owner,
      'POST',
      '/document',
      { description: 'Sahte', date: '01.03.2026' },
      { name: 'rapor.pdf', bytes: Buffer.from('Bu bir PDF değil, düz metin.') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().description).toBe(
      'Doküman PDF, JPEG, PNG, WEBP, Word (.docx) veya Excel (.xlsx) biçiminde olmalıdır.',
    );

    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await send(
      owner,
      'POST',
      '/document',
      { description: 'Büyük' },
      { name: 'b.pdf', bytes: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().description).toBe('Doküman dosyası en fazla 10 MB olabilir.');

    const none = await send(owner, 'POST', '/document', { description: 'Dosyasız' });
    expect(none.statusCode).toBe(400);
    expect(none.json().description).toMatch(/Bir doküman dosyası seçiniz/);

    const badDate = await send(
      owner,
      'POST',
      '/document',
      { description: 'Tarih', date: '31.02.2026' },
      { name: 'a.pdf', bytes: PDF },
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors.date).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
    expect(filesOnDisk()).toHaveLength(before);
  });

  it('edits the description and date, replaces the file (the old one leaves the disk) and deletes it with its file', async () => {
    const doc = await upload(owner, 'Sözleşme.pdf', PDF, 'Asansör sözleşmesi');
    const oldFiles = filesOnDisk();
    const edited = await send(owner, 'PUT', `/document/${doc.id}`, {
      description: 'Asansör sözleşmesi 2026',
      date: '02.01.2026',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      description: 'Asansör sözleşmesi 2026',
      date: '02.01.2026',
      file_name: 'Sözleşme.pdf',
    });
    expect(filesOnDisk()).toEqual(oldFiles);

    const replaced = await send(
      owner,
      'PUT',
      `/document/${doc.id}`,
      { description: 'Asansör', date: '02.01.2026' },
      { name: 'Yeni sözleşme.png', bytes: PNG },
    );
    expect(replaced.json().data).toMatchObject({ file_name: 'Yenisözleşme.png', mime: 'image/png' });
    expect(filesOnDisk()).toHaveLength(oldFiles.length);
    expect((await download(owner, encodeURIComponent('Yenisözleşme.png'))).rawPayload.equals(PNG)).toBe(true);
    expect((await download(owner, encodeURIComponent('Sözleşme.pdf'))).statusCode).toBe(404);

    expect((await call(stranger, 'DELETE', `/document/${doc.id}`)).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', `/document/${doc.id}`);
    expect(removed.json().description).toBe('Doküman silindi.');
    expect(filesOnDisk()).toHaveLength(oldFiles.length - 1);
    expect((await download(owner, encodeURIComponent('Yenisözleşme.png'))).statusCode).toBe(404);
  });

  it('refuses a sub-user whose additional-features levels are 0, on every documents route', async () => {
    const doc = await upload(owner, 'Yönetim planı.pdf', PDF);
    const none = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    for (const [method, url] of [
      ['GET', '/documents?page=1'],
      ['GET', `/document/${doc.id}`],
      ['GET', `/download/documents?file_name=${encodeURIComponent(doc.file_name)}`],
      ['DELETE', `/document/${doc.id}`],
    ] as const) {
      const answer = await call(none, method, url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().description).toMatch(/yetkiniz yok/);
    }
    expect(
      (await send(none, 'POST', '/document', { description: 'x' }, { name: 'a.pdf', bytes: PDF })).statusCode,
    ).toBe(403);
    expect(existsSync(join(ctx.dataDir, documentsFolder(owner)))).toBe(true);
  });
});
