import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logIn } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 844 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the page title shows whole (not cut with an ellipsis). */
const titleWhole = () =>
  page.locator('#react-admin-title').evaluate((title) => title.scrollWidth <= title.clientWidth + 1);

/** How the first record of the list reads on screen: whether a cell reaches past the screen's right edge, whether
 * the header row shows, and each cell's column name as the card writes it before the value. */
async function firstRecordCard() {
  const row = page.locator('tbody .RaDataTable-row').first();
  await row.waitFor();
  return row.evaluate((tr) => {
    const cells = [...tr.querySelectorAll('td')];
    const header = tr.closest('table')?.querySelector('thead');
    return {
      widestRight: Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)),
      headerShown: header ? header.getBoundingClientRect().height > 0 : false,
      names: cells.map((cell) => getComputedStyle(cell, '::before').content),
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

describe('on a phone (390 px), demo account', () => {
  it('shows page titles whole and each list record as one card with every value named and on screen', async () => {
    await logIn(page);
    await page.getByText('Ana sayfa', { exact: true }).first().waitFor();
    expect(await titleWhole()).toBe(true);

    for (const [address, title, named] of [
      ['/buildings', 'Binalar', 'Kayıtlı daire'],
      ['/apartments', 'Daireler', 'Daire No'],
      ['/residents', 'Sakinler', 'Telefon'],
      ['/debts', 'Tüm borçlar', 'Tutar'],
    ] as const) {
      await page.goto(address);
      await page.locator('#react-admin-title').getByText(title).waitFor();
      expect(await titleWhole(), `${address} title`).toBe(true);
      const card = await firstRecordCard();
      expect(card.widestRight, `${address} rightmost value or button`).toBeLessThanOrEqual(390);
      expect(card.pageScrollsSideways, `${address} page width`).toBe(false);
      expect(card.headerShown, `${address} header row`).toBe(false);
      expect(card.names, `${address} column names`).toContain(`"${named}: "`);
    }
  });
});

describe('an address that does not exist', () => {
  it('says so in text every reader can read (axe checks the page after this test)', async () => {
    await page.goto('/no-such-page');
    await page.getByText('Adres yanlış yazılmış ya da bağlantı artık geçerli değil.').waitFor();
  });
});
