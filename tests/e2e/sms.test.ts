/**
 * Toplu SMS in the browser (issue 10): a message to one building, previewed with each owner's own text and sent;
 * then a message to the debtors owing at least an amount. A new account, so nobody else's residents or credits
 * change the figures.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBuildingThroughApi,
  debtThroughApi,
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  moneyDefinitionsThroughApi,
  newPage,
  ownedApartmentThroughApi,
  registerThroughApi,
  setSmsCreditsInDatabase,
} from './browser';
import { baseUrl } from './server';

const MANAGER = {
  phone: '5320000101',
  password: 'mesaj2026',
  assoc_name: 'Lale Bahçe Sitesi',
  name: 'Derya',
  surname: 'Koç',
};

let browser: Browser;

beforeAll(async () => {
  const token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  await setSmsCreditsInDatabase(MANAGER.phone, 50);
  const lale = await createBuildingThroughApi(token, 'Lale Blok', 10);
  const gul = await createBuildingThroughApi(token, 'Gül Blok', 10);
  const zeynep = await ownedApartmentThroughApi(
    token,
    { buildingId: lale, identifier: '1' },
    { name: 'Zeynep', surname: 'Kaya', phone: '5331000001' },
  );
  const ali = await ownedApartmentThroughApi(
    token,
    { buildingId: lale, identifier: '2' },
    { name: 'Ali', surname: 'Çelik', phone: '5331000002' },
  );
  await ownedApartmentThroughApi(
    token,
    { buildingId: gul, identifier: '1' },
    { name: 'Hasan', surname: 'Öztürk', phone: '5331000003' },
  );
  const { incomeTypeId } = await moneyDefinitionsThroughApi(token, {
    incomeType: 'Aidat',
    cashAccount: 'Merkez Kasa',
  });
  await debtThroughApi(token, {
    apartmentId: zeynep.apartmentId,
    incomeTypeId,
    amount: '1.500,00',
    dueDate: '01.09.2026',
    description: 'Eylül aidatı',
  });
  await debtThroughApi(token, {
    apartmentId: ali.apartmentId,
    incomeTypeId,
    amount: '200,00',
    dueDate: '01.09.2026',
    description: 'Eylül aidatı',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The message box's text, typed as a user would. */
async function writeMessage(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mesaj' }).fill(text);
}

describe('bulk SMS in the browser (a new account with 50 credits)', () => {
  it('on a phone: writes to one building, previews each owner’s own text and sends', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(E2E_ACTION_TIMEOUT);
    await logIn(page, '532 000 01 01', MANAGER.password);
    await page.goto('/apps/toplu-sms');
    await page.getByText('SMS krediniz: 50').waitFor();

    await page.getByRole('tab', { name: 'Binalar' }).click();
    await page.getByRole('combobox', { name: 'Binalar' }).click();
    await page.getByRole('option', { name: 'Lale Blok', exact: true }).click();
    await page.keyboard.press('Escape');
    await writeMessage(page, 'Sayın {ad_soyad}, yarın 10:00-14:00 arası su kesintisi olacaktır.');
    await page.getByText('karakter · Türkçe · 1 SMS').waitFor();
    await page.getByRole('button', { name: 'Önizle' }).click();

    const dialog = page.getByRole('dialog', { name: 'Gönderim önizlemesi' });
    const recipients = dialog.getByRole('table', { name: 'Alıcılar' });
    await recipients
      .getByText('Sayın Zeynep Kaya, yarın 10:00-14:00 arası su kesintisi olacaktır.')
      .waitFor();
    await recipients.getByText('Sayın Ali Çelik, yarın 10:00-14:00 arası su kesintisi olacaktır.').waitFor();
    await expect(recipients.getByText(/Hasan/).count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      'the page scrolls sideways on a phone',
    ).resolves.toBe(false);

    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('2 kişiye 2 SMS (2 kredi) gönderim kuyruğuna alındı.').waitFor();
    await page.getByText('SMS krediniz: 48').waitFor();
    await expect(page.getByRole('textbox', { name: 'Mesaj' }).inputValue()).resolves.toBe('');
    await context.close();
  });

  it('writes to the debtors owing at least 1.000 TL: the preview holds only them, and sends', async () => {
    const page = await newPage(browser);
    await logIn(page, '532 000 01 01', MANAGER.password);
    await page.goto('/sms');

    await page.getByRole('tab', { name: 'Borçlular' }).click();
    const debtors = page.getByRole('table', { name: 'Borçlular' });
    await debtors.getByText('Ali Çelik').waitFor();
    await page.getByRole('textbox', { name: 'En az borç (₺)' }).fill('1.000,00');
    await expect.poll(() => debtors.getByText('Ali Çelik').count()).toBe(0);
    await debtors.getByText('Zeynep Kaya').waitFor();

    await writeMessage(page, 'Sayın {ad_soyad}, {borc} açık borcunuz bulunmaktadır.');
    await page.getByRole('button', { name: 'Önizle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gönderim önizlemesi' });
    const recipients = dialog.getByRole('table', { name: 'Alıcılar' });
    const zeynep = recipients.getByRole('row', { name: /Zeynep Kaya/ });
    await zeynep.waitFor();
    await expect(zeynep.textContent()).resolves.toContain('1.500,00');
    await expect(recipients.getByRole('row').count()).resolves.toBe(2);
    await expect(recipients.getByText(/Ali Çelik/).count()).resolves.toBe(0);

    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('1 kişiye 1 SMS (1 kredi) gönderim kuyruğuna alındı.').waitFor();
    await page.getByText('SMS krediniz: 47').waitFor();
  });
});
