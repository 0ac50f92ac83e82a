/**
 * A poll from start to result (issue 11): the manager writes a poll in the browser and sends it by SMS to one
 * building; each resident of that building gets their own voting link (in clear only in what the SMS gateway got,
 * here the outbox file; the office's SMS reports show it masked); one resident opens the link on a 390 px phone and votes; the manager's result page
 * counts the vote, and lists as "did not vote" only the other resident the poll was sent to. A new account, so the
 * demo's residents and credits do not change the figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../../server/db';
import { outboxProvider } from '../../server/plugins/sms';
import { deliverCampaign } from '../../server/services/sms/sending';
import {
  createBuildingThroughApi,
  E2E_ACTION_TIMEOUT,
  finishTutorialThroughApi,
  launchBrowser,
  logIn,
  newPage,
  ownedApartmentThroughApi,
  registerThroughApi,
  setSmsCreditsInDatabase,
} from './browser';
import { baseUrl, databaseUrl, dataDir } from './server';

const MANAGER = {
  phone: '5320000181',
  password: 'anket2026',
  assoc_name: 'Menekşe Sitesi',
  name: 'Selin',
  surname: 'Aydın',
};
const ZEYNEP = { name: 'Zeynep', surname: 'Kaya', phone: '5341100001' };
const ALI = { name: 'Ali', surname: 'Çelik', phone: '5341100002' };
const HASAN = { name: 'Hasan', surname: 'Öztürk', phone: '5341100003' };

let browser: Browser;
let manager: Page;
let token: string;

beforeAll(async () => {
  token = await registerThroughApi(MANAGER);
  await finishTutorialThroughApi(token);
  await setSmsCreditsInDatabase(MANAGER.phone, 20);
  const menekse = await createBuildingThroughApi(token, 'Menekşe Blok', 10);
  const papatya = await createBuildingThroughApi(token, 'Papatya Blok', 10);
  await ownedApartmentThroughApi(token, { buildingId: menekse, identifier: '1' }, ZEYNEP);
  await ownedApartmentThroughApi(token, { buildingId: menekse, identifier: '2' }, ALI);
  await ownedApartmentThroughApi(token, { buildingId: papatya, identifier: '1' }, HASAN);
  browser = await launchBrowser();
  manager = await newPage(browser);
  await logIn(manager, '532 000 01 81', MANAGER.password);
});
afterAll(async () => {
  await browser?.close();
});

/** The texts the account's SMS went out with to one phone, as the SMS reports list them (newest first). */
async function smsTextsTo(phone: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/sms/reports?page=1&per_page=10&key=${phone}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { Records: { phone: string; text: string }[] };
  return body.Records.filter((r) => r.phone.replace(/\D/g, '').endsWith(phone)).map((r) => r.text);
}

/** The texts the outbox, the development SMS gateway, was handed for one phone (DATA_DIR/sms-outbox.jsonl). */
function outboxTextsTo(phone: string): string[] {
  const file = join(dataDir(), 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === phone)
    .map((message) => message.text);
}

/**
 * What the job queue's SMS worker does with a send (server/plugins/smsQueue.ts): hands the account's newest campaign
 * to the gateway, here the outbox. The end-to-end server runs without the job queue.
 */
async function deliverNewestCampaign(): Promise<void> {
  const pool = createPool(databaseUrl(), 1);
  try {
    const { rows } = await pool.query<{ id: number }>(
      'SELECT max(id) AS id FROM sms_campaigns WHERE account_id = (SELECT account_id FROM users WHERE phone = $1)',
      [MANAGER.phone],
    );
    const db = createDb(pool);
    const result = await deliverCampaign(db, outboxProvider(db, dataDir()), rows[0]!.id);
    expect(result.sent).toBe(2);
  } finally {
    await pool.end();
  }
}

/** The personal link in a poll SMS, as a path of this server. */
function linkIn(text: string): string {
  const url = /https?:\/\/\S+\/sakin\/[\w-]+/.exec(text)?.[0];
  if (!url) throw new Error(`no personal link in the SMS: "${text}"`);
  return new URL(url).pathname;
}

