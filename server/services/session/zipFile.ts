/**
 * A zip written to a file as it is made (fflate's streaming Zip): entries one after another, each from chunks, and
 * the writer waits whenever the file's buffer is full, so memory holds a chunk or two, not the archive.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

const EMPTY = new Uint8Array(0);

export class ZipFile {
  private readonly out;
  private readonly zip: Zip;
  private failure: Error | null = null;

  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    this.out.on('error', (error) => {
      this.failure = error;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  private async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** One entry from its chunks; `stored` for what is compressed already (the workbook is a zip itself). */
  async entry(name: string, chunks: AsyncIterable<Uint8Array>, stored = false): Promise<void> {
    const entry = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(entry);
    for await (const chunk of chunks) {
      entry.push(chunk);
      await this.drained();
    }
    entry.push(EMPTY, true);
    await this.drained();
  }

  async bytes(name: string, data: Uint8Array): Promise<void> {
    await this.entry(
      name,
      (async function* () {
        yield data;
      })(),
    );
  }

  /** Ends the archive and waits until the file is written. */
  async close(): Promise<void> {
    this.zip.end();
    await finished(this.out);
    if (this.failure) throw this.failure;
  }

  /** Stops after a failure; the caller removes the file. */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}
