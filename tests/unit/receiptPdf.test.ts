import { crc32, deflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ReceiptPdfData, renderReceiptPdf } from '../../server/services/money/receiptPdf';

const receipt: ReceiptPdfData = {
  logo: null,
  assocName: 'Yeşilvadi Sitesi',
  number: 42,
  date: '22.11.2026',
  payerName: 'Ayşe',
  payerSurname: 'Şimşek',
  apartment: 'İnci Blok 7',
  amount: 123456n,
  remaining: 50000n,
  lines: [
    { description: 'Ocak aidatı', amount: 73456n },
    { description: 'Çatı onarımı', amount: 50000n },
  ],
  barcode: 'MKB-12-000042',
};

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** How many images the page draws (the barcode is always one): the entries of its XObject resources. */
function imageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/I\d+ \d+ 0 R/g)?.length ?? 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8×8 RGB PNG, a solid green square, built byte by byte. */
function tinyPng(): Buffer {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [30, 140, 60]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a WebP file: enough to be one by its magic bytes, which pdfkit cannot draw anyway. */
function tinyWebp(): Buffer {
  const body = Buffer.concat([
    Buffer.from('WEBPVP8L', 'latin1'),
    Buffer.from([5, 0, 0, 0, 0x2f, 0, 0, 0, 0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), length, body]);
}

describe('renderReceiptPdf', () => {
  it('renders a receipt whose extracted text has the Turkish letters, the amounts and the barcode text', async () => {
    const pdf = await renderReceiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await textOf(pdf);
    expect(text).toContain('TAHSİLAT MAKBUZU');
    expect(text).toContain('Makbuz No: 42');
    expect(text).toContain('Tarih: 22.11.2026');
    expect(text).toContain('Yeşilvadi Sitesi');
    expect(text).toContain('Ayşe Şimşek');
    expect(text).toContain('İnci Blok 7');
    expect(text).toContain('Ocak aidatı');
    expect(text).toContain('Çatı onarımı');
    expect(text).toContain('₺1.234,56');
    expect(text).toContain('₺500,00');
    expect(text).toContain('MKB-12-000042');
    expect(text).toContain('Bu makbuz elektronik ortamda oluşturulmuştur.');

    // Only the embedded DejaVu fonts: the standard PDF fonts cannot show ş ğ ı İ ₺.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(imageCount(pdf)).toBe(1); // the barcode
  });

  it('gives the same bytes for the same data', async () => {
    const [first, second] = await Promise.all([renderReceiptPdf(receipt), renderReceiptPdf(receipt)]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20261122000000Z)'); // CreationDate and ModDate: the receipt date
  });

  it('keeps every letter searchable whatever the receipts before it printed', async () => {
    // The fonts are parsed once per process: a letter first drawn only inside another (X inside Ẍ) must still
    // be in the next receipt's text map.
    await renderReceiptPdf({ ...receipt, apartment: 'Ẍ Blok 1' });
    const text = await textOf(await renderReceiptPdf({ ...receipt, apartment: 'X Blok 1' }));
    expect(text).toContain('X Blok 1');
  });

  it('draws a PNG logo', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, logo: { bytes: tinyPng(), mime: 'image/png' } });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(imageCount(pdf)).toBe(2); // the logo and the barcode
    const text = await textOf(pdf);
    expect(text).toContain('Yeşilvadi Sitesi');
    expect(text).toContain('Ayşe Şimşek');
  });

  it('skips a WebP logo (pdfkit cannot draw it) and prints the association name instead', async () => {
    const pdf = await renderReceiptPdf({ ...receipt, logo: { bytes: tinyWebp(), mime: 'image/webp' } });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(imageCount(pdf)).toBe(1); // only the barcode
    const text = await textOf(pdf);
    expect(text).toContain('Yeşilvadi Sitesi');
    expect(text).toContain('₺1.234,56');
  });

  it('skips an unreadable logo instead of failing the receipt', async () => {
    const pdf = await renderReceiptPdf({
      ...receipt,
      logo: { bytes: Buffer.from('not a png'), mime: 'image/png' },
    });
    expect(imageCount(pdf)).toBe(1);
    expect(await textOf(pdf)).toContain('Yeşilvadi Sitesi');
  });

  it('carries a long table over to more pages and keeps every line, the totals and the barcode', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      description: `Aidat ${i + 1}. ay`,
      amount: 1000n,
    }));
    const pdf = await renderReceiptPdf({ ...receipt, lines, amount: 40000n });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const { text } = await extractText(document, { mergePages: true });
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Aidat ${i}. ay`);
    expect(text).toContain('Toplam: ₺400,00');
    expect(text).toContain('Kalan borç: ₺500,00');
    expect(text).toContain('MKB-12-000042');
  });

  it('refuses a date that is not DD.MM.YYYY', async () => {
    await expect(renderReceiptPdf({ ...receipt, date: '2026-11-22' })).rejects.toThrow(/GG\.AA\.YYYY/);
    await expect(renderReceiptPdf({ ...receipt, date: '31.02.2026' })).rejects.toThrow(/GG\.AA\.YYYY/);
  });
});
