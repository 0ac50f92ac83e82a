import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, launchBrowser, logIn, newPage } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });

describe('interface language (demo account)', () => {
  it('switches to English from the app bar and back to Türkçe', async () => {
    await logIn(page);
    await menuItem('Binalar').waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('tr');

    await page.getByRole('button', { name: 'Türkçe' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await menuItem('Buildings').waitFor();
    await menuItem('Dashboard').waitFor();
    await menuItem('Sub-users').waitFor();
    // A long label wraps instead of being cut ("Income / expense ty…").
    const longLabel = menuItem('Income / expense types').locator('.MuiTypography-root');
    await expect(longLabel.evaluate((label) => label.scrollWidth <= label.clientWidth)).resolves.toBe(true);
    await expect(menuItem('Binalar').count()).resolves.toBe(0);
    // English words are upper-cased the English way (EDIT, not EDİT).
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    // The choice holds on the next page and after a reload.
    await menuItem('Buildings').click();
    await page.getByRole('columnheader', { name: 'Apartment limit' }).waitFor();
    await page.getByRole('link', { name: 'Create' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Apartment limit' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');

    // Signing out keeps the language: the login page, even after a reload, is in English.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill(DEMO_LOGIN.phone);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await menuItem('Buildings').click();
    await page.getByRole('columnheader', { name: 'Apartment limit' }).waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await menuItem('Binalar').waitFor();
    await page.getByRole('columnheader', { name: 'Daire sınırı' }).waitFor();
    await expect(menuItem('Buildings').count()).resolves.toBe(0);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('tr');
  });
});
