import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { ZipFile } from '../../server/services/session/zipFile';
import { zipEntries } from '../../server/services/shared/zipReader';

// The owner's export archive written to disk and read back by readers that share no code with the writer:
// Info-ZIP's unzip and zipinfo, Python's zipfile, and for the entry count fflate's unzipSync (docs/decisions.md,
// "The export's zip writer").

const folder = mkdtempSync(join(tmpdir(), 'zip-file-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function* chunksOf(...parts: Uint8Array[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield part;
}

/** A folder of its own per archive, so what is left beside it shows. */
const folderOf = (name: string) => mkdtempSync(join(folder, `${name}-`));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every entry as Python's zipfile reads it: `read` checks each entry's CRC-32 and fails on a wrong one, and a name
 * without the UTF-8 flag would be read as code page 437 (Ayşe as Ay┼ƒe).
 */
function readByPython(archive: string): { name: string; size: number; sha256: string }[] {
  const script = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    print(json.dumps([{"name": i.filename, "size": i.file_size,
        "sha256": hashlib.sha256(z.read(i)).hexdigest()} for i in z.infolist()]))`;
  return JSON.parse(execFileSync('python3', ['-c', script, archive], output));
}

/** 70,000 entries list to megabytes of text. */
const output = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 } as const;

/** The names Python's zipfile lists, and the last entry's bytes read back (reading all 70,000 takes seconds). */
function listByPython(archive: string): { names: string[]; last: string } {
  const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    names = z.namelist()
    print(json.dumps({"names": names, "last": z.read(names[-1]).decode()}))`;
  return JSON.parse(execFileSync('python3', ['-c', script, archive], output));
}

const unzip = (...args: string[]) => execFileSync('unzip', args, output);

describe('the export zip writer', () => {
  it('writes names with Turkish letters, contents and CRCs that other readers read back', async () => {
    const dir = folderOf('names');
    const path = join(dir, 'names.zip');
    const receipt = Buffer.from('%PDF-1.7 Makbuz: Ayşe Çınar, 1.250,00 TL\n'.repeat(400));
    // Random bytes do not compress: the deflated entry comes out larger than it went in, over many chunks.
    const upload = [randomBytes(100_000), randomBytes(70_000), Buffer.from('Şubat ayı ğüşiöç'.repeat(5000))];
    const workbook = [Buffer.from('PK\u0003\u0004 workbook '), randomBytes(40_000)];
    const zip = new ZipFile(path);
    await zip.bytes('makbuzlar/Makbuz-Ayşe Çınar.pdf', receipt);
    await zip.entry('veriler.xlsx', chunksOf(...workbook), true);
    await zip.entry('dosyalar/İşletme/Şubat ğüö.bin', chunksOf(...upload));
    await zip.entry('dosyalar/boş.txt', chunksOf());
    await zip.close();

    expect(readByPython(path)).toEqual([
      { name: 'makbuzlar/Makbuz-Ayşe Çınar.pdf', size: receipt.length, sha256: sha256(receipt) },
      {
        name: 'veriler.xlsx',
        size: 40_000 + workbook[0]!.length,
        sha256: sha256(Buffer.concat(workbook)),
      },
      {
        name: 'dosyalar/İşletme/Şubat ğüö.bin',
        size: Buffer.concat(upload).length,
        sha256: sha256(Buffer.concat(upload)),
      },
      { name: 'dosyalar/boş.txt', size: 0, sha256: sha256(new Uint8Array(0)) },
    ]);
    expect(unzip('-t', path)).toContain('No errors detected in compressed data');
    expect(unzip('-p', path, 'makbuzlar/Makbuz-Ayşe Çınar.pdf')).toBe(receipt.toString());
    // The central directory's side file is gone once the archive is whole.
    expect(readdirSync(dir)).toEqual(['names.zip']);
  });

  it('writes an archive of 70,000 entries that lists all of them (ZIP64 end records)', async () => {
    const path = join(folderOf('many'), 'many.zip');
    const zip = new ZipFile(path);
    for (let n = 1; n <= 70_000; n++)
      await zip.entry(`makbuzlar/makbuz-${n}.pdf`, chunksOf(Buffer.from(`makbuz ${n}`)), true);
    await zip.close();

    // What the end records say, and a reader that lists only that many (fflate's unzipSync). Without ZIP64 the
    // 16-bit count wraps to 4,464; Python walks the directory by its size and lists all anyway.
    expect(execFileSync('zipinfo', ['-h', path], output)).toContain('number of entries: 70000');
    expect(Object.keys(unzipSync(readFileSync(path)))).toHaveLength(70_000);
    const { names, last } = listByPython(path);
    expect(names).toHaveLength(70_000);
    expect(names.at(-1)).toBe('makbuzlar/makbuz-70000.pdf');
    expect(last).toBe('makbuz 70000');
    // Our own reader (restores of backups, which are written by this writer) walks all of them too.
    let count = 0;
    let lastText = '';
    for await (const entry of zipEntries(path)) {
      count++;
      if (count === 70_000) for await (const chunk of entry.chunks()) lastText += chunk.toString('utf8');
    }
    expect(count).toBe(70_000);
    expect(lastText).toBe('makbuz 70000');
    rmSync(path);
  }, 60_000);

  it('removes the side file when stopped after a failure', async () => {
    const dir = folderOf('failed');
    const path = join(dir, 'failed.zip');
    const zip = new ZipFile(path);
    await zip.bytes('makbuzlar/makbuz-1.pdf', Buffer.from('makbuz'));
    const failing = (async function* () {
      yield Buffer.from('ilk satırlar');
      throw new Error('workbook failed');
    })();
    await expect(zip.entry('veriler.xlsx', failing, true)).rejects.toThrow('workbook failed');
    zip.abort();
    // The archive is the caller's to remove (server/services/session/accountExport.ts); nothing else is left.
    expect(readdirSync(dir)).toEqual(['failed.zip']);
  });
});
