import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromOutbox,
  createBuildingThroughApi,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  registerThroughApi,
} from './browser';

const OWNER = {
  phone: '5320000041',
  password: 'merkezSite2024',
  assoc_name: 'Lale Sitesi',
  name: 'Murat',
  surname: 'Şahin',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const token = await registerThroughApi(OWNER);
  await finishTutorialThroughApi(token);
  await createBuildingThroughApi(token, 'Lale A Blok', 12);
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const accountSwitcher = () => page.getByRole('combobox', { name: /^Hesap/ });

async function switchAccount(to: string) {
  await accountSwitcher().click();
  await page.getByRole('option', { name: to }).click();
  // The switch starts the app again on the dashboard of the chosen account.
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => accountSwitcher().textContent()).toBe(to);
}

describe('branches of a main account', () => {
  it('opens a branch with the SMS code, switches into it and back', async () => {
    await logIn(page, '532 000 00 41', OWNER.password);
    // A new account has no branch yet: the app bar offers no switch.
    await page.getByRole('menuitem', { name: 'Binalar' }).waitFor();
    await expect(accountSwitcher().count()).resolves.toBe(0);

    await page.getByRole('menuitem', { name: 'Şubeler' }).click();
    await page.getByRole('link', { name: 'Yeni' }).first().click();
    await page.getByRole('button', { name: 'Kod gönder' }).click();
    await page.getByRole('textbox', { name: 'Site / dernek adı' }).fill('Lale Sitesi Kuzey');
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Can');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Yıldız');
    await page.getByRole('textbox', { name: 'Telefon' }).fill('532 000 00 42');
    await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('kuzeySube2024');
    await page.getByRole('textbox', { name: 'Onay kodu' }).fill(codeFromOutbox(OWNER.phone));
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('cell', { name: 'Lale Sitesi Kuzey' }).waitFor();

    // Into the branch: it has its own, empty, list of buildings.
    await switchAccount('Lale Sitesi Kuzey');
    await page.getByRole('menuitem', { name: 'Binalar' }).click();
    await page.getByText('Henüz bina kaydı yok.').waitFor();
    await expect(page.getByText('Lale A Blok').count()).resolves.toBe(0);

    // Back to the main account: its building is there.
    await switchAccount('Ana hesap');
    await page.getByRole('menuitem', { name: 'Binalar' }).click();
    await page.getByRole('cell', { name: 'Lale A Blok' }).waitFor();
  });
});
