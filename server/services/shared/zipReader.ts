/**
 * Reads a zip archive entry by entry, its central directory first (docs/decisions.md, "Backups with our zip writer,
 * read through the central directory"): the directory gives every entry's offset and compressed size, so an
 * entry's data is read from its place, never found by looking for a signature in it. ZIP64 records are read where
 * the archive has them. The directory is read a window at a time and each entry's data in pieces, so memory holds
 * a piece or two, not a record per entry.
 */
import { type FileHandle, open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import {
  DEFLATED,
  localDataStart,
  readArchiveEnd,
  readCentralRecord,
  readZip64End,
  STORED,
} from '../../domain/zipRecords';

const PIECE = 1 << 20;
/** Entries up to this size are read with their local header in one read and inflated in one call. */
const SMALL = 64 * 1024;
/** The end record (22 bytes) and the longest comment after it. */
const TAIL = 22 + 0xffff;

export interface ZipEntry {
  name: string;
  /** The entry's bytes, inflated and checked against the directory's CRC-32 and size. */
  chunks: () => AsyncIterable<Buffer>;
}

const broken = (why: string) => new Error(`Zip dosyası bozuk / broken zip file: ${why}`);

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The entries in the directory's order (the order they were written), each readable while the next is not. */
export async function* zipEntries(path: string): AsyncGenerator<ZipEntry> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const tailStart = Math.max(0, fileSize - TAIL);
    const end = readArchiveEnd(await readAt(file, tailStart, fileSize - tailStart));
    if (!end) throw broken('end of central directory missing');
    const directory =
      end.zip64EndOffset === null ? end.directory : readZip64End(await readAt(file, end.zip64EndOffset, 56));
    if (!directory) throw broken('ZIP64 end record missing');

    // Walked by its size, not by the entry count: fflate's writer (older backups) counted entries modulo 65,536.
    let window = Buffer.alloc(0);
    let at = 0;
    let position = directory.offset;
    const directoryEnd = directory.offset + directory.size;
    while (position < directoryEnd || at < window.length) {
      const record = readCentralRecord(window, at);
      if (!record) {
        if (position >= directoryEnd) throw broken('central directory cut short');
        const more = await readAt(file, position, Math.min(PIECE, directoryEnd - position));
        if (more.length === 0) throw broken('central directory cut short');
        window = Buffer.concat([window.subarray(at), more]);
        at = 0;
        position += more.length;
        continue;
      }
      at += record.length;
      if (record.method !== STORED && record.method !== DEFLATED)
        throw broken(`unknown compression ${record.method} (${record.name})`);
      yield { name: record.name, chunks: () => entryData(file, record) };
    }
  } finally {
    await file.close();
  }
}

/** An entry's data from its place, inflated when deflated, refused when its CRC-32 or size is not the directory's. */
async function* entryData(
  file: FileHandle,
  entry: { name: string; method: number; crc: number; compressedSize: number; size: number; offset: number },
): AsyncGenerator<Buffer> {
  // The local header's name and extra may differ in length from the directory's: the data starts after its own.
  // A small entry is read with a header of the usual length in one read, then inflated in one call.
  const guess = 30 + Buffer.byteLength(entry.name) + 20;
  const head = await readAt(
    file,
    entry.offset,
    entry.compressedSize <= SMALL ? guess + entry.compressedSize : 30,
  );
  const start = entry.offset + localDataStart(head);
  if (entry.compressedSize <= SMALL && start - entry.offset + entry.compressedSize <= head.length) {
    const data = head.subarray(start - entry.offset, start - entry.offset + entry.compressedSize);
    const bytes = entry.method === STORED ? data : inflateRawSync(data);
    if (crc32(bytes) !== entry.crc || bytes.length !== entry.size)
      throw broken(`CRC or size differs (${entry.name})`);
    yield bytes;
    return;
  }
  const raw = async function* () {
    for (let done = 0; done < entry.compressedSize; ) {
      const piece = await readAt(file, start + done, Math.min(PIECE, entry.compressedSize - done));
      if (piece.length === 0) throw broken(`data cut short (${entry.name})`);
      done += piece.length;
      yield piece;
    }
  };
  let crc = 0;
  let size = 0;
  const checked = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      yield chunk;
    }
  };
  if (entry.method === STORED) yield* checked(raw());
  else {
    const inflate = createInflateRaw();
    const feeding = pipeline(raw, inflate);
    // A failure of either side ends the loop below with it; the promise is awaited after for the rest.
    feeding.catch(() => {});
    try {
      yield* checked(inflate);
      await feeding;
    } finally {
      // A reader that stops early leaves no stream half-fed.
      inflate.destroy();
    }
  }
  if (crc !== entry.crc || size !== entry.size) throw broken(`CRC or size differs (${entry.name})`);
}
