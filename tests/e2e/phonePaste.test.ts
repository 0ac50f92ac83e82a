import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, launchBrowser, newPage } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Puts a number into a phone field as a paste does: the whole text at once. */
async function paste(field: string, text: string) {
  const input = page.getByRole('textbox', { name: field });
  await input.click();
  await input.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
  return input;
}

describe('phone numbers pasted in their usual forms are kept whole', () => {
  it('on the login, registration and forgotten-password forms, and signs in with +90', async () => {
    await page.goto('/register');
    await expect((await paste('Cep telefonu', '0544 987 65 43')).inputValue()).resolves.toBe('544 987 65 43');

    await page.goto('/forgot-password');
    await expect((await paste('Cep telefonu', '(0544) 987-65-43')).inputValue()).resolves.toBe(
      '544 987 65 43',
    );

    await page.goto('/login');
    await expect((await paste('Cep telefonu', '+90 555 000 00 00')).inputValue()).resolves.toBe(
      DEMO_LOGIN.phone,
    );
    await page.getByLabel('Şifre').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByText('Giriş Başarıyla Tamamlandı').waitFor();
  });
});
