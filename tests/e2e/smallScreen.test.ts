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

/** The right edge of the first row's last cell (its buttons, where the list has some), in the viewport. */
async function firstRowEndRight(): Promise<number> {
  const cell = page.locator('tbody .RaDataTable-row').first().locator('td').last();
  await cell.waitFor();
  const box = await cell.boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
}

describe('on a phone (390 px), demo account', () => {
  it('shows page titles whole and keeps every list row’s action on screen', async () => {
    await logIn(page);
    await page.getByText('Ana sayfa', { exact: true }).first().waitFor();
    expect(await titleWhole()).toBe(true);

    for (const [address, title] of [
      ['/buildings', 'Binalar'],
      ['/apartments', 'Daireler'],
      ['/residents', 'Sakinler'],
      ['/debts', 'Tüm borçlar'],
    ] as const) {
      await page.goto(address);
      await page.locator('#react-admin-title').getByText(title).waitFor();
      expect(await titleWhole(), `${address} title`).toBe(true);
      expect(await firstRowEndRight(), `${address} row's last cell`).toBeLessThanOrEqual(391);
    }
  });
});
