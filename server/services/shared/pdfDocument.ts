/**
 * The start every generated PDF shares (receipts, order receipts, reports, statements): DejaVu Sans embedded, since
 * the 14 standard PDF fonts cannot show ş ğ ı İ or ₺; the document's metadata in Turkish; its bytes collected.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_PATHS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

let fontsLoading: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The two font files, read once per process. */
function loadFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontsLoading ??= Promise.all([readFile(FONT_PATHS.regular), readFile(FONT_PATHS.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  fontsLoading.catch(() => {
    fontsLoading = undefined; // try again on the next document
  });
  return fontsLoading;
}

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
  doc.registerFont(options.fonts.regular, files.regular);
  doc.registerFont(options.fonts.bold, files.bold);
  return { doc, finished };
}
