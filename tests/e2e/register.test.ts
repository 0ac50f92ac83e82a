import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launchBrowser, logIn, logOut, newPage } from './browser';

const PHONE = '5320000001';
const PHONE_TYPED = '532 000 00 01';
const PASSWORD = 'yeniSite2024';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('a new building manager signs up', () => {
  it('registers with the SMS code, finishes the first-time tutorial, and signs in again', async () => {
    // Step 1: the phone number gets an SMS code.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Hesap oluştur' }).click();
    await page.getByRole('heading', { name: 'Hesap oluştur', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(PHONE_TYPED);
    await page.getByRole('button', { name: 'Kod gönder' }).click();

    // Step 2: a wrong code is refused, the code from the SMS is accepted.
    const code = page.getByRole('textbox', { name: 'Doğrulama kodu' });
    await code.waitFor();
    const sent = codeFromOutbox(PHONE);
    await code.fill(sent === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await page.getByText('Kod geçersiz. SMS’i kontrol ediniz veya yeni kod isteyiniz.').waitFor();
    await code.fill(sent);
    await page.getByRole('button', { name: 'Doğrula' }).click();

    // Step 3: the account's details.
    await page.getByRole('textbox', { name: 'Site / dernek adı' }).fill('Çamlık Evleri');
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Zeynep');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Demir');
    await page.getByRole('textbox', { name: 'E-posta (isteğe bağlı)' }).fill('zeynep@camlik.example');
    await page.getByRole('textbox', { name: 'Şifre' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Hesabı oluştur' }).click();

    // Signed in, the new manager is sent to the first-time tutorial.
    await page.waitForURL('**/tutorial');
    await page.getByRole('heading', { name: 'İlk adımlar', level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Profil' }).textContent()).resolves.toContain(
      'Zeynep Demir',
    );
    await page.getByText('Sitenizdeki her bloğu daire sayısıyla girin.', { exact: false }).waitFor();
    for (const stepText of [
      'Her daireyi alanı',
      'Aidat gruplarını ve borç türlerini',
      'Her ödemeyi ilgili borca',
    ]) {
      await page.getByRole('button', { name: 'İleri' }).click();
      await page.getByText(stepText).waitFor();
      // The previous step folds away; then only the new step's buttons remain.
      await expect.poll(() => page.getByRole('button', { name: 'Geri' }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Bitir' }).click();
    await page
      .getByText('Başarılı bir şekilde adımları tamamladınız en kısa sürede size ulaşacağız')
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await logOut(page);

    // Another day, in a new browser window: the phone and password sign in, and the tutorial is not offered again.
    const later = await newPage(browser);
    const tutorialChecked = later.waitForResponse((response) => response.url().includes('/api/tutorial'));
    await logIn(later, PHONE_TYPED, PASSWORD);
    await tutorialChecked;
    await later.getByRole('menuitem', { name: 'Ana sayfa' }).waitFor();
    await later.getByText('Binalar').first().waitFor();
    expect(new URL(later.url()).pathname).toBe('/');
    await expect(later.getByRole('heading', { name: 'İlk adımlar', level: 1 }).count()).resolves.toBe(0);
    await later.context().close();
  });
});
