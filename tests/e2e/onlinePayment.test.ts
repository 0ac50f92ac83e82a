/**
 * Online dues payment with the `test` provider at 390 px (issue 24). The manager turns online payment on; the
 * resident opens their link, pays two debts of the test bank, and sees "Ödemeniz alındı" with the receipt; the manager sees the collection in the cash account and in Online
 * ödemeler, refunds it, and the resident's debts are open again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createBuildingThroughApi,
  debtThroughApi,
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  moneyDefinitionsThroughApi,
  ownedApartmentThroughApi,
  registerThroughApi,
} from './browser';
import { baseUrl } from './server';

const MANAGER = {
  phone: '5320000244',
  password: 'odeme2026',
  assoc_name: 'Menekşe Sitesi',
  name: 'Selin',
  surname: 'Aksoy',
};

let browser: Browser;
let page: Page;
let residentPath: string;
let token: string;
let cashAccountId: number;

/** The cash account's balance as the API answers it (lira). */
async function balanceOf(): Promise<number | undefined> {
  const response = await fetch(`${baseUrl()}/api/accounts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { Records: { id: number; balance: number }[] };
  return answer.Records.find((account) => account.id === cashAccountId)?.balance;
}

beforeAll(async () => {
  token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  const buildingId = await createBuildingThroughApi(token, 'C Blok', 10);
  const { apartmentId, residentId } = await ownedApartmentThroughApi(
    token,
    { buildingId, identifier: '4' },
    { name: 'Deniz', surname: 'Kara' },
  );
  const definitions = await moneyDefinitionsThroughApi(token, {
    incomeType: 'Aidat',
    cashAccount: 'Merkez Kasa',
  });
  cashAccountId = definitions.cashAccountId;
  const debt = { apartmentId, incomeTypeId: definitions.incomeTypeId };
  await debtThroughApi(token, {
    ...debt,
    amount: '400,00',
    dueDate: '01.10.2026',
    description: 'Ekim aidatı',
  });
  await debtThroughApi(token, {
    ...debt,
    amount: '450,00',
    dueDate: '01.11.2026',
    description: 'Kasım aidatı',
  });
  await apiAs(token, 'PUT', '/online-payments/settings', {
    provider: 'test',
    commission_payer: 'association',
    commission_rate: '1,99',
    cash_account_id: cashAccountId,
  });
  const link = await apiAs<{ url: string }>(token, 'POST', `/resident/${residentId}/page-link`, {});
  residentPath = new URL(link.url).pathname;

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

describe('online dues payment with the test provider (390 px)', () => {
  it('the resident pays two debts at the test bank and sees the receipt', async () => {
    await page.goto(residentPath);
    const debts = page.getByRole('region', { name: 'Açık borçlarım' });
    await debts.getByRole('button', { name: 'Öde' }).waitFor();
    expect(await debts.getByRole('checkbox', { checked: true }).count()).toBe(2);
    expect(await debts.getByText('Ödenecek tutar').locator('xpath=following-sibling::*').textContent()).toBe(
      '₺850,00',
    );
    await debts.getByRole('button', { name: 'Öde' }).click();

    await page.getByRole('heading', { name: 'Test bankası — gerçek para çekilmez' }).waitFor();
    await page.getByText('₺850,00').waitFor();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma (AA/YY)').fill('12/29');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Öde' }).click();

    await page.waitForURL(/\/sakin\/[\w-]+\?payment=\d+$/);
    await page.getByText('Ödemeniz alındı').waitFor();
    const receipt = page.getByRole('link', { name: /numaralı makbuz/ }).first();
    const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('region', { name: 'Açık borçlarım' }).getByText('Açık borcunuz yok.').waitFor();
  });

  it('the manager sees it in the cash book and Online ödemeler, refunds it, and the debts are open again', async () => {
    // 850,00 collected, less the 1,99 % commission (16,92) the association bears, booked as a bank-fee expense.
    await expect.poll(balanceOf).toBe(833.08);
    await logIn(page, MANAGER.phone, MANAGER.password);
    // The cash book of the account the card payments go to: the collection and the commission.
    await page.goto('/reports/cash-book');
    await page.getByRole('combobox', { name: 'Hesap' }).click();
    await page.getByRole('option', { name: 'Merkez Kasa', exact: true }).click();
    await page.getByRole('button', { name: 'Göster' }).click();
    await page.getByText('850,00', { exact: false }).first().waitFor();
    await page.getByText('16,92', { exact: false }).first().waitFor();
    await page.goto('/online-payments');
    const table = page.getByRole('table', { name: 'Online ödemeler' });
    await table.getByText('Deniz Kara').waitFor();
    await table.getByText('Ödendi').waitFor();
    await table.getByRole('button', { name: 'İade et: Deniz Kara ödemesi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/borçlar yeniden açık olur/).waitFor();
    await dialog.getByRole('button', { name: 'İade et' }).click();
    await table.getByText('İade edildi').waitFor();
    await expect.poll(balanceOf).toBe(0);

    await page.goto(residentPath);
    const debts = page.getByRole('region', { name: 'Açık borçlarım' });
    await debts.getByText('Ekim aidatı').waitFor();
    await debts.getByText('Kasım aidatı').waitFor();
  });
});
