/**
 * The records of a zip archive written as a stream (PKWARE's APPNOTE 6.3: local header 4.3.7, data descriptor
 * 4.3.9, central directory header 4.3.12, ZIP64 end of central directory record and locator 4.3.14–15, end of
 * central directory record 4.3.16, ZIP64 extended information extra field 4.5.3). Pure encoding; the writer is
 * server/services/session/zipFile.ts.
 *
 * When ZIP64 is used (docs/decisions.md, "The export's zip writer"): every local header carries the ZIP64 extra
 * field and every data descriptor has 8-byte sizes, because an entry's size is not known when its header is
 * written and a reader tells the descriptor's form from the local header alone. The central directory and the end
 * records use ZIP64 only where a value does not fit its 16- or 32-bit field, so an ordinary archive stays one that
 * readers without ZIP64 open.
 *
 * The readers at the end parse the same records back (server/services/shared/zipReader.ts reads the backups).
 */

export const STORED = 0;
export const DEFLATED = 8;

/** Bit 3: sizes and CRC follow the data in a data descriptor. Bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
/** 4.5: ZIP64 needs version 4.5 to extract. */
const VERSION_NEEDED = 45;
/** Made on UNIX (upper byte 3), so the external attributes below are a file mode. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
/** A regular file, rw-r--r--, in the upper half of the external attributes. */
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;

const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
const ZIP64_EXTRA_TAG = 0x0001;

/** An entry's date and time as MS-DOS fields (4.4.6), two-second steps. */
export interface DosTime {
  date: number;
  time: number;
}

let istanbulClock: Intl.DateTimeFormat | undefined;

/**
 * The moment as Istanbul's clock shows it, in DOS fields: the format has no time zone, and the owner who opens the
 * archive reads Istanbul time. Years outside DOS's 1980–2107 are held at its ends.
 */
export function dosTimeOf(at: Date): DosTime {
  istanbulClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = istanbulClock.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = Math.min(Math.max(get('year'), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | (get('month') << 5) | get('day'),
    time: (get('hour') << 11) | (get('minute') << 5) | (get('second') >> 1),
  };
}

/** A name as the archive stores it: UTF-8 bytes, at most 65,535 of them (the field is 16 bits). */
export function entryName(name: string): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  if (bytes.length > MAX_16)
    throw new Error(`Zip entry name longer than ${MAX_16} bytes: ${name.slice(0, 80)}…`);
  return bytes;
}

/** A local file header (4.3.7) before data whose CRC and sizes come after it, in the data descriptor. */
export function localHeader(name: Buffer, method: number, at: DosTime): Buffer {
  const record = Buffer.alloc(30 + name.length + 20);
  record.writeUInt32LE(0x04034b50, 0);
  record.writeUInt16LE(VERSION_NEEDED, 4);
  record.writeUInt16LE(FLAGS, 6);
  record.writeUInt16LE(method, 8);
  record.writeUInt16LE(at.time, 10);
  record.writeUInt16LE(at.date, 12);
  // CRC-32 at 14 stays 0 (bit 3). Both sizes point to the ZIP64 extra, which must then hold both (4.5.3); they
  // are 0 there as well, the real ones follow in the descriptor.
  record.writeUInt32LE(MAX_32, 18);
  record.writeUInt32LE(MAX_32, 22);
  record.writeUInt16LE(name.length, 26);
  record.writeUInt16LE(20, 28);
  name.copy(record, 30);
  const extra = 30 + name.length;
  record.writeUInt16LE(ZIP64_EXTRA_TAG, extra);
  record.writeUInt16LE(16, extra + 2);
  return record;
}

/** The ZIP64 data descriptor (4.3.9): signature, CRC-32 and the two sizes as 8-byte values. */
export function dataDescriptor(crc: number, compressedSize: number, size: number): Buffer {
  const record = Buffer.alloc(24);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(crc, 4);
  record.writeBigUInt64LE(BigInt(compressedSize), 8);
  record.writeBigUInt64LE(BigInt(size), 16);
  return record;
}

/** What the central directory says of one entry. */
export interface CentralEntry {
  name: Buffer;
  method: number;
  at: DosTime;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where the entry's local header starts in the archive. */
  offset: number;
}

/**
 * The ZIP64 extra field of a central directory header (4.5.3): in its fixed order, only the values that do not fit
 * their 32-bit field (which then reads 0xFFFFFFFF). Empty when all fit.
 */
export function zip64Extra(entry: Pick<CentralEntry, 'size' | 'compressedSize' | 'offset'>): Buffer {
  const values = [entry.size, entry.compressedSize, entry.offset].filter((value) => value >= MAX_32);
  if (values.length === 0) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(ZIP64_EXTRA_TAG, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, index) => {
    extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index);
  });
  return extra;
}

/** A 32-bit field's value, or 0xFFFFFFFF when the ZIP64 extra holds it. */
const field32 = (value: number) => Math.min(value, MAX_32);

