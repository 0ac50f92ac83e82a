/**
 * A resident's personal page on a phone (issue 11): the manager makes a resident with a flat, a debt and a paid
 * one, asks for the resident's link, and the resident opens it at 390 px without signing in: their flat, open debt
 * and receipt, no sideways scrolling, no serious axe finding, and none of the back office's code downloaded. An
 * unknown link shows the invalid-link page. With a poll made by the manager, the resident votes (the manager reads the
 * vote in the results), opens a request and writes to the management.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  collectionThroughApi,
  createBuildingThroughApi,
  debtThroughApi,
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  moneyDefinitionsThroughApi,
  ownedApartmentThroughApi,
  registerThroughApi,
} from './browser';
import { baseUrl } from './server';

const MANAGER = {
  phone: '5320000111',
  password: 'sakin2026',
  assoc_name: 'Lale Apartmanı',
  name: 'Kemal',
  surname: 'Öztürk',
};

let browser: Browser;
let page: Page;
let residentPath: string;
let managerToken: string;
let surveyId: number;
/** Every script the resident's browser asked for. */
const scripts: string[] = [];

beforeAll(async () => {
  const token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  const buildingId = await createBuildingThroughApi(token, 'A Blok', 10);
  const { apartmentId, residentId } = await ownedApartmentThroughApi(
    token,
    { buildingId, identifier: '7' },
    { name: 'Elif', surname: 'Demirci' },
  );
  const definitions = await moneyDefinitionsThroughApi(token, {
    incomeType: 'Aidat',
    cashAccount: 'Merkez Kasa',
  });
  const debt = { apartmentId, incomeTypeId: definitions.incomeTypeId };
  await debtThroughApi(token, {
    ...debt,
    amount: '400,00',
    dueDate: '01.10.2026',
    description: 'Ekim aidatı',
  });
  await debtThroughApi(token, {
    ...debt,
    amount: '1.250,50',
    dueDate: '01.11.2026',
    description: 'Kasım aidatı',
  });
  // Pays October: a receipt, and one open debt left.
  await collectionThroughApi(token, { residentId, amount: '400,00', ...definitions });
  const link = await apiAs<{ url: string }>(token, 'POST', `/resident/${residentId}/page-link`, {});
  residentPath = new URL(link.url).pathname;
  managerToken = token;
  const survey = await apiAs(token, 'POST', '/survey', {
    title: 'Bahçe düzenlemesi',
    question: 'Bahçeye oyun alanı yapılsın mı?',
    options: ['Evet', 'Hayır'],
    end_date: '31.12.2026',
  });
  surveyId = survey.id;

  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 844 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(E2E_ACTION_TIMEOUT);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
});
afterAll(async () => {
  await browser?.close();
});

describe("a resident's personal page on a phone (390 px)", () => {
  it('shows their flat, open debt and receipt without sign-in, fits the screen and loads no back office code', async () => {
    expect(residentPath).toMatch(/^\/sakin\/[\w-]{20,}$/);
    await page.goto(residentPath);
    await page.getByRole('heading', { level: 1, name: 'Elif Demirci' }).waitFor();
    await page.getByText('Lale Apartmanı').waitFor();

    const flats = page.getByRole('region', { name: 'Dairelerim' });
    await flats.getByText('A Blok 7').waitFor();
    await flats.getByText('Ev sahibi').waitFor();

    const debts = page.getByRole('region', { name: 'Açık borçlarım' });
    await debts.getByText('Kasım aidatı').waitFor();
    expect(await debts.getByText('Ekim aidatı').count()).toBe(0);
    expect(await debts.locator('li').textContent()).toContain('₺1.250,50');
    expect(await debts.getByText('Toplam').locator('xpath=following-sibling::*').textContent()).toBe(
      '₺1.250,50',
    );

    const receipt = page
      .getByRole('region', { name: 'Makbuzlarım' })
      .getByRole('link', { name: /numaralı makbuz/ });
    const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
    // The page's own chunk and what it shares with the app; never the back office (react-admin's App chunk).
    expect(scripts.some((path) => /\/ResidentPage-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(App|authProvider)-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  it('shows the invalid-link page for an unknown link', async () => {
    await page.goto('/sakin/bilinmeyenBaglanti1234567890ab');
    await page.getByRole('heading', { level: 1, name: 'Bu bağlantı açılamıyor' }).waitFor();
    await page
      .getByText('Bağlantı geçersiz ya da süresi dolmuş. Lütfen yönetimden yeni bir bağlantı isteyiniz.')
      .waitFor();
    expect(await page.getByRole('region', { name: 'Açık borçlarım' }).count()).toBe(0);
  });

  it('votes in an open poll, opens a request and writes to the management', async () => {
    await page.goto(residentPath);
    const question = page.getByRole('radiogroup', { name: 'Bahçeye oyun alanı yapılsın mı?' });
    await question.getByRole('radio', { name: 'Evet' }).check();
    await page.getByRole('button', { name: 'Oy ver' }).click();
    await page.getByText('Oyunuz kaydedildi.').waitFor();
    await page.reload();
    expect(await question.getByRole('radio', { name: 'Evet' }).isChecked()).toBe(true);
    const result = await apiAs<{ results: { text: string; votes: number }[] }>(
      managerToken,
      'GET',
      `/survey/${surveyId}`,
    );
    expect(result.results.map(({ text, votes }) => [text, votes])).toEqual([
      ['Evet', 1],
      ['Hayır', 0],
    ]);

    const requests = page.getByRole('region', { name: 'Taleplerim' });
    await requests.getByRole('textbox', { name: 'Konu' }).fill('Otopark lambası yanmıyor');
    await requests.getByRole('combobox', { name: 'Kategori' }).click();
    await page.getByRole('option', { name: 'Arıza' }).click();
    await requests.getByRole('textbox', { name: 'Mesajınız' }).fill('Akşamları otopark karanlık.');
    await requests.getByRole('button', { name: 'Talebi aç' }).click();
    await requests.getByText('Talebiniz alındı.').waitFor();
    await requests.getByRole('heading', { name: 'Otopark lambası yanmıyor' }).waitFor();
    await requests.getByText('Akşamları otopark karanlık.').waitFor();

    const conversation = page.getByRole('region', { name: 'Yönetimle yazışmalarım' });
    await conversation
      .getByRole('textbox', { name: 'Yönetime mesajınız' })
      .fill('Aidat ödemesi için IBAN nedir?');
    await conversation.getByRole('button', { name: 'Gönder' }).click();
    await conversation.getByText('Aidat ödemesi için IBAN nedir?').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
