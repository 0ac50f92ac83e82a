/**
 * The collection receipt (tahsilat makbuzu) as a PDF (docs/domain.md, "Collections and receipts"): its number,
 * the account's logo, who paid, how much, the debt still remaining and a barcode.
 *
 * Text is set in DejaVu Sans, embedded from the `dejavu-fonts-ttf` package: it has every Turkish letter
 * (ç ğ ı İ ö ş ü) and the lira sign ₺. The 14 standard PDF fonts (Helvetica…) cannot show ş ğ ı İ or ₺, so they
 * are never used here. The embedded font carries a ToUnicode map, so the text can be searched and extracted.
 *
 * The same data gives the same bytes: the document's creation date (and with it the file ID pdfkit derives from
 * it) comes from the receipt date, and nothing random goes in.
 */
import bwipjs from 'bwip-js/node';
import { formatMoney, type Kurus } from '../../../common/money';
import { startPdf } from '../shared/pdfDocument';

export type ReceiptLogo = { bytes: Buffer; mime: 'image/png' | 'image/jpeg' | 'image/webp' };

export type ReceiptPdfData = {
  /** The account's logo; null when it has none. */
  logo: ReceiptLogo | null;
  assocName: string;
  /** The receipt number (per account). */
  number: number;
  /** DD.MM.YYYY */
  date: string;
  payerName: string;
  payerSurname: string;
  /** e.g. "A Blok 5" */
  apartment?: string;
  /** The flat's payment code "1042-1", when the receipt paid for one flat only. */
  paymentCode?: string;
  /** The collected amount in kuruş. */
  amount: Kurus;
  /** The payer's remaining debt after this collection, in kuruş. */
  remaining: Kurus;
  lines: { description: string; amount: Kurus }[];
  /** The text encoded in the Code 128 barcode, e.g. "MKB-12-000042". */
  barcode: string;
  /** When the collection was undone: the receipt keeps its number and prints "İPTAL EDİLDİ" (issue 26). */
  cancelled?: boolean;
};

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

// A5 portrait: 420 × 595 pt.
const PAGE_WIDTH = 420;
const PAGE_HEIGHT = 595;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_COLUMN = 110;
const DESCRIPTION_COLUMN = CONTENT_WIDTH - AMOUNT_COLUMN;
const CELL_PADDING = 5;
const HEADER_LEFT = 150;
const LOGO_BOX = { width: 130, height: 56 };
const BARCODE_BOX = { width: 220, height: 48 };
const FOOTER_TEXT = 'Bu makbuz elektronik ortamda oluşturulmuştur.';
const FOOTER_Y = PAGE_HEIGHT - MARGIN - 12;
/** Where rows stop on every page: above the footer. */
const CONTENT_BOTTOM = FOOTER_Y - 14;
/** The height the totals, the barcode and its text need under the table. */
const TOTALS_HEIGHT = 8 + 18 + 16 + 28 + BARCODE_BOX.height + 16;
const GREY = '#555555';
const RULE = '#999999';

/** "22.11.2026" → 22 November 2026, 00:00 UTC; throws on anything else (a programming error upstream). */
function receiptDate(text: string): Date {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (match) {
    const [, day, month, year] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day)
      return date;
  }
  throw new Error(`Makbuz tarihi GG.AA.YYYY biçiminde olmalı: ${text}`);
}

async function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12, // mm
    includetext: false, // the readable text is set under it in DejaVu, so it can be extracted
    paddingwidth: 4,
  });
}

