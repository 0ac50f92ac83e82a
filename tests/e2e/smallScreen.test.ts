import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  createBuildingThroughApi,
  DEMO_LOGIN,
  debtThroughApi,
  E2E_ACTION_TIMEOUT,
  launchBrowser,
  logIn,
  ownedApartmentThroughApi,
} from './browser';
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

/** Whether the page title shows whole (not cut with an ellipsis). */
const titleWhole = () =>
  page.locator('#react-admin-title').evaluate((title) => title.scrollWidth <= title.clientWidth + 1);

/** How the first record of the list reads on screen: whether a cell reaches past the screen's right edge, whether
 * the header row shows, and each cell's column name as the card writes it before the value. */
async function firstRecordCard() {
  const row = page.locator('tbody .RaDataTable-row').first();
  await row.waitFor();
  return row.evaluate((tr) => {
    const cells = [...tr.querySelectorAll('td')];
    const header = tr.closest('table')?.querySelector('thead');
    return {
      widestRight: Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)),
      headerShown: header ? header.getBoundingClientRect().height > 0 : false,
      names: cells.map((cell) => getComputedStyle(cell, '::before').content),
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

describe('on a phone (390 px), demo account', () => {
  it('shows page titles whole and each list record as one card with every value named and on screen', async () => {
    await logIn(page);
    await page.getByText('Ana sayfa', { exact: true }).first().waitFor();
    expect(await titleWhole()).toBe(true);

    for (const [address, title, named] of [
      ['/buildings', 'Binalar', 'Kayıtlı daire'],
      ['/apartments', 'Daireler', 'Daire No'],
      ['/residents', 'Sakinler', 'Telefon'],
      ['/debts', 'Tüm borçlar', 'Tutar'],
    ] as const) {
      await page.goto(address);
      await page.locator('#react-admin-title').getByText(title).waitFor();
      expect(await titleWhole(), `${address} title`).toBe(true);
      const card = await firstRecordCard();
      expect(card.widestRight, `${address} rightmost value or button`).toBeLessThanOrEqual(390);
      expect(card.pageScrollsSideways, `${address} page width`).toBe(false);
      expect(card.headerShown, `${address} header row`).toBe(false);
      expect(card.names, `${address} column names`).toContain(`"${named}: "`);
    }
  });
});

describe('exemptions on a phone (390 px), demo account', () => {
  it('shows each exemption as a card on screen and opens the add dialog (issue 27)', async () => {
    await page.goto('/exemptions');
    await page.getByRole('heading', { name: 'Muafiyetler', level: 1 }).waitFor();
    const row = page.getByRole('table', { name: 'Muafiyetler' }).locator('tbody tr').first();
    await row.locator('.card-title').waitFor();
    const card = await row.evaluate((tr) => ({
      widestRight: Math.max(
        ...[...tr.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect().right),
      ),
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    }));
    expect(card.widestRight).toBeLessThanOrEqual(390);
    expect(card.pageScrollsSideways).toBe(false);
    // The dialog is on screen too, and the watch checks it with axe.
    await page.getByRole('button', { name: 'Muafiyet ekle' }).click();
    await page.getByRole('dialog', { name: 'Muafiyet ekle' }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('paying on a phone (390 px), demo account', () => {
  it('shows each open debt of the collection page as a card: description, remaining and ÖDE on screen (issue 26)', async () => {
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_LOGIN.phone.replaceAll(' ', ''), password: DEMO_LOGIN.password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const types = await fetch(`${baseUrl()}/api/accounting/types?is_print=true&type=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const incomeTypeId = ((await types.json()) as { Records: { id: number }[] }).Records[0]!.id;
    const building = await createBuildingThroughApi(token, 'Telefon Blok', 2);
    const { apartmentId, residentId } = await ownedApartmentThroughApi(
      token,
      { buildingId: building, identifier: '4' },
      { name: 'Selin', surname: 'Telefoncu' },
    );
    await debtThroughApi(token, {
      apartmentId,
      incomeTypeId,
      amount: '1250',
      dueDate: '01.03.2025',
      description: 'Mart 2025 aidatı ve asansör bakım payı',
    });

    await page.goto(`/collections?resident_id=${residentId}`);
    const table = page.getByRole('table', { name: 'Açık borçlar' });
    const row = table.locator('tbody tr').first();
    await row.getByText('Mart 2025 aidatı ve asansör bakım payı').waitFor();
    const card = await row.evaluate((tr) => {
      const right = (element: Element | null) =>
        element?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY;
      const cells = [...tr.querySelectorAll('td')];
      const header = tr.closest('table')?.querySelector('thead');
      return {
        widestRight: Math.max(...cells.map(right)),
        payRight: right(tr.querySelector('button')),
        headerShown: header ? header.getBoundingClientRect().height > 0 : false,
        names: cells.map((cell) => getComputedStyle(cell, '::before').content),
        pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
        tableScrollsSideways: (() => {
          const box = tr.closest('table')?.parentElement;
          return box ? box.scrollWidth > box.clientWidth + 1 : true;
        })(),
      };
    });
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/collection-390.png`, fullPage: true });
    }
    expect(card.widestRight, 'rightmost value').toBeLessThanOrEqual(390);
    expect(card.payRight, 'ÖDE').toBeLessThanOrEqual(390);
    expect(card.headerShown).toBe(false);
    expect(card.names).toEqual(expect.arrayContaining(['"Açıklama: "', '"Kalan: "']));
    expect(card.pageScrollsSideways).toBe(false);
    expect(card.tableScrollsSideways).toBe(false);
    await expect(row.textContent()).resolves.toContain('₺1.250,00');

    // Paying works from the card without scrolling sideways.
    await row.getByRole('button', { name: /borcunu öde$/ }).click();
    await page.getByRole('dialog').waitFor();
  });
});

/** The demo account's token, for setting up records through the API. */
async function demoToken(): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: DEMO_LOGIN.phone.replaceAll(' ', ''), password: DEMO_LOGIN.password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * How a detail table reads at 390 px: whether the page or the table's own box scrolls sideways, whether a cell of
 * its first row reaches past the screen's right edge, and the first row's text.
 */
async function detailTable(name: string) {
  const table = page.getByRole('table', { name });
  const row = table.locator('tbody tr').first();
  await row.waitFor();
  return table.evaluate((element) => {
    const box = element.parentElement!;
    const first = element.querySelector('tbody tr')!;
    const scroller = document.scrollingElement ?? document.documentElement;
    return {
      pageScrollsSideways: scroller.scrollWidth > scroller.clientWidth + 1,
      tableScrollsSideways: box.scrollWidth > box.clientWidth + 1,
      widestRight: Math.max(
        ...[...first.querySelectorAll('td')].map((cell) => cell.getBoundingClientRect().right),
      ),
      firstRow: (first as HTMLElement).innerText,
    };
  });
}

describe('detail tables on a phone (390 px), demo account', () => {
  it('shows the supplier statement, a report and the relatives without sideways scrolling, values on screen', async () => {
    const token = await demoToken();
    const today = new Date().toLocaleDateString('tr-TR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const supplier = await apiAs(token, 'POST', '/current/account', {
      name: 'Kuzey Asansör Bakım ve Onarım Hizmetleri Ltd. Şti.',
      tax_number: '4870012345',
    });
    await apiAs(token, 'POST', '/current/record', {
      current_account_id: supplier.id,
      amount: 4750.25,
      date: today,
      document_no: 'KA-2026-000042',
      description: 'Asansör bakımı ve kabin aydınlatmasının onarımı',
    });
    const resident = await apiAs(token, 'POST', '/resident', {
      name: 'Nermin',
      surname: 'Akdeniz',
      phone: null,
    });
    await apiAs(token, 'POST', '/resident/parent', {
      resident_id: resident.id,
      name: 'Zeynep',
      surname: 'Akdenizoğlu',
      national_id: 10000000146,
      phone: '5321234567',
      relation: 'Kızı',
      lives_in: true,
    });

    await page.goto(`/current-accounts/${supplier.id}/statement`);
    const statementTitle = 'Cari ekstre: Kuzey Asansör Bakım ve Onarım Hizmetleri Ltd. Şti.';
    await page.getByRole('heading', { name: statementTitle, level: 1 }).waitFor();
    const statement = await detailTable(statementTitle);
    expect(statement.pageScrollsSideways, 'statement page').toBe(false);
    expect(statement.tableScrollsSideways, 'statement table').toBe(false);
    expect(statement.widestRight, 'statement rightmost value').toBeLessThanOrEqual(390);
    expect(statement.firstRow).toContain('KA-2026-000042');
    expect(statement.firstRow).toContain('₺4.750,25');
    const heading = await page
      .getByRole('heading', { name: statementTitle, level: 1 })
      .evaluate(
        (title) => title.getBoundingClientRect().right <= 390 && title.scrollWidth <= title.clientWidth + 1,
      );
    expect(heading, 'statement heading whole').toBe(true);
    expect(await titleWhole(), 'statement title in the app bar').toBe(true);
    await page.getByRole('button', { name: 'Yazdır' }).waitFor();
    await page.getByRole('button', { name: 'PDF' }).waitFor();

    await page.goto('/reports/balance');
    const report = await detailTable('Bakiye raporu');
    expect(report.pageScrollsSideways, 'report page').toBe(false);
    expect(report.tableScrollsSideways, 'report table').toBe(false);
    expect(report.widestRight, 'report rightmost value').toBeLessThanOrEqual(390);
    expect(report.firstRow).toMatch(/₺/);

    await page.goto(`/residents/${resident.id}/show`);
    const relatives = await detailTable('Yakınlar');
    expect(relatives.pageScrollsSideways, 'relatives page').toBe(false);
    expect(relatives.tableScrollsSideways, 'relatives table').toBe(false);
    expect(relatives.widestRight, 'relatives rightmost value or button').toBeLessThanOrEqual(390);
    expect(relatives.firstRow).toContain('Zeynep Akdenizoğlu');
    expect(relatives.firstRow).toContain('Kızı');

    if (process.env.E2E_SCREENSHOTS) {
      const shots: [string, string][] = [
        ['statement', `/current-accounts/${supplier.id}/statement`],
        ['report', '/reports/balance'],
        ['relatives', `/residents/${resident.id}/show`],
      ];
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 844 });
        for (const [name, address] of shots) {
          await page.goto(address);
          await page.locator('tbody tr').first().waitFor();
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`,
            fullPage: true,
          });
        }
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});

describe('the reminders’ run history on a phone (390 px), demo account', () => {
  it('shows each run as a card, nothing scrolling sideways', async () => {
    await page.goto('/reminders');
    const history = await detailTable('Çalışma geçmişi');
    expect(history.pageScrollsSideways, 'reminders page').toBe(false);
    expect(history.tableScrollsSideways, 'run history table').toBe(false);
    expect(history.widestRight, 'run history rightmost value').toBeLessThanOrEqual(390);
    // Each value names its column (the header row is hidden on a phone).
    const names = await page
      .getByRole('table', { name: 'Çalışma geçmişi' })
      .locator('tbody tr')
      .first()
      .evaluate((row) =>
        [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell, '::before').content),
      );
    expect(names).toContain('"Gönderilen: "');
    if (process.env.E2E_SCREENSHOTS) {
      await page.getByRole('table', { name: 'Çalışma geçmişi' }).screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/reminder-runs-390.png`,
      });
    }
  });
});

describe('an address that does not exist', () => {
  it('says so in text every reader can read (axe checks the page after this test)', async () => {
    await page.goto('/no-such-page');
    await page.getByText('Adres yanlış yazılmış ya da bağlantı artık geçerli değil.').waitFor();
  });
});
