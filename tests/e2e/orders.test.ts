import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToDmy, todayInIstanbul } from '../../common/date';
import { MESSAGES } from '../../common/messages';
import { addMonths } from '../../server/domain/orders';
import { finishTutorialThroughApi, launchBrowser, newPage, registerThroughApi } from './browser';
import { E2E_OPERATOR } from './operator';
import { databaseUrl } from './server';

/**
 * An owner whose licence has ended orders a package in the browser; the operator confirms the transfer in the
 * operator's back office (/platform); the owner sees the new end.
 */
const OWNER = {
  phone: '5320000157',
  phoneDisplay: '532 000 01 57',
  password: 'lisans2026',
  assoc_name: 'Lisans Sitesi',
  name: 'Kemal',
  surname: 'Aydın',
};

let browser: Browser;
let page: Page;

async function endLicenceInDatabase(phone: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `UPDATE accounts SET licence_end = '2026-01-31' WHERE id = (SELECT account_id FROM users WHERE phone = $1)`,
      [phone],
    );
  } finally {
    await client.end();
  }
}

/** The operator, in a browser of their own, confirms the transfer in the back office's orders list. */
async function operatorConfirms(reference: string) {
  const operator = await newPage(browser);
  await operator.goto('/admin-login');
  await operator.getByLabel('Cep telefonu').fill(E2E_OPERATOR.phone);
  await operator.getByLabel('Şifre').fill(E2E_OPERATOR.password);
  await operator.getByRole('button', { name: 'Giriş yap' }).click();
  await operator.waitForURL('**/platform/**');
  await operator.goto('/platform/orders');
  // The list opens on the orders awaiting payment.
  const row = operator.getByRole('row', { name: new RegExp(reference) });
  await row.getByRole('button', { name: 'Ödemeyi onayla' }).click();
  // Confirming adds licence time at once: the dialog asks first.
  await operator
    .getByRole('dialog', { name: 'Ödeme onaylansın mı?' })
    .getByRole('button', { name: 'Ödemeyi onayla' })
    .click();
  await row.waitFor({ state: 'detached' });
  await operator.context().close();
}

beforeAll(async () => {
  await finishTutorialThroughApi(await registerThroughApi(OWNER));
  await endLicenceInDatabase(OWNER.phone);
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('ordering a licence package (issue 12)', () => {
  it('the owner of an ended licence orders, the operator confirms the transfer, the owner sees the new end', async () => {
    await page.goto('/login');
    await page.getByLabel('Cep telefonu').fill(OWNER.phoneDisplay);
    await page.getByLabel('Şifre').fill(OWNER.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();

    // Login still refuses the ended licence and shows the licence screen; the owner signs in to it only.
    await page.getByRole('heading', { name: 'Lisans süresi doldu' }).waitFor();
    await page.getByText(MESSAGES.licenceExpired).waitFor();
    await page.getByLabel('Cep telefonu').fill(OWNER.phoneDisplay);
    await page.getByLabel('Şifre').fill(OWNER.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();

    await page.getByRole('heading', { name: 'Lisans ve paketler' }).waitFor();
    await page.getByText('31.01.2026').waitFor();
    await page.getByText('Sona erdi').waitFor();
    await page.getByRole('button', { name: 'Başlangıç 12 ay sipariş ver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();

    // The transfer details and the reference to quote.
    const details = page.getByRole('region', { name: /numaralı siparişiniz/ });
    await details.waitFor();
    await expect(details.textContent()).resolves.toContain('TR66 0006 2000 0012 3456 7890 12');
    const reference = /SY\d+-[A-Z2-9]{6}/.exec((await details.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    await page.getByRole('row', { name: new RegExp(`${reference}.*Ödeme bekleniyor`) }).waitFor();

    await operatorConfirms(reference!);

    // The owner opens the licence screen again: the licence runs twelve months from today, the order is paid.
    await page.reload();
    const today = todayInIstanbul();
    const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
    const newEnd = isoToDmy(addMonths(todayIso, 12))!;
    await page.getByText(newEnd).waitFor();
    await page.getByText('Başlangıç 12 ay', { exact: true }).first().waitFor();
    await page.getByRole('row', { name: new RegExp(`${reference}.*Ödendi`) }).waitFor();
    await expect(page.getByText('Sona erdi').count()).resolves.toBe(0);

    // And signs in as usual again.
    await page.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
    await page.getByLabel('Cep telefonu').fill(OWNER.phoneDisplay);
    await page.getByLabel('Şifre').fill(OWNER.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByText('Giriş Başarıyla Tamamlandı').waitFor();
  });

  it('shows the licence page and the orders on a phone (390 px) without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scrollsSideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.goto('/licence');
    await page.getByRole('heading', { name: 'Lisans ve paketler' }).waitFor();
    await page.getByRole('row', { name: /Ödendi/ }).waitFor();
    expect(await scrollsSideways()).toBe(false);
    await page.goto('/orders');
    await page.getByRole('region', { name: 'Havale / EFT ile ödeme' }).waitFor();
    const receipt = page.getByRole('button', { name: /^Makbuz: SY/ });
    await receipt.waitFor();
    expect((await receipt.boundingBox())!.x + (await receipt.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await scrollsSideways()).toBe(false);
  });
});
