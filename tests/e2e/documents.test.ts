/**
 * Documents in the browser (issue 11): reached from the quick link apps/dokumanlar, a file uploaded with its
 * description and date, found in the list by search and downloaded with the same bytes under its shown name;
 * an announcement with its file, hidden from its row. A new account, so the demo's documents do not show.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  registerThroughApi,
} from './browser';
import { baseUrl } from './server';

const MANAGER = {
  phone: '5320000117',
  password: 'dokuman2026',
  assoc_name: 'Ihlamur Sitesi',
  name: 'Derya',
  surname: 'Koç',
};

/** A small PDF whose bytes the download must give back unchanged. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <<>> endobj\n% Karar defteri, Ihlamur Sitesi\ntrailer <<>>\n%%EOF\n',
);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await finishTutorialThroughApi(await registerThroughApi(MANAGER));
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 01 17', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('documents and announcements in the browser', () => {
  it('uploads a document from apps/dokumanlar, finds it in the list and downloads the same bytes', async () => {
    await page.goto('/apps/dokumanlar');
    await page.waitForURL('**/documents**');
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Açıklama/ }).fill('2026 genel kurul kararları');
    const date = dialog.getByRole('textbox', { name: /Tarih/ });
    await date.fill('14.03.2026');
    await dialog.getByLabel('Dosya seçiniz', { exact: true }).setInputFiles({
      name: 'Karar (2026) defteri.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByText('Dosya: Karar (2026) defteri.pdf').waitFor();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Doküman eklendi.').waitFor();

    const row = page.getByRole('row', { name: /2026 genel kurul kararları/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('14.03.2026');
    // docs/domain.md, "Input rules": the shown name lost its parentheses and its first space.
    await page.getByRole('textbox', { name: /Ara/ }).fill('kurul');
    await row.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Karar2026 defteri.pdf dosyasını indir' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Karar2026 defteri.pdf');
    expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);
  });

  it('publishes an announcement with a file and hides it from its row', async () => {
    await page.goto('/announcements');
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Başlık/ }).fill('Asansör bakımı');
    await dialog
      .getByRole('textbox', { name: /Duyuru metni/ })
      .fill('Cuma 10:00-12:00 arası asansör çalışmayacak.');
    await dialog.getByLabel('Dosya ekle (isteğe bağlı)', { exact: true }).setInputFiles({
      name: 'Bakım planı.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Duyuru eklendi.').waitFor();

    const toggle = page.getByRole('switch', { name: '“Asansör bakımı” duyurusunu sakinlere göster' });
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    await page.getByText('Duyuru güncellendi.').waitFor();
    await page
      .getByRole('row', { name: /Asansör bakımı/ })
      .getByText('Gizli')
      .waitFor();
    await expect(toggle.isChecked()).resolves.toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bakımplanı.pdf dosyasını indir' }).click(),
    ]);
    expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);
  });

  it('on a phone (390 px): the document is one card on screen with its download button', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 390, height: 844 },
    });
    const small = await phone.newPage();
    small.setDefaultTimeout(E2E_ACTION_TIMEOUT);
    await logIn(small, '532 000 01 17', MANAGER.password);
    await small.goto('/documents');
    const download = small.getByRole('button', { name: 'Karar2026 defteri.pdf dosyasını indir' });
    await download.waitFor();
    const box = await download.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();
  });
});
