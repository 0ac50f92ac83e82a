/**
 * The export's zip writer against fflate's streaming Zip, which it replaced (docs/benchmarks.md, "The owner's
 * export"): 200,000 small deflated entries, like receipts, each writer in a process of its own so the peaks are
 * its own. Prints the time, the CPU time, the archive's size, the entries its end record counts (Info-ZIP's
 * zipinfo), the peak RSS and heap, and the heap still held after a full collection just before the central
 * directory is written: `npx tsx bench/zipWriter.ts` (`ENTRIES=70000` for another count).
 */
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { Zip, ZipDeflate } from 'fflate';
import { ZipFile } from '../server/services/session/zipFile';

const ENTRIES = Number(process.env.ENTRIES ?? 200_000);
const WRITERS = ['fflate', 'ours'] as const;
type WriterName = (typeof WRITERS)[number];

interface Writer {
  bytes(name: string, data: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** fflate's Zip as server/services/session/zipFile.ts used it before: a file stream, waiting when it is full. */
function fflateWriter(path: string): Writer {
  const out = createWriteStream(path);
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    out.write(chunk);
    if (final) out.end();
  });
  return {
    async bytes(name, data) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async close() {
      zip.end();
      await finished(out);
    },
  };
}

/** About a kilobyte that differs from one entry to the next, as receipts do. */
const contentOf = (n: number) =>
  Buffer.from(`Makbuz ${n}\n${`Daire ${n % 997} aidat ödemesi ${(n * 7919) % 100_000} kuruş\n`.repeat(24)}`);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One writer's run, in this (child) process. */
async function run(writerName: WriterName, folder: string): Promise<void> {
  const path = join(folder, `${writerName}.zip`);
  const writer = writerName === 'ours' ? new ZipFile(path) : fflateWriter(path);
  const gc = globalThis.gc!;
  gc();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let n = 1; n <= ENTRIES; n++) {
    await writer.bytes(`makbuzlar/makbuz-${n}.pdf`, contentOf(n));
    if (n % 1000 === 0) sample();
  }
  sample();
  gc();
  const held = process.memoryUsage().heapUsed;
  await writer.close();
  sample();
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const counted = /number of entries: (\d+)/.exec(
    execFileSync('zipinfo', ['-h', path], { encoding: 'utf8' }),
  )?.[1];
  console.log(
    `| ${writerName} | ${ENTRIES.toLocaleString('en')} | ${seconds.toFixed(1)} s | ` +
      `${((used.user + used.system) / 1e6).toFixed(1)} s | ${mb(statSync(path).size)} | ${counted} | ` +
      `${mb(before.rss)} → ${mb(rss)} | ${mb(before.heapUsed)} → ${mb(heap)} | ${mb(held)} |`,
  );
}

async function main() {
  const [writerName, folder] = process.argv.slice(2);
  if (writerName && folder) return run(writerName as WriterName, folder);
  const scratch = mkdtempSync(join(tmpdir(), 'zip-writer-bench-'));
  try {
    console.log(
      '| Writer | Entries | Time | CPU | Archive | End record counts | RSS, before → peak | Heap, before → peak | Heap held before the directory |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const name of WRITERS) {
      const child = fork(fileURLToPath(import.meta.url), [name, scratch], {
        execArgv: [...process.execArgv, '--expose-gc'],
      });
      const [code] = await once(child, 'exit');
      if (code !== 0) throw new Error(`${name} failed (${code})`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
