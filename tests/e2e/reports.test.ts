import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page);
});
afterAll(async () => {
  await browser?.close();
});

describe('reports in the browser (demo account)', () => {
  it('shows the cash book, exports it to Excel and PDF, and prints it without the menu', async () => {
    await page.getByRole('menuitem', { name: 'Kasa defteri' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kasa defteri' }).waitFor();
    const table = page.getByRole('table', { name: 'Kasa defteri' });
    await table.getByRole('cell', { name: 'Tahsilat' }).first().waitFor();
    await page.getByRole('region', { name: 'Toplamlar' }).getByText('Kapanış bakiyesi').waitFor();

    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe('kasa-defteri.xlsx');
    const XLSX = await import('xlsx');
    const book = XLSX.read(await readFile((await excel.path())!));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['Tarih', 'Hesap', 'Hareket', 'İlgili', 'Açıklama', 'Giren', 'Çıkan', 'Bakiye']);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows).toContainEqual(['Kapanış bakiyesi', expect.any(Number)]);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('kasa-defteri.pdf');
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    await page.evaluate(() => {
      const scope = window as unknown as { printed: number };
      scope.printed = 0;
      window.print = () => {
        scope.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Yazdır' }).click();
    // Every row is read first (the demo's cash book has hundreds), then the browser's print opens once.
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await table.getByRole('row').count()).toBeGreaterThan(100);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('menuitem', { name: 'Kasa defteri' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Excel' }).isVisible()).resolves.toBe(false);
    await expect(table.isVisible()).resolves.toBe(true);
    // The filters stay off the paper; the period they chose is printed.
    await expect(page.getByText(/^01\.01\.\d{4} – \d{2}\.\d{2}\.\d{4}$/).isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('shows the balance report, whose accounts add up to the cash accounts’ balances', async () => {
    await page.goto('/reports/balance');
    const table = page.getByRole('table', { name: 'Bakiye raporu' });
    await table.getByRole('cell', { name: 'Merkez Kasa' }).waitFor();
    // Without a start date the report covers every movement, as the accounts list does.
    await page.getByRole('textbox', { name: 'Başlangıç tarihi' }).fill('');
    await page.getByRole('textbox', { name: 'Bitiş tarihi' }).fill('');
    await page.getByRole('button', { name: 'Göster' }).click();
    const totals = page.getByRole('region', { name: 'Toplamlar' });
    const closing = totals.getByText('Kapanış bakiyesi').locator('xpath=following-sibling::*[1]');
    await expect.poll(() => closing.textContent()).toMatch(/₺/);
    const accounts = await page.evaluate(async () => {
      const response = await fetch('/api/accounts', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth')}` },
      });
      return ((await response.json()).Records as { balance: number }[]).reduce(
        (sum, a) => sum + a.balance,
        0,
      );
    });
    const shown = Number((await closing.textContent())!.replace(/[₺.\s]/g, '').replace(',', '.'));
    expect(shown).toBeCloseTo(accounts, 2);
  });
});
