/**
 * Staff in the browser (issue 12): a staff member added on the staff screen reached from the quick link
 * apps/personel-islemleri, then an annual leave recorded for them across Kurban Bayramı, its working days counted
 * by the server, then their wage paid from the cash desk and seen in the cash book. A new account, so nothing else
 * is listed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBuildingThroughApi,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  registerThroughApi,
} from './browser';

const MANAGER = {
  phone: '5320000161',
  password: 'personel2026',
  assoc_name: 'Ihlamur Sitesi',
  name: 'Selin',
  surname: 'Aksoy',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  await createBuildingThroughApi(token, 'C Blok', 12);
  browser = await launchBrowser();
  page = await newPage(browser);
  await logIn(page, '532 000 01 61', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('staff and their leave in the browser (a new account)', () => {
  it('adds a doorman from the personel-islemleri quick link', async () => {
    await page.goto('/apps/personel-islemleri');
    await page.waitForURL(/\/staff$/);
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Ad soyad/ }).fill('Hüseyin Kapıcı');
    await dialog.getByRole('combobox', { name: /Görevi/ }).click();
    await page.getByRole('option', { name: 'Kapıcı' }).click();
    await dialog.getByRole('textbox', { name: /Telefon/ }).fill('0533 444 55 66');
    await dialog.getByRole('combobox', { name: /Binalar/ }).click();
    await page.getByRole('option', { name: 'C Blok' }).click();
    await dialog.getByRole('textbox', { name: /İşe başlama tarihi/ }).fill('15.03.2020');
    await dialog.getByRole('textbox', { name: /Aylık brüt ücret/ }).fill('30000');
    await dialog.getByRole('textbox', { name: /T.C. kimlik no/ }).fill('10000000146');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Personel eklendi.').waitFor();
    const row = page.getByRole('row', { name: /Hüseyin Kapıcı/ });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('533 444 55 66');
    expect(text).toContain('C Blok');
    expect(text).toContain('15.03.2020');
  });

  it('records an annual leave across Kurban Bayramı and sees its working days', async () => {
    await page.goto('/vacations');
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Personel/ }).click();
    await page.getByRole('option', { name: 'Hüseyin Kapıcı' }).click();
    await dialog.getByRole('combobox', { name: /İzin türü/ }).click();
    await page.getByRole('option', { name: 'Yıllık izin' }).click();
    // Monday 25 May to Friday 5 June 2026: the arife (26 May) counts, the bayram (27–30 May) does not.
    await dialog.getByRole('textbox', { name: /İlk gün/ }).fill('25.05.2026');
    await dialog.getByRole('textbox', { name: /Son gün/ }).fill('05.06.2026');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('İzin kaydedildi.').waitFor();
    const row = page.getByRole('row', { name: /Hüseyin Kapıcı/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual(expect.arrayContaining(['Yıllık izin', '25.05.2026', '05.06.2026', '7']));

    // On a phone the leave is a card, nothing past the screen's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText('Hüseyin Kapıcı').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('records the doorman’s wage from the cash desk and finds it in the cash book', async () => {
    await page.goto('/staff-payments');
    await page.getByRole('button', { name: 'Yeni' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Personel/ }).click();
    await page.getByRole('option', { name: 'Hüseyin Kapıcı' }).click();
    // A new payment is a wage: the form offers the monthly wage entered with the staff member.
    await dialog.getByRole('button', { name: 'Aylık ücreti yaz' }).click();
    await dialog.getByRole('combobox', { name: /Kasa/ }).click();
    await page.getByRole('option', { name: 'Merkez Kasa' }).click();
    await dialog.getByRole('combobox', { name: /Gider türü/ }).click();
    await page.getByRole('option', { name: 'Personel maaşı' }).click();
    await dialog.getByRole('textbox', { name: /Açıklama/ }).fill('Mart maaşı');
    // A new account's cash desk is empty: the form says the wage takes it below zero, and saves once told to.
    await dialog
      .getByText('Bu kayıtla Merkez Kasa bakiyesi eksiye düşüyor: şu an ₺0,00, kaydedince -₺30.000,00.')
      .waitFor();
    await dialog.getByRole('checkbox', { name: 'Kasa eksiye düşse de kaydet' }).check();
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Personel ödemesi kaydedildi.').waitFor();
    const row = page.getByRole('row', { name: /Mart maaşı/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Hüseyin Kapıcı.*Maaş.*Merkez Kasa.*Personel maaşı.*₺30\.000,00/);

    await page.goto('/reports/cash-book');
    const book = page.getByRole('table', { name: 'Kasa defteri' });
    const paid = book.getByRole('row', { name: /Personel ödemesi/ });
    await paid.waitFor();
    expect(await paid.textContent()).toMatch(
      /Merkez Kasa.*Personel ödemesi.*Hüseyin Kapıcı.*Mart maaşı.*30\.000,00/,
    );
  });
});
