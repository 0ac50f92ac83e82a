import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, E2E_ACTION_TIMEOUT, launchBrowser, logIn } from './browser';
import { baseUrl } from './server';

let browser: Browser;
let page: Page;
let token: string;
let resident: { id: number; name: string; surname: string };

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
  const login = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '5550000000', password: 'demo1234' }),
  });
  token = ((await login.json()) as { token: string }).token;
  // POST /resident with ?page lists the residents of flats (the API section "Buildings, apartments, residents").
  const residents = await fetch(`${baseUrl()}/api/resident?page=1&per_page=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  resident = ((await residents.json()) as { Records: (typeof resident)[] }).Records[0]!;
});
afterAll(async () => {
  await browser?.close();
});

const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('tickets and conversations on a phone (390 px), demo account', () => {
  it('lists a ticket, opens its thread and answers it with a new status', async () => {
    await apiAs(token, 'POST', '/ticket', {
      subject: 'Asansör arızası (e2e)',
      category: 'fault',
      resident_id: resident.id,
      body: 'Asansör 3. katta kaldı.',
    });
    await logIn(page);
    await page.goto('/tickets');
    await page.getByText('Asansör arızası (e2e)').first().click();
    await page.getByRole('list', { name: 'Mesajlar' }).getByText('Asansör 3. katta kaldı.').waitFor();
    expect(await sidewaysScroll()).toBe(false);

    await page.getByRole('textbox', { name: 'Sakine yanıtınız' }).fill('Servis yolda.');
    await page.getByRole('combobox', { name: 'Yanıttan sonraki durum' }).click();
    await page.getByRole('option', { name: 'İşlemde' }).click();
    await page.getByRole('button', { name: 'Yanıtı gönder' }).click();
    await page.getByText('Yanıt kaydedildi.').waitFor();
    await page.getByRole('list', { name: 'Mesajlar' }).getByText('Servis yolda.').waitFor();
    expect(await sidewaysScroll()).toBe(false);
  });

  it('shows a conversation with its thread and the notifications page', async () => {
    await apiAs(token, 'POST', `/user/sendmessage/${resident.id}`, { message: 'Aidat hatırlatması (e2e)' });
    await page.goto('/conversations');
    await page.getByText(`${resident.name} ${resident.surname}`).first().click();
    await page.getByRole('list', { name: 'Mesajlar' }).getByText('Aidat hatırlatması (e2e)').waitFor();
    await page.getByRole('textbox', { name: 'Mesajınız' }).fill('Yarın son gün.');
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    await page.getByRole('list', { name: 'Mesajlar' }).getByText('Yarın son gün.').waitFor();
    expect(await sidewaysScroll()).toBe(false);

    await page.getByRole('link', { name: /^Bildirimler/ }).click();
    await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).waitFor();
    expect(await sidewaysScroll()).toBe(false);
  });
});