describe('a poll: written and sent in the browser, voted from the SMS link on a phone, counted', () => {
  let zeynepLink: string;

  it('writes the poll and sends it to one building: each resident there gets their own link', async () => {
    await manager.goto('/surveys/create');
    await manager.getByRole('textbox', { name: 'Başlık' }).fill('Çatı yalıtımı');
    await manager.getByRole('textbox', { name: 'Soru' }).fill('Çatı yalıtımı bu yaz yapılsın mı?');
    const options = manager.getByRole('textbox', { name: 'Seçenek' });
    await options.nth(0).fill('Evet');
    await options.nth(1).fill('Hayır');
    await manager.getByRole('textbox', { name: 'Son oy günü' }).fill('31.12.2030');
    await manager.getByRole('button', { name: 'Kaydet' }).click();
    await manager.getByText('Anket eklendi.').waitFor();
    await manager.getByRole('heading', { name: 'Çatı yalıtımı', exact: true }).waitFor();
    await manager.getByText('Henüz oy veren yok.').waitFor();

    await manager.getByRole('button', { name: 'SMS ile gönder' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Anketi SMS ile gönder' });
    await dialog.getByRole('checkbox', { name: 'Menekşe Blok' }).check();
    await dialog.getByRole('button', { name: 'Önizle' }).click();
    await dialog.getByText(/^2 kişi, 2 SMS kredisi/).waitFor();
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await dialog.getByText('2 kişiye 2 SMS (2 kredi) gönderim kuyruğuna alındı.').waitFor();
    await dialog.getByRole('button', { name: 'Kapat' }).click();

    // The office sees what was sent with the link masked; the link itself leaves only with the message.
    const [reported] = await smsTextsTo(ZEYNEP.phone);
    expect(reported).toMatch(/anketimize katılın: http\S+\/sakin\/•+/);
    await deliverNewestCampaign();
    const pollTextTo = (phone: string) => outboxTextsTo(phone).find((text) => text.includes('anketimize'));
    const toZeynep = pollTextTo(ZEYNEP.phone);
    const toAli = pollTextTo(ALI.phone);
    expect(toZeynep).toContain('Sayın Zeynep, "Çatı yalıtımı" anketimize katılın:');
    expect(toAli).toContain('Sayın Ali, "Çatı yalıtımı" anketimize katılın:');
    zeynepLink = linkIn(toZeynep ?? '');
    expect(zeynepLink).not.toBe(linkIn(toAli ?? ''));
    // The other building was not asked.
    expect(pollTextTo(HASAN.phone)).toBeUndefined();
    expect(await smsTextsTo(HASAN.phone)).toEqual([]);
  });

  it('the resident opens the link on a phone and votes', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      viewport: { width: 390, height: 844 },
    });
    const phone = await context.newPage();
    phone.setDefaultTimeout(E2E_ACTION_TIMEOUT);
    await phone.goto(zeynepLink);
    await phone.getByRole('heading', { level: 1, name: 'Zeynep Kaya' }).waitFor();
    const question = phone.getByRole('radiogroup', { name: 'Çatı yalıtımı bu yaz yapılsın mı?' });
    await question.getByRole('radio', { name: 'Evet' }).check();
    await phone.getByRole('button', { name: 'Oy ver' }).click();
    await phone.getByText('Oyunuz kaydedildi.').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await context.close();
  });

  it('the manager sees the vote counted, and who of those asked did not vote', async () => {
    await manager.reload();
    await manager.getByText('Toplam 1 oy', { exact: false }).waitFor();
    const chart = manager.getByRole('figure', { name: 'Anketin kişi başı ve arsa payına göre sonuçları' });
    const yes = chart.getByRole('listitem').filter({ hasText: 'Evet' });
    const no = chart.getByRole('listitem').filter({ hasText: 'Hayır' });
    await expect(yes.textContent()).resolves.toContain('Kişi başı: 1 oy · %100');
    await expect(no.textContent()).resolves.toContain('Kişi başı: 0 oy · %0');

    const voted = manager.getByRole('region', { name: 'Oy verenler' });
    await voted.getByRole('cell', { name: 'Zeynep Kaya', exact: true }).waitFor();
    const notVoted = manager.getByRole('region', { name: 'Oy vermeyenler' });
    await notVoted.getByRole('cell', { name: 'Ali Çelik', exact: true }).waitFor();
    // Hasan's building was not sent the poll: he was never asked.
    await expect(notVoted.getByRole('cell', { name: 'Hasan Öztürk', exact: true }).count()).resolves.toBe(0);
    await expect(voted.getByRole('cell', { name: 'Ali Çelik', exact: true }).count()).resolves.toBe(0);
  });
});
