import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, E2E_ACTION_TIMEOUT, launchBrowser, logIn, logOut } from './browser';
import { E2E_OPERATOR } from './operator';
import { baseUrl } from './server';

let browser: Browser;
let page: Page;

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
});
afterAll(async () => {
  await browser?.close();
});

const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the platform operator’s back office on a phone (390 px), demo data', () => {
  it('a user asks on the help page, the operator answers in /platform, the user reads the answer', async () => {
    await logIn(page);
    await page.goto(`/apps/${encodeURIComponent('nasıl-kullanirim')}`);
    await page.getByRole('heading', { name: 'Platform desteğine sorun' }).waitFor();
    await page.getByRole('textbox', { name: 'Konu' }).fill('Makbuz numarası (e2e)');
    await page
      .getByRole('textbox', { name: 'Sorunuz' })
      .fill('Makbuz numaralarını 1000’den başlatabilir miyim?');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Talebiniz iletildi. Yanıt bu sayfada görünecektir.').waitFor();
    await page.getByText('Yanıt bekleniyor').first().waitFor();
    expect(await sidewaysScroll()).toBe(false);
    await logOut(page);

    // The admin login page names no operator (the demo has none): the one made by operator:create signs in.
    await page.goto('/admin-login');
    await page.getByLabel('Cep telefonu').fill(E2E_OPERATOR.phone);
    expect(await page.getByText(/yöneticisi: telefon/).count()).toBe(0);
    await page.getByLabel('Şifre').fill(E2E_OPERATOR.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL('**/platform/**');

    await page.goto('/platform/accounts');
    await page.getByText('Yeşilvadi Sitesi').first().waitFor();
    expect(await sidewaysScroll()).toBe(false);

    await page.goto('/platform/support-requests');
    await page.getByText('Makbuz numarası (e2e)').first().click();
    await page
      .getByRole('textbox', { name: 'Yanıt' })
      .fill('Evet: Ayarlar > Makbuz bölümünden başlangıç numarasını giriniz.');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL('**/platform/support-requests');
    expect(await sidewaysScroll()).toBe(false);

    await page.goto('/platform/audit-log');
    // The log names each table in Turkish (common/auditTables.ts); the menu beside it is outside main.
    await page.locator('main').getByText('Destek talepleri', { exact: true }).first().waitFor();

    await logIn(page);
    await page.goto('/help');
    await page.getByText('Evet: Ayarlar > Makbuz bölümünden başlangıç numarasını giriniz.').waitFor();
    expect(await page.getByText('Yanıt bekleniyor').count()).toBe(0);
  });

  it('the operator confirms an SMS order and sees the packages and the audit log', async () => {
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '5550000000', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const offered = await apiAs<{ id: number; kind: string }[]>(token, 'GET', '/packages');
    const sms = offered.find((p) => p.kind === 'sms')!;
    const order = await apiAs<{ reference: string }>(token, 'POST', '/package/sms', { id: sms.id });

    // The operator is still signed in from the first test (platformAuth in this browser context).
    await page.goto('/platform/orders');
    await page.getByText(order.reference).waitFor();
    expect(await sidewaysScroll()).toBe(false);
    await page.getByRole('button', { name: 'Ödemeyi onayla' }).first().click();
    // Confirming adds the credits at once: the dialog asks first.
    await page
      .getByRole('dialog', { name: 'Ödeme onaylansın mı?' })
      .getByRole('button', { name: 'Ödemeyi onayla' })
      .click();
    await page.getByText(/Ödeme onaylandı/).waitFor();

    await page.goto('/platform/packages');
    await page.getByText('Lisans', { exact: true }).first().waitFor();
    expect(await sidewaysScroll()).toBe(false);
    await page.goto('/platform/audit-log');
    await page.locator('main').getByText('Siparişler', { exact: true }).first().waitFor();
    expect(await sidewaysScroll()).toBe(false);
  });

  it('the operator opens an account read-only in a new tab, which says so on every page', async () => {
    await page.goto(`/platform/accounts?filter=${encodeURIComponent(JSON.stringify({ q: 'Yeşilvadi' }))}`);
    await page.getByText('Yeşilvadi Sitesi').first().waitFor();
    const [support] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Bu hesap olarak gir' }).first().click(),
    ]);
    const banner = 'Destek oturumu: bu hesabı salt okunur görüyorsunuz; yapılan değişiklikler kaydedilmez.';
    await support.getByText(banner).waitFor();
    await support.goto('/building');
    await support.getByText(banner).waitFor();
    await support.close();
  });
});