export async function renderReceiptPdf(data: ReceiptPdfData): Promise<Buffer> {
  const created = receiptDate(data.date);
  const payer = `${data.payerName} ${data.payerSurname}`.trim();
  const [{ doc, finished }, barcode] = await Promise.all([
    startPdf({
      size: 'A5',
      margin: MARGIN,
      title: `Tahsilat Makbuzu ${data.number}`,
      author: data.assocName,
      subject: `${payer}: ${formatMoney(data.amount)}`,
      created,
      fonts: { regular: REGULAR, bold: BOLD },
    }),
    barcodePng(data.barcode),
  ]);
  doc.font(REGULAR);

  // Header: the logo (or the association's name in its place) on the left, title, number and date on the right.
  const top = MARGIN;
  if (drawLogo(doc, data.logo, MARGIN, top)) {
    doc.font(BOLD).fontSize(10).fillColor('black');
    doc.text(data.assocName, MARGIN, top + LOGO_BOX.height + 4, { width: HEADER_LEFT });
  } else {
    doc.font(BOLD).fontSize(14).fillColor('black');
    doc.text(data.assocName, MARGIN, top + 2, { width: HEADER_LEFT });
  }
  const leftBottom = doc.y;

  const rightX = MARGIN + HEADER_LEFT + 10;
  const rightWidth = CONTENT_WIDTH - HEADER_LEFT - 10;
  doc.font(BOLD).fontSize(14).fillColor('black');
  doc.text('TAHSİLAT MAKBUZU', rightX, top + 2, { width: rightWidth, align: 'right' });
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(10);
  doc.text(`Makbuz No: ${data.number}`, rightX, doc.y, { width: rightWidth, align: 'right' });
  doc.text(`Tarih: ${data.date}`, rightX, doc.y, { width: rightWidth, align: 'right' });
  if (data.cancelled) {
    doc.font(BOLD).fontSize(14).fillColor('#c62828');
    doc.text('İPTAL EDİLDİ', rightX, doc.y + 2, { width: rightWidth, align: 'right' });
    doc.font(REGULAR).fontSize(10).fillColor('black');
  }
  const rightBottom = doc.y;

  let y = Math.max(leftBottom, rightBottom) + 10;
  rule(doc, y);
  y += 12;

  // Payer and apartment.
  y = labelled(doc, 'Ödeyen: ', payer, y);
  if (data.apartment) y = labelled(doc, 'Daire: ', data.apartment, y + 3);
  if (data.paymentCode) y = labelled(doc, 'Ödeme kodu: ', data.paymentCode, y + 3);
  y += 12;

  // The lines: Açıklama / Tutar. An empty list still shows what was collected.
  const lines = data.lines.length > 0 ? data.lines : [{ description: 'Tahsilat', amount: data.amount }];
  y = tableHeader(doc, y);
  for (const line of lines) {
    doc.font(REGULAR).fontSize(10);
    const height =
      Math.max(
        doc.heightOfString(line.description, { width: DESCRIPTION_COLUMN - 2 * CELL_PADDING }),
        doc.heightOfString(formatMoney(line.amount), { width: AMOUNT_COLUMN - 2 * CELL_PADDING }),
      ) +
      2 * CELL_PADDING;
    if (y + height > CONTENT_BOTTOM) {
      nextPage(doc);
      y = tableHeader(doc, MARGIN);
    }
    doc.font(REGULAR).fontSize(10).fillColor('black');
    doc.text(line.description, MARGIN + CELL_PADDING, y + CELL_PADDING, {
      width: DESCRIPTION_COLUMN - 2 * CELL_PADDING,
    });
    doc.text(formatMoney(line.amount), MARGIN + DESCRIPTION_COLUMN + CELL_PADDING, y + CELL_PADDING, {
      width: AMOUNT_COLUMN - 2 * CELL_PADDING,
      align: 'right',
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  }

  // Totals, right aligned under the amount column, with the barcode under them: on a new page when they do not fit.
  if (y + TOTALS_HEIGHT > CONTENT_BOTTOM) {
    nextPage(doc);
    y = MARGIN;
  }
  y += 8;
  doc.font(BOLD).fontSize(12).fillColor('black');
  doc.text(`Toplam: ${formatMoney(data.amount)}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });
  y = doc.y + 3;
  doc.font(REGULAR).fontSize(10);
  doc.text(`Kalan borç: ${formatMoney(data.remaining)}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });

  // The barcode with its readable text under the totals.
  const barcodeY = doc.y + 28;
  const barcodeX = MARGIN + (CONTENT_WIDTH - BARCODE_BOX.width) / 2;
  doc.image(barcode, barcodeX, barcodeY, {
    fit: [BARCODE_BOX.width, BARCODE_BOX.height],
    align: 'center',
    valign: 'center',
  });
  doc.font(REGULAR).fontSize(9).fillColor('black');
  doc.text(data.barcode, MARGIN, barcodeY + BARCODE_BOX.height + 3, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  footer(doc);

  doc.end();
  return finished;
}

/**
 * Draws the logo fitted into the header's logo box and tells whether it did. PNG and JPEG are drawn as given.
 * pdfkit cannot embed WebP and we deliberately do not convert images here, so a WebP logo (like a missing or
 * unreadable one) is skipped and the caller prints the association's name in its place.
 */
function drawLogo(doc: PDFKit.PDFDocument, logo: ReceiptLogo | null, x: number, y: number): boolean {
  if (!logo || (logo.mime !== 'image/png' && logo.mime !== 'image/jpeg')) return false;
  try {
    doc.image(logo.bytes, x, y, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
    return true;
  } catch {
    return false; // a corrupt file must not cost the payer their receipt
  }
}

/** The footer line at the foot of the current page. */
function footer(doc: PDFKit.PDFDocument): void {
  rule(doc, FOOTER_Y - 6);
  doc.font(REGULAR).fontSize(8).fillColor(GREY);
  doc.text(FOOTER_TEXT, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}

/** Closes the current page with its footer and starts the next. */
function nextPage(doc: PDFKit.PDFDocument): void {
  footer(doc);
  doc.addPage();
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** "Label: value" on one line, the label bold; returns the y under it. */
function labelled(doc: PDFKit.PDFDocument, label: string, value: string, y: number): number {
  doc.fillColor('black').font(BOLD).fontSize(11);
  doc.text(label, MARGIN, y, { continued: true, width: CONTENT_WIDTH });
  doc.font(REGULAR).text(value);
  return doc.y;
}

/** The table's grey header row; returns the y under it. */
function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  const height = 20;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fillColor('#eeeeee').fill();
  doc.font(BOLD).fontSize(10).fillColor('black');
  doc.text('Açıklama', MARGIN + CELL_PADDING, y + CELL_PADDING, {
    width: DESCRIPTION_COLUMN - 2 * CELL_PADDING,
  });
  doc.text('Tutar', MARGIN + DESCRIPTION_COLUMN + CELL_PADDING, y + CELL_PADDING, {
    width: AMOUNT_COLUMN - 2 * CELL_PADDING,
    align: 'right',
  });
  return y + height;
}
