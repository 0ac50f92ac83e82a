import { describe, expect, it } from 'vitest';
import {
  centralRecord,
  DEFLATED,
  dataDescriptor,
  dosTimeOf,
  endRecords,
  entryName,
  localHeader,
  zip64Extra,
} from '../../server/domain/zipRecords';

// Archives past 4 GB cannot be written in a test: the records that describe one are checked field by field
// against PKWARE's APPNOTE (4.3.7, 4.3.9, 4.3.12, 4.3.14–16, 4.5.3).

const FIVE_GB = 5 * 1024 ** 3;
const SIX_GB = 6 * 1024 ** 3;
const at = { date: 0x5b7d, time: 0x5c93 };
const u64 = (record: Buffer, offset: number) => Number(record.readBigUInt64LE(offset));

describe('zip records', () => {
  it('gives a central directory entry past 4 GB its sizes and offset in the ZIP64 extra field', () => {
    const name = entryName('makbuzlar/makbuz-600000.pdf');
    const record = centralRecord({
      name,
      method: DEFLATED,
      at,
      crc: 0xcafebabe,
      compressedSize: FIVE_GB - 1,
      size: FIVE_GB,
      offset: SIX_GB,
    });
    expect(record.readUInt32LE(0)).toBe(0x02014b50);
    expect(record.readUInt16LE(6)).toBe(45);
    expect(record.readUInt32LE(16)).toBe(0xcafebabe);
    // Compressed size, size and the local header's offset all read "see the ZIP64 extra".
    expect([record.readUInt32LE(20), record.readUInt32LE(24), record.readUInt32LE(42)]).toEqual([
      0xffffffff, 0xffffffff, 0xffffffff,
    ]);
    expect(record.readUInt16LE(30)).toBe(4 + 3 * 8);
    const extra = 46 + name.length;
    expect(record.readUInt16LE(extra)).toBe(0x0001);
    expect(record.readUInt16LE(extra + 2)).toBe(24);
    // The extra's fixed order: size, compressed size, offset.
    expect([u64(record, extra + 4), u64(record, extra + 12), u64(record, extra + 20)]).toEqual([
      FIVE_GB,
      FIVE_GB - 1,
      SIX_GB,
    ]);
    expect(record.length).toBe(extra + 28);
  });

  it('puts only the values that do not fit into the ZIP64 extra field', () => {
    // A small receipt far into the archive: only its offset.
    const offsetOnly = zip64Extra({ size: 20_000, compressedSize: 18_000, offset: SIX_GB });
    expect([offsetOnly.readUInt16LE(0), offsetOnly.readUInt16LE(2), u64(offsetOnly, 4)]).toEqual([
      1,
      8,
      SIX_GB,
    ]);
    expect(offsetOnly).toHaveLength(12);
    // 0xFFFFFFFF itself is the marker, so it goes to the extra as well.
    expect(zip64Extra({ size: 0xffffffff, compressedSize: 10, offset: 0 }).readUInt16LE(2)).toBe(8);
    expect(zip64Extra({ size: 0xfffffffe, compressedSize: 0xfffffffe, offset: 0xfffffffe })).toHaveLength(0);
    const small = centralRecord({
      name: entryName('logo.png'),
      method: DEFLATED,
      at,
      crc: 1,
      compressedSize: 900,
      size: 1000,
      offset: 1234,
    });
    expect([small.readUInt32LE(20), small.readUInt32LE(24), small.readUInt32LE(42)]).toEqual([
      900, 1000, 1234,
    ]);
    expect(small.readUInt16LE(30)).toBe(0);
  });

  it('marks every local header for a data descriptor, a UTF-8 name and ZIP64 sizes', () => {
    const name = entryName('Makbuz-Ayşe Çınar.pdf');
    expect(name).toHaveLength(24);
    const header = localHeader(name, DEFLATED, at);
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    expect(header.readUInt16LE(6)).toBe(0x0808);
    expect(header.readUInt32LE(14)).toBe(0);
    expect([header.readUInt32LE(18), header.readUInt32LE(22)]).toEqual([0xffffffff, 0xffffffff]);
    expect(header.subarray(30, 30 + name.length).toString('utf8')).toBe('Makbuz-Ayşe Çınar.pdf');
    expect([...header.subarray(30 + name.length)]).toEqual([1, 0, 16, 0, ...new Array(16).fill(0)]);

    const descriptor = dataDescriptor(0xcafebabe, FIVE_GB - 1, FIVE_GB);
    expect(descriptor.readUInt32LE(0)).toBe(0x08074b50);
    expect(descriptor.readUInt32LE(4)).toBe(0xcafebabe);
    expect([u64(descriptor, 8), u64(descriptor, 16)]).toEqual([FIVE_GB - 1, FIVE_GB]);
  });

  it('ends an archive of 600,000 entries past 4 GB with the ZIP64 end record and its locator', () => {
    const end = endRecords({ entries: 600_000, offset: 11 * 1024 ** 3, size: 45_000_000 });
    expect(end).toHaveLength(56 + 20 + 22);
    expect(end.readUInt32LE(0)).toBe(0x06064b50);
    expect(u64(end, 4)).toBe(44);
    expect([u64(end, 24), u64(end, 32), u64(end, 40), u64(end, 48)]).toEqual([
      600_000,
      600_000,
      45_000_000,
      11 * 1024 ** 3,
    ]);
    expect(end.readUInt32LE(56)).toBe(0x07064b50);
    // The locator points at the ZIP64 record, right after the directory.
    expect(u64(end, 64)).toBe(11 * 1024 ** 3 + 45_000_000);
    expect(end.readUInt32LE(72)).toBe(1);
    expect(end.readUInt32LE(76)).toBe(0x06054b50);
    expect([end.readUInt16LE(84), end.readUInt16LE(86)]).toEqual([0xffff, 0xffff]);
    expect(end.readUInt32LE(88)).toBe(45_000_000);
    expect(end.readUInt32LE(92)).toBe(0xffffffff);
  });

  it('ends an archive that fits the old limits with the plain end record only', () => {
    const end = endRecords({ entries: 65_534, offset: 4_000_000_000, size: 5_000_000 });
    expect(end).toHaveLength(22);
    expect([end.readUInt16LE(8), end.readUInt32LE(12), end.readUInt32LE(16)]).toEqual([
      65_534, 5_000_000, 4_000_000_000,
    ]);
    expect(endRecords({ entries: 65_535, offset: 0, size: 3_000_000 })).toHaveLength(98);
  });

  it('dates the entries by the Istanbul clock', () => {
    // 29.11.2026 08:36:38 UTC is 11:36:38 in Istanbul; DOS keeps seconds in twos.
    expect(dosTimeOf(new Date('2026-11-29T08:36:38Z'))).toEqual({
      date: ((2026 - 1980) << 9) | (11 << 5) | 29,
      time: (11 << 11) | (36 << 5) | 19,
    });
    // Past midnight in Istanbul while still the day before in UTC.
    expect(dosTimeOf(new Date('2026-12-31T22:30:00Z'))).toEqual({
      date: ((2027 - 1980) << 9) | (1 << 5) | 1,
      time: (1 << 11) | (30 << 5),
    });
  });
});
