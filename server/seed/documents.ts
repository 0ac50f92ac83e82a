/**
 * The demo's documents (issue 11): a few PDFs a manager keeps (the decision book page, the budget, the lift
 * contract), made here with pdfkit in DejaVu Sans (every Turkish letter) and stored through the same service as an
 * upload, so they download like any other. Only when the seed is given DATA_DIR.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Executor } from '../db';
import { addDocument } from '../services/communication/documents';

type Actor = { accountId: number; userId: number };

const font = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const DOCUMENTS = [
  {
    sentName: 'Genel kurul (2025) kararları.pdf',
    description: '2025 olağan genel kurul kararları',
    date: '2025-03-29',
    lines: [
      'Yeşilvadi Sitesi 2025 olağan genel kurul toplantısı kararları',
      '1. Yönetim kurulu raporu oybirliğiyle kabul edildi.',
      '2. 2025 bütçesi ve aylık aidat tutarları onaylandı.',
      '3. C Blok çatı yalıtımı için teklif alınmasına karar verildi.',
    ],
  },
  {
    sentName: 'Bütçe 2025.pdf',
    description: '2025 işletme bütçesi',
    date: '2025-03-29',
    lines: [
      'Yeşilvadi Sitesi 2025 işletme bütçesi',
      'Giderler: temizlik, asansör bakımı, elektrik, su, sigorta.',
    ],
  },
  {
    sentName: 'Asansör bakım sözleşmesi.pdf',
    description: 'Asansör bakım sözleşmesi (Yıldız Asansör)',
    date: '2025-01-10',
    lines: ['Asansör periyodik bakım sözleşmesi', 'Süre: 12 ay. Aylık bakım ve arıza müdahalesi dahildir.'],
  },
];

/** A one-page PDF with a title and its lines. */
function pdfOf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc
    .font(font)
    .fontSize(16)
    .text(lines[0] ?? '');
  doc.moveDown().fontSize(11);
  for (const line of lines.slice(1)) doc.text(line).moveDown(0.5);
  doc.end();
  return done;
}

export async function seedDocuments(tx: Executor, actor: Actor, dataDir: string): Promise<void> {
  for (const { sentName, description, date, lines } of DOCUMENTS) {
    await addDocument(
      tx,
      dataDir,
      actor.accountId,
      actor,
      { description, date },
      {
        bytes: await pdfOf(lines),
        sentName,
      },
    );
  }
}
