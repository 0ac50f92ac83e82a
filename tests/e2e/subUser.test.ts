import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, logOut, newPage } from './browser';

const SUB_USER = { phone: '532 000 00 11', password: 'kapici2024' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('a sub-user without access to buildings and residents (demo account)', () => {
  it('is created by the owner with the permission grid, then sees no buildings anywhere', async () => {
    // The owner opens Alt kullanıcılar and adds the doorman with "Sakin ve daireler" viewing set to none.
    await logIn(page);
    await page.getByRole('menuitem', { name: 'Alt kullanıcılar' }).click();
    await page.getByRole('link', { name: 'Yeni' }).first().click();
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Hasan');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Kapıcı');
    await page.getByRole('textbox', { name: 'Telefon' }).fill(SUB_USER.phone);
    await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(SUB_USER.password);

    const residentsViewing = page.getByRole('combobox', { name: 'Sakin ve daireler – Görüntüleme' });
    await expect(residentsViewing.textContent()).resolves.toBe('Tam yetki');
    await residentsViewing.click();
    await page.getByRole('option', { name: 'Yok' }).click();
    await expect(residentsViewing.textContent()).resolves.toBe('Yok');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Alt kullanıcı eklendi.', { exact: false }).waitFor();
    await page.getByRole('cell', { name: 'Hasan' }).waitFor();

    // The saved level is what the grid shows when the sub-user is opened again.
    await page.getByRole('cell', { name: 'Hasan' }).click();
    await expect(residentsViewing.textContent()).resolves.toBe('Yok');
    await expect(page.getByRole('combobox', { name: 'Muhasebe – Görüntüleme' }).textContent()).resolves.toBe(
      'Tam yetki',
    );

    await logOut(page);

    // The sub-user signs in: the menu has no Binalar.
    await logIn(page, SUB_USER.phone, SUB_USER.password);
    await page.getByRole('menuitem', { name: 'Ana sayfa' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Binalar' }).count()).resolves.toBe(0);

    // Typing the address shows the access-denied page and none of the account's buildings.
    await page.goto('/buildings');
    await page.getByRole('heading', { level: 1, name: 'Erişim yetkiniz yok' }).waitFor();
    await expect(page.getByText('A Blok').count()).resolves.toBe(0);

    // The API itself refuses the sub-user's token, in Turkish.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/building', {
        headers: { Authorization: `Bearer ${localStorage.getItem('auth')}` },
      });
      return { status: response.status, body: (await response.json()) as { description?: string } };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.description).toBe(
      'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
  });
});
