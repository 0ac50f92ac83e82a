import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ROWS_PER_PAGE, renderReportPdf } from '../../server/services/reports/reportPdf';

/** The page objects of a PDF (pdfkit writes them uncompressed). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const report = (rows: number) => ({
  assocName: 'Lale Sitesi',
  title: 'İşletme Defteri 2026',
  subtitle: '01.01.2026 – 31.12.2026',
  columns: [
    { label: 'Tarih', width: 2 },
    { label: 'Açıklama', width: 6 },
    { label: 'Gelir', width: 2 },
  ],
  rows: Array.from({ length: rows }, (_, index) => ['05.01.2026', `Satır ${index + 1}`, 12_345n]),
  totals: [['Gelir', BigInt(rows) * 12_345n]] as [string, bigint][],
  carryForward: true,
  created: new Date(Date.UTC(2026, 0, 1)),
});

describe('report PDF', () => {
  it('puts a fixed number of rows on each numbered page and never spills onto pages of its own', async () => {
    const one = await renderReportPdf(report(3));
    expect(one.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(one)).toBe(1);
    // Three pages of rows with room for the totals under the last ones.
    expect(pageCount(await renderReportPdf(report(ROWS_PER_PAGE * 3 - 2)))).toBe(3);
    // A full last page: the totals get a page of their own.
    expect(pageCount(await renderReportPdf(report(ROWS_PER_PAGE * 3)))).toBe(4);
    expect(pageCount(await renderReportPdf(report(ROWS_PER_PAGE * 3 + 1)))).toBe(4);
  });

  it('carries each page’s totals to the next, in Turkish, with the page number', async () => {
    const pdf = await renderReportPdf(report(ROWS_PER_PAGE + 2));
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
    const carried = `₺${(ROWS_PER_PAGE * 123.45).toLocaleString('tr-TR', { minimumFractionDigits: 2 })}`;
    expect(text[0]).toContain(`Sonraki sayfaya devreden ${carried}`);
    expect(text[0]).toContain('Sayfa 1 / 2');
    expect(text[1]).toContain(`Önceki sayfadan devreden ${carried}`);
    expect(text[1]).toContain(`Satır ${ROWS_PER_PAGE + 1}`);
    expect(text[1]).toContain('Sayfa 2 / 2');
  });

  it('stands each header over its column: a money column’s header ends where its amounts end', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderReportPdf(report(2))));
    const items = (await (await pdf.getPage(1)).getTextContent()).items.flatMap((item) =>
      'str' in item
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              end: (item.transform[4] as number) + item.width,
            },
          ]
        : [],
    );
    const header = items.find((item) => item.text === 'Gelir')!;
    const amount = items.find((item) => item.text === '₺123,45')!;
    expect(Math.abs(header.end - amount.end)).toBeLessThan(1);
    const date = items.find((item) => item.text === 'Tarih')!;
    expect(Math.abs(date.x - items.find((item) => item.text === '05.01.2026')!.x)).toBeLessThan(1);
  });
});
