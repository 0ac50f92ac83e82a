/**
 * The start every generated PDF shares (receipts, order receipts, reports, statements): DejaVu Sans embedded, since
 * the 14 standard PDF fonts cannot show ş ğ ı İ or ₺; the document's metadata in Turkish; its bytes collected.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_PATHS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontsLoading: Promise<{ regular: Font; bold: Font }> | undefined;

/**
 * The two fonts, read and parsed once per process. Parsing their layout tables again for every document was most
 * of a receipt's time (docs/benchmarks.md, "The owner's export"); pdfkit takes the parsed font as it takes the
 * bytes, and still embeds only the glyphs each document uses.
 */
function loadFonts(): Promise<{ regular: Font; bold: Font }> {
  fontsLoading ??= Promise.all([readFile(FONT_PATHS.regular), readFile(FONT_PATHS.bold)]).then(
    ([regular, bold]) => ({ regular: parseFont(regular), bold: parseFont(bold) }),
  );
  fontsLoading.catch(() => {
    fontsLoading = undefined; // try again on the next document
  });
  return fontsLoading;
}

/**
 * A document's own copy of a parsed font: the tables stay shared, the glyphs start afresh. fontkit keeps each glyph
 * with the letters it was first met as, and a glyph first met as part of another (the s inside ş) has none; shared
 * glyphs would leave that letter out of a later document's text map, so it could not be searched or copied.
 */
const ownGlyphs = (font: Font): Font => Object.create(font, { _glyphs: { value: {}, writable: true } });

/**
 * A new document with both fonts registered under `fonts`' names, and the promise of its bytes once `doc.end()`
 * has been called.
 */
export async function startPdf(options: {
  size: 'A4' | 'A5';
  layout?: 'portrait' | 'landscape';
  margin: number;
  title: string;
  author: string;
  subject?: string;
  created: Date;
  fonts: { regular: string; bold: string };
}): Promise<{ doc: PDFKit.PDFDocument; finished: Promise<Buffer> }> {
  const files = await loadFonts();
  const doc = new PDFDocument({
    size: options.size,
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: 'Site Yönetimi',
      Producer: 'Site Yönetimi',
      CreationDate: options.created,
      ModDate: options.created,
    },
    lang: 'tr-TR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit's types name only paths and bytes; its registerFont takes a parsed fontkit font too (since 0.20).
  doc.registerFont(options.fonts.regular, ownGlyphs(files.regular) as unknown as Buffer);
  doc.registerFont(options.fonts.bold, ownGlyphs(files.bold) as unknown as Buffer);
  return { doc, finished };
}
