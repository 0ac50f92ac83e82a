import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { codeFromOutbox, launchBrowser, logIn, newPage, registerThroughApi } from './browser';

const ACCOUNT = {
  phone: '5320000031',
  password: 'eskiSifre2024',
  assoc_name: 'Papatya Apartmanı',
  name: 'Elif',
  surname: 'Aydın',
};
const NEW_PASSWORD = 'yeniSifre2025';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  await registerThroughApi(ACCOUNT);
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('a manager who forgot the password', () => {
  it('renews it with the SMS code and signs in with the new one', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('heading', { name: 'Şifremi unuttum', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill('532 000 00 31');
    await page.getByRole('button', { name: 'Kod gönder' }).click();

    const code = page.getByRole('textbox', { name: 'SMS ile gelen kod' });
    await code.waitFor();
    await code.fill(codeFromOutbox(ACCOUNT.phone));
    await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Yeni şifre (tekrar)' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Şifreyi yenile' }).click();
    await page.getByText('Şifre başarıyla değiştirildi').waitFor();
    await page.getByText('Artık yeni şifrenizle giriş yapabilirsiniz.').waitFor();

    // The old password no longer opens the account.
    await page.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill('532 000 00 31');
    await page.getByRole('textbox', { name: 'Şifre' }).fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByText('Telefon numarası veya şifre hatalı.').waitFor();

    await logIn(page, '532 000 00 31', NEW_PASSWORD);
    await page.getByRole('button', { name: 'Profil' }).filter({ hasText: 'Elif Aydın' }).waitFor();
  });
});
