import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launchBrowser, logIn, newPage } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('buildings in the browser (demo account)', () => {
  it('lists, creates, edits and deletes a building with the SMS code', async () => {
    await logIn(page);
    await page.goto('/buildings');
    await expect(page.getByText('A Blok').first().waitFor()).resolves.toBeUndefined();

    await page.getByRole('link', { name: 'Yeni' }).click();
    await page.getByRole('textbox', { name: 'Bina adı' }).fill('D Blok');
    await page.getByRole('spinbutton', { name: 'Daire sınırı' }).fill('8');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bina eklendi.').waitFor();
    // Toasts at the top centre (docs/domain.md, "Limits and constants"): the toast's top edge is in the upper part of
    // the window.
    const toast = await page.getByText('Bina eklendi.').boundingBox();
    const window = page.viewportSize()!;
    expect(toast!.y).toBeLessThan(window.height / 4);
    expect(Math.abs(toast!.x + toast!.width / 2 - window.width / 2)).toBeLessThan(window.width / 8);
    await page.getByRole('cell', { name: 'D Blok' }).waitFor();

    await page.getByRole('cell', { name: 'D Blok' }).click();
    await page.getByRole('textbox', { name: 'Bina adı' }).fill('D Blok Yeni');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Bina güncellendi.').waitFor();
    await page.getByRole('cell', { name: 'D Blok Yeni' }).waitFor();

    const row = page.getByRole('row', { name: /D Blok Yeni/ });
    await row.getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kod gönder' }).click();
    await dialog.getByLabel('Onay kodu').waitFor();
    await dialog.getByLabel('Onay kodu').fill(codeFromOutbox('5550000000'));
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Bina silindi.').waitFor();
    await expect(page.getByRole('cell', { name: 'D Blok Yeni' }).count()).resolves.toBe(0);
  });

  it('deletes a building from its edit page, also with the SMS code', async () => {
    await logIn(page);
    await page.goto('/buildings/create');
    await page.getByRole('textbox', { name: 'Bina adı' }).fill('E Blok');
    await page.getByRole('spinbutton', { name: 'Daire sınırı' }).fill('4');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('cell', { name: 'E Blok' }).click();
    await page.getByRole('textbox', { name: 'Bina adı' }).waitFor();

    await page.getByRole('button', { name: 'Sil' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kod gönder' }).click();
    await dialog.getByRole('textbox', { name: 'Onay kodu' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Onay kodu' }).fill(codeFromOutbox('5550000000'));
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await page.getByText('Bina silindi.').waitFor();
    // Back on the list, without the building.
    await page.waitForURL((url) => url.pathname === '/buildings');
    await page.getByRole('cell', { name: 'A Blok' }).waitFor();
    await expect(page.getByRole('cell', { name: 'E Blok' }).count()).resolves.toBe(0);
  });
});
