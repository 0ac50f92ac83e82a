import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ACTION_TIMEOUT, launchBrowser, logIn } from './browser';
import { baseUrl } from './server';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 844 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(E2E_ACTION_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
});

/** How far the whole page scrolls sideways: 0 when wide parts (tabs, tables) scroll inside themselves. */
async function sidewaysScroll(): Promise<number> {
  return page.evaluate(() => {
    window.scrollTo(10_000, window.scrollY);
    const x = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return x;
  });
}

describe('on a phone (390 px wide, demo account)', () => {
  it('no page scrolls sideways: detail pages with tabs and tables, debt entry, lists', async () => {
    await logIn(page);

    await page.goto('/apartments');
    await page.getByText('A Blok').first().click();
    await page.getByRole('tab', { name: 'Ev sahipleri ve kiracılar' }).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await sidewaysScroll()).toBe(0);

    await page.goto('/residents');
    await page.getByRole('row').nth(1).click();
    await page.getByRole('table').first().waitFor();
    expect(await sidewaysScroll()).toBe(0);

    await page.goto('/debt-entry/land');
    await page.getByRole('tab', { name: 'Arsa payı' }).waitFor();
    expect(await sidewaysScroll()).toBe(0);

    await page.goto('/debts');
    await page.getByRole('table').first().waitFor();
    expect(await sidewaysScroll()).toBe(0);
  });
});
