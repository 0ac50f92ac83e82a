/**
 * A zip written to a file as it is made, ZIP64 where sizes, offsets or the entry count need it (the records:
 * server/domain/zipRecords.ts). Entries go one after another, each from chunks (deflated by node:zlib, or stored),
 * and the writer waits whenever the file's buffer is full. The central directory is spooled to a side file next
 * to the archive and appended at the end, so memory holds a chunk or two, not a record per entry
 * (docs/decisions.md, "The export's zip writer").
 */

import { once } from 'node:events';
import { closeSync, createReadStream, createWriteStream, openSync, rmSync, type WriteStream } from 'node:fs';
import { finished, pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { crc32, createDeflateRaw, deflateRaw as deflateRawCallback } from 'node:zlib';
import {
  centralRecord,
  DEFLATED,
  type DosTime,
  dataDescriptor,
  dosTimeOf,
  endRecords,
  entryName,
  localHeader,
  STORED,
} from '../../domain/zipRecords';

/** Headers, descriptors and small entries are gathered up to this size: one write for many, not three each. */
const WRITE_SIZE = 64 * 1024;

const deflateRaw = promisify(deflateRawCallback);

/** A file written through a buffer of `WRITE_SIZE`, waiting for the disk when the stream's buffer is full. */
class FileSink {
  private readonly out: WriteStream;
  private pending: Uint8Array[] = [];
  private pendingSize = 0;
  private failure: Error | null = null;
  /** Bytes handed to the sink so far: the next byte's offset in the file. */
  written = 0;

  constructor(path: string) {
    // Opened here rather than by the stream (which opens later), so `ZipFile.abort` always finds the file to remove.
    const fd = openSync(path, 'w', 0o600);
    try {
      this.out = createWriteStream('', { fd });
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    this.out.on('error', (error) => {
      this.failure = error;
    });
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.pending.push(bytes);
    this.pendingSize += bytes.length;
    this.written += bytes.length;
    if (this.pendingSize >= WRITE_SIZE) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pending.length === 0) return;
    this.out.write(this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending));
    this.pending = [];
    this.pendingSize = 0;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async end(): Promise<void> {
    await this.flush();
    this.out.end();
    await finished(this.out);
    if (this.failure) throw this.failure;
  }

  destroy(): void {
    this.out.destroy();
  }
}

export class ZipFile {
  private readonly archive: FileSink;
  private readonly directory: FileSink;
  private readonly directoryPath: string;
  /** Every entry carries the moment the archive was begun. */
  private readonly at: DosTime = dosTimeOf(new Date());
  private entries = 0;

  constructor(path: string) {
    this.archive = new FileSink(path);
    this.directoryPath = `${path}.directory`;
    try {
      this.directory = new FileSink(this.directoryPath);
    } catch (error) {
      this.archive.destroy();
      throw error;
    }
  }

  /** One entry from its chunks; `stored` for what is compressed already (the workbook is a zip itself). */
  async entry(name: string, chunks: AsyncIterable<Uint8Array>, stored = false): Promise<void> {
    await this.write(name, stored ? STORED : DEFLATED, async () => {
      let crc = 0;
      let size = 0;
      const counted = async function* () {
        for await (const chunk of chunks) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      };
      if (stored) for await (const chunk of counted()) await this.archive.write(chunk);
      else
        await pipeline(counted, createDeflateRaw({ level: 6 }), async (deflated: AsyncIterable<Buffer>) => {
          for await (const piece of deflated) await this.archive.write(piece);
        });
      return { crc, size };
    });
  }

  /** One deflated entry whose bytes are all at hand (a receipt): one deflate call, not a stream per entry. */
  async bytes(name: string, data: Uint8Array): Promise<void> {
    await this.write(name, DEFLATED, async () => {
      await this.archive.write(await deflateRaw(data, { level: 6 }));
      return { crc: crc32(data), size: data.length };
    });
  }

  /** The local header, the data `writeData` writes (answering its CRC and size), the descriptor, the record. */
  private async write(
    name: string,
    method: number,
    writeData: () => Promise<{ crc: number; size: number }>,
  ): Promise<void> {
    const encodedName = entryName(name);
    const offset = this.archive.written;
    await this.archive.write(localHeader(encodedName, method, this.at));
    const dataStart = this.archive.written;
    const { crc, size } = await writeData();
    const compressedSize = this.archive.written - dataStart;
    await this.archive.write(dataDescriptor(crc, compressedSize, size));
    await this.directory.write(
      centralRecord({ name: encodedName, method, at: this.at, crc, compressedSize, size, offset }),
    );
    this.entries += 1;
  }

  /** Appends the central directory and the end records, waits until the file is written, removes the side file. */
  async close(): Promise<void> {
    const offset = this.archive.written;
    await this.directory.end();
    for await (const chunk of createReadStream(this.directoryPath, { highWaterMark: WRITE_SIZE }))
      await this.archive.write(chunk as Buffer);
    await this.archive.write(
      endRecords({ entries: this.entries, offset, size: this.archive.written - offset }),
    );
    await this.archive.end();
    rmSync(this.directoryPath, { force: true });
  }

  /** Stops after a failure and removes the side file; the caller removes the archive. */
  abort(): void {
    this.archive.destroy();
    this.directory.destroy();
    rmSync(this.directoryPath, { force: true });
  }
}
