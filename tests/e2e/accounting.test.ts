/**
 * The books in the browser (issue 9): an expense with its invoice file, a virman, the cash book showing both with
 * the balance after each, the report exported to Excel and printed, and the dashboard's month. A new account, so
 * the demo's year does not change the figures.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import XLSX from 'xlsx';
import {
  finishTutorialThroughApi,
  kurus,
  launchBrowser,
  logIn,
  newPage,
  registerThroughApi,
} from './browser';

const MANAGER = {
  phone: '5320000091',
  password: 'defter2026',
  assoc_name: 'Çınaraltı Sitesi',
  name: 'Sevgi',
  surname: 'Aydın',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await finishTutorialThroughApi(await registerThroughApi(MANAGER));
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 00 91', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses `option` in the dialog's select named `name`. */
async function choose(name: RegExp, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the books in the browser (a new account)', () => {
  it('records an expense with its invoice and a virman; the cash book shows both, exports and prints; the dashboard has the month', async () => {
    await page.goto('/accounts');
    await page.getByRole('row', { name: /Merkez Kasa/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /Açılış bakiyesi/ })
      .fill('10.000,00');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('button', { name: 'Yeni' }).click();
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /Hesap adı/ })
      .fill('Vakıfbank');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('row', { name: /Vakıfbank/ }).waitFor();

    // An expense with its invoice, chosen in the same dialog.
    await page.goto('/expenses');
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Tutar/ }).fill('1.250,00');
    await choose(/Kasa/, 'Merkez Kasa');
    await choose(/Gider türü/, 'Temizlik');
    await dialog.getByRole('textbox', { name: /Açıklama/ }).fill('Merdiven temizliği');
    await dialog.getByLabel('Fatura dosyası ekle (PDF, JPEG veya PNG)', { exact: true }).setInputFiles({
      name: 'Temizlik faturası.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    const expense = page.getByRole('row', { name: /Merdiven temizliği/ });
    await expense.waitFor();
    // The invoice downloads with the name it was sent with.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expense.getByRole('button', { name: /faturasını indir/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Temizlikfaturası.pdf');
    expect(readFileSync((await download.path())!).toString('latin1')).toContain('%PDF-1.4');

    // A virman from the desk to the bank.
    await page.goto('/transfers');
    await page.getByRole('button', { name: 'Yeni' }).click();
    await choose(/Çıkan hesap/, 'Merkez Kasa');
    await choose(/Giren hesap/, 'Vakıfbank');
    await page.getByRole('dialog').getByRole('textbox', { name: /Tutar/ }).fill('5.000,00');
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: /Açıklama/ })
      .fill('Bankaya yatırıldı');
    await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('row', { name: /Bankaya yatırıldı/ }).waitFor();

    // The cash book of the desk: both movements, the balance after each, and the closing balance.
    await page.goto('/reports/cash-book');
    await page.getByRole('combobox', { name: 'Hesap' }).click();
    await page.getByRole('option', { name: 'Merkez Kasa', exact: true }).click();
    await page.getByRole('button', { name: 'Göster' }).click();
    const book = page.getByRole('table', { name: 'Kasa defteri' });
    const expenseLine = book.getByRole('row', { name: /Merdiven temizliği/ });
    const virmanLine = book.getByRole('row', { name: /Bankaya yatırıldı/ });
    await expenseLine.waitFor();
    await expect(
      expenseLine
        .getByRole('cell')
        .last()
        .textContent()
        .then((t) => kurus(t!)),
    ).resolves.toBe(875_000);
    // The book may show a moment of the previous answer while the chosen account's arrives: read until it settles.
    await expect
      .poll(() =>
        virmanLine
          .getByRole('cell')
          .last()
          .textContent()
          .then((t) => kurus(t!)),
      )
      .toBe(375_000);
    const totals = page.getByRole('region', { name: 'Toplamlar' });
    await expect(totals.textContent()).resolves.toContain('₺3.750,00');

    // Excel: the rows as the screen shows them, with Turkish headers.
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = XLSX.read(readFileSync((await sheet.path())!));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets[workbook.SheetNames[0]!]!);
    expect(rows.some((row) => Object.values(row).includes('Merdiven temizliği'))).toBe(true);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['Tarih', 'Açıklama', 'Bakiye']));

    // Printing: the button opens the browser's print, and the printed page holds the report without the menu.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Yazdır' }).click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(book.isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('menu').or(page.locator('.RaSidebar-fixed')).first().isVisible(),
    ).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The dashboard's month: the expense, and the two accounts' total (the virman moved money, it added none).
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: /Bu ayki gider/ }).textContent())
      .toContain('₺1.250,00');
    await expect(page.getByRole('link', { name: /Kasa ve banka toplamı/ }).textContent()).resolves.toContain(
      '₺8.750,00',
    );
  });
});