/** A central directory header (4.3.12). */
export function centralRecord(entry: CentralEntry): Buffer {
  const extra = zip64Extra(entry);
  const record = Buffer.alloc(46 + entry.name.length + extra.length);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(VERSION_MADE_BY, 4);
  record.writeUInt16LE(VERSION_NEEDED, 6);
  record.writeUInt16LE(FLAGS, 8);
  record.writeUInt16LE(entry.method, 10);
  record.writeUInt16LE(entry.at.time, 12);
  record.writeUInt16LE(entry.at.date, 14);
  record.writeUInt32LE(entry.crc, 16);
  record.writeUInt32LE(field32(entry.compressedSize), 20);
  record.writeUInt32LE(field32(entry.size), 24);
  record.writeUInt16LE(entry.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  // Comment length, disk number start and internal attributes (32–37) stay 0.
  record.writeUInt32LE(EXTERNAL_ATTRIBUTES, 38);
  record.writeUInt32LE(field32(entry.offset), 42);
  entry.name.copy(record, 46);
  extra.copy(record, 46 + entry.name.length);
  return record;
}

/** Where the central directory lies and how many entries it holds. */
export interface DirectoryPlace {
  entries: number;
  offset: number;
  size: number;
}

/** Whether the end of central directory record cannot hold the directory's place: then ZIP64's records follow. */
export const needsZip64End = (directory: DirectoryPlace) =>
  directory.entries >= MAX_16 || directory.offset >= MAX_32 || directory.size >= MAX_32;

/**
 * What ends the archive, written right after the central directory: the ZIP64 end of central directory record
 * and its locator when needed (4.3.14–15), then the end of central directory record (4.3.16), whose fields read
 * 0xFFFF or 0xFFFFFFFF where the ZIP64 record holds the value.
 */
export function endRecords(directory: DirectoryPlace): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // Disk numbers (4–7) stay 0: one file.
  end.writeUInt16LE(Math.min(directory.entries, MAX_16), 8);
  end.writeUInt16LE(Math.min(directory.entries, MAX_16), 10);
  end.writeUInt32LE(field32(directory.size), 12);
  end.writeUInt32LE(field32(directory.offset), 16);
  if (!needsZip64End(directory)) return end;

  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  // The record's size without its first 12 bytes (4.3.14.1).
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(VERSION_MADE_BY, 12);
  zip64End.writeUInt16LE(VERSION_NEEDED, 14);
  zip64End.writeBigUInt64LE(BigInt(directory.entries), 24);
  zip64End.writeBigUInt64LE(BigInt(directory.entries), 32);
  zip64End.writeBigUInt64LE(BigInt(directory.size), 40);
  zip64End.writeBigUInt64LE(BigInt(directory.offset), 48);

  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directory.offset + directory.size), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([zip64End, locator, end]);
}

/** The zip's end: where the classic record says the directory lies, and where the ZIP64 end record is, if any. */
export interface ArchiveEnd {
  directory: DirectoryPlace;
  zip64EndOffset: number | null;
}

/**
 * Finds the end of central directory record in the archive's last bytes (it is the last record, followed only by a
 * comment of at most 65,535 bytes) and the ZIP64 locator right before it. Null when there is none.
 */
export function readArchiveEnd(tail: Buffer): ArchiveEnd | null {
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== 0x06054b50) continue;
    const locator = at - 20;
    return {
      directory: {
        entries: tail.readUInt16LE(at + 10),
        size: tail.readUInt32LE(at + 12),
        offset: tail.readUInt32LE(at + 16),
      },
      zip64EndOffset:
        locator >= 0 && tail.readUInt32LE(locator) === 0x07064b50
          ? Number(tail.readBigUInt64LE(locator + 8))
          : null,
    };
  }
  return null;
}

/** The ZIP64 end of central directory record (4.3.14): the directory's place with 64-bit values. */
export function readZip64End(record: Buffer): DirectoryPlace | null {
  if (record.length < 56 || record.readUInt32LE(0) !== 0x06064b50) return null;
  return {
    entries: Number(record.readBigUInt64LE(32)),
    size: Number(record.readBigUInt64LE(40)),
    offset: Number(record.readBigUInt64LE(48)),
  };
}

/** One central directory header as read back: the entry and the header's length. */
export interface ReadCentralEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  length: number;
}

/**
 * The central directory header at `at`, or null when `bytes` ends before it does. Values whose 32-bit field reads
 * 0xFFFFFFFF come from the ZIP64 extra, in its fixed order (4.5.3). Throws when no header starts there.
 */
export function readCentralRecord(bytes: Buffer, at: number): ReadCentralEntry | null {
  if (bytes.length < at + 46) return null;
  if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('Zip dizini bozuk / broken zip directory');
  const nameLength = bytes.readUInt16LE(at + 28);
  const extraLength = bytes.readUInt16LE(at + 30);
  const length = 46 + nameLength + extraLength + bytes.readUInt16LE(at + 32);
  if (bytes.length < at + length) return null;
  const fields = {
    size: bytes.readUInt32LE(at + 24),
    compressedSize: bytes.readUInt32LE(at + 20),
    offset: bytes.readUInt32LE(at + 42),
  };
  const wide = (['size', 'compressedSize', 'offset'] as const).filter((key) => fields[key] === MAX_32);
  for (
    let extra = at + 46 + nameLength;
    wide.length > 0 && extra + 4 <= at + 46 + nameLength + extraLength;
  ) {
    const tag = bytes.readUInt16LE(extra);
    if (tag === ZIP64_EXTRA_TAG)
      wide.forEach((key, index) => {
        fields[key] = Number(bytes.readBigUInt64LE(extra + 4 + 8 * index));
      });
    extra += 4 + bytes.readUInt16LE(extra + 2);
    if (tag === ZIP64_EXTRA_TAG) break;
  }
  return {
    name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    method: bytes.readUInt16LE(at + 10),
    crc: bytes.readUInt32LE(at + 16),
    ...fields,
    length,
  };
}

/** How far an entry's data starts after its local header's first byte (4.3.7: 30 bytes, the name, the extra). */
export function localDataStart(header: Buffer): number {
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50)
    throw new Error('Zip yerel başlığı bozuk / broken zip local header');
  return 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}
