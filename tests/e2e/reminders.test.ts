/**
 * Hatırlatmalar in the browser (docs/reminders.md): the manager makes a rule (3 days before the due date, e-mail
 * then SMS), sees tomorrow's preview with a channel per resident, runs it; the resident with an address gets an
 * .eml in DATA_DIR/mail-outbox/, the other an SMS; the e-mailed link opens the resident's debt at 390 px.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../common/date';
import {
  apiAs,
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
import { baseUrl, databaseUrl, dataDir } from './server';

const MANAGER = {
  phone: '5320000177',
  password: 'hatirla2026',
  assoc_name: 'Menekşe Sitesi',
  name: 'Gül',
  surname: 'Aydın',
};
const ADDRESS = 'selin.tan@example.com';
const SMS_PHONE = '5331000132';

let browser: Browser;

beforeAll(async () => {
  const token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  await setSmsCreditsInDatabase(MANAGER.phone, 20);
  const building = await createBuildingThroughApi(token, 'Menekşe Blok', 10);
  const mailed = await ownedApartmentThroughApi(
    token,
    { buildingId: building, identifier: '1' },
    { name: 'Selin', surname: 'Tan', phone: '5331000131' },
  );
  await apiAs(token, 'PUT', '/resident', {
    id: mailed.residentId,
    name: 'Selin',
    surname: 'Tan',
    email: ADDRESS,
  });
  const texted = await ownedApartmentThroughApi(
    token,
    { buildingId: building, identifier: '2' },
    { name: 'Kerem', surname: 'Işık', phone: SMS_PHONE },
  );
  const { incomeTypeId } = await moneyDefinitionsThroughApi(token, {
    incomeType: 'Aidat',
    cashAccount: 'Merkez Kasa',
  });
  // Due 4 days from today: "3 days before" reminds it tomorrow.
  const now = todayInIstanbul();
  const due = formatDmy(todayInIstanbul(new Date(Date.UTC(now.year, now.month - 1, now.day + 4, 12))));
  for (const flat of [mailed, texted]) {
    const debt = { incomeTypeId, amount: '875,00', dueDate: due, description: 'Aralık aidatı' };
    await debtThroughApi(token, { apartmentId: flat.apartmentId, ...debt });
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The reminder e-mails the outbox holds for the address. */
async function mailsTo(address: string) {
  const folder = join(dataDir(), 'mail-outbox');
  if (!existsSync(folder)) return [];
  const mails = await Promise.all(
    readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => simpleParser(readFileSync(join(folder, name)))),
  );
  return mails.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === address);
}

/** The reminder SMS written for the phone (queued, or waiting for 06:00 when run at night). */
async function reminderSms(phone: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      "SELECT text FROM sms_messages WHERE to_phone = $1 AND kind = 'debt_reminder'",
      [phone],
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}

describe('reminders (Hatırlatmalar)', () => {
  it('a rule by e-mail then SMS is previewed, run, and its e-mailed link opens the debt at 390 px', async () => {
    const page = await newPage(browser);
    await logIn(page, MANAGER.phone, MANAGER.password);
    await page.goto('/reminders');
    await page.getByRole('button', { name: 'Yeni kural' }).click();
    await page.getByLabel('Ad', { exact: true }).fill('Üç gün önce');
    await page.getByRole('button', { name: 'Kaydet' }).click();

    const preview = page.getByRole('table', { name: 'Önizleme' });
    await preview.getByRole('row', { name: /Selin Tan.*E-posta/ }).waitFor();
    await preview.getByRole('row', { name: /Kerem Işık.*SMS/ }).waitFor();
    await page.getByText('1 SMS kredisi gerekiyor, 20 kredi var').waitFor();

    await page.getByRole('button', { name: 'Şimdi çalıştır' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Şimdi çalıştır' }).click();
    await page.getByText('Bu gün kimseye hatırlatma gitmiyor.').waitFor();

    expect((await reminderSms(SMS_PHONE))[0]).toContain('875,00 TL');
    const [mail] = await mailsTo(ADDRESS);
    expect(mail!.subject).toBe('Aidat hatırlatması — Menekşe Sitesi');
    const link = /https?:\/\/\S+(\/sakin\/[\w-]{20,})/.exec(mail!.text ?? '')![1]!;

    const phone = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 390, height: 844 },
    });
    const resident = await phone.newPage();
    resident.setDefaultTimeout(E2E_ACTION_TIMEOUT);
    await resident.goto(link);
    const debts = resident.getByRole('region', { name: 'Açık borçlarım' });
    await debts.getByText('Aralık aidatı').waitFor();
    expect(await debts.textContent()).toContain('₺875,00');
  });
});
