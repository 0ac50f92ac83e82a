/**
 * A resident's request, there and back (issue 11): the resident opens a request from their personal page on a
 * 390 px phone; the manager is told by the bell, opens the request from the notification, answers it in the back
 * office and marks it in progress; the resident's page then shows the management's answer under the request, with
 * its new status. A new account, so the demo's tickets and notifications do not show.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createBuildingThroughApi,
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  ownedApartmentThroughApi,
  registerThroughApi,
} from './browser';
import { baseUrl } from './server';

const MANAGER = {
  phone: '5320000183',
  password: 'talep2026',
  assoc_name: 'Çınar Apartmanı',
  name: 'Murat',
  surname: 'Şahin',
};

let browser: Browser;
let phone: Page;
let residentPath: string;

beforeAll(async () => {
  const token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  const building = await createBuildingThroughApi(token, 'Çınar Blok', 12);
  const { residentId } = await ownedApartmentThroughApi(
    token,
    { buildingId: building, identifier: '5' },
    { name: 'Elif', surname: 'Demirci', phone: '5341100011' },
  );
  // The link the manager would send; how it reaches the resident is the poll flow's (pollFlow.test.ts) subject.
  const link = await apiAs<{ url: string }>(token, 'POST', `/resident/${residentId}/page-link`, {});
  residentPath = new URL(link.url).pathname;

  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    viewport: { width: 390, height: 844 },
  });
  phone = await context.newPage();
  phone.setDefaultTimeout(E2E_ACTION_TIMEOUT);
});
afterAll(async () => {
  await browser?.close();
});

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('a request from the resident page, answered from the back office', () => {
  it('the resident opens a request on their phone', async () => {
    await phone.goto(residentPath);
    const requests = phone.getByRole('region', { name: 'Taleplerim' });
    await requests.getByText('Açtığınız bir talep yok.').waitFor();
    // Let axe finish the page at rest first: a menu fading in while it measures has a contrast it never keeps.
    await phone.evaluate(() => (window as unknown as { __axeCheckNow(): Promise<void> }).__axeCheckNow());
    await requests.getByRole('textbox', { name: 'Konu' }).fill('Asansör 4. katta duruyor');
    await requests.getByRole('combobox', { name: 'Kategori' }).click();
    await phone.getByRole('option', { name: 'Arıza' }).click();
    await requests.getByRole('textbox', { name: 'Mesajınız' }).fill('Kapı açılmıyor, içeride kimse yok.');
    await requests.getByRole('button', { name: 'Talebi aç' }).click();
    await requests.getByText('Talebiniz alındı.').waitFor();
    const request = requests.getByRole('article').filter({ hasText: 'Asansör 4. katta duruyor' });
    await request.getByText('Açık', { exact: true }).waitFor();
    expect(await sideways(phone)).toBe(false);
  });

  it('the manager is told by the bell, opens it from the notification and answers', async () => {
    const manager = await newPage(browser);
    await logIn(manager, '532 000 01 83', MANAGER.password);
    await manager.getByRole('link', { name: 'Bildirimler, 1 okunmamış' }).click();
    const notice = manager.getByRole('listitem').filter({ hasText: 'Yeni talep: Asansör 4. katta duruyor' });
    await notice.getByText('Elif Demirci: Kapı açılmıyor, içeride kimse yok.').waitFor();
    await notice.getByRole('button', { name: 'Aç' }).click();

    await manager.getByRole('heading', { level: 1, name: 'Asansör 4. katta duruyor' }).waitFor();
    const thread = manager.getByRole('list', { name: 'Mesajlar' });
    await thread.getByText('Kapı açılmıyor, içeride kimse yok.').waitFor();
    await manager
      .getByRole('textbox', { name: 'Sakine yanıtınız' })
      .fill('Teknik servis 30 dakika içinde orada.');
    await manager.getByRole('combobox', { name: 'Yanıttan sonraki durum' }).click();
    await manager.getByRole('option', { name: 'İşlemde' }).click();
    await manager.getByRole('button', { name: 'Yanıtı gönder' }).click();
    await manager.getByText('Yanıt kaydedildi.').waitFor();
    await thread.getByText('Teknik servis 30 dakika içinde orada.').waitFor();
    await manager.context().close();
  });

  it("the resident's page shows the management's answer and the new status", async () => {
    await phone.reload();
    const request = phone
      .getByRole('region', { name: 'Taleplerim' })
      .getByRole('article')
      .filter({ hasText: 'Asansör 4. katta duruyor' });
    const answer = request.getByRole('listitem').filter({ hasText: 'Teknik servis 30 dakika içinde orada.' });
    await answer.waitFor();
    await expect(answer.textContent()).resolves.toMatch(/^Yönetim · /);
    await request.getByText('İşlemde', { exact: true }).waitFor();
    await expect(request.getByText('Açık', { exact: true }).count()).resolves.toBe(0);
    expect(await sideways(phone)).toBe(false);
  });
});
