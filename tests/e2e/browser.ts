import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { AccessibilityWatch } from './accessibility';
import { baseUrl, databaseUrl, dataDir } from './server';

const watches: AccessibilityWatch[] = [];

// Every test file driving a browser through this harness: after each test, no screen it reached may have a
// serious or critical axe violation.
afterEach(async () => {
  const findings = (await Promise.all(watches.map((watch) => watch.takeFindings()))).flat();
  expect(findings, 'axe: serious or critical violations on the screens this test reached').toEqual([]);
});

/** Debian's Chromium, headless, with no traffic to the outside world, and every screen it shows checked by axe. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  watches.push(new AccessibilityWatch(browser));
  return browser;
}

/** Debian's Chromium, headless, with no traffic to the outside world. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * How long a click or a wait may take. Two test files drive two browsers at once on CI's two cores, so a screen can
 * take several seconds to draw; a real fault still fails, only later.
 */
export const E2E_ACTION_TIMEOUT = 30_000;

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(E2E_ACTION_TIMEOUT);
  return page;
}

/** The newest 6-digit code the outbox sent to a phone (DATA_DIR/sms-outbox.jsonl). */
export function codeFromOutbox(phone: string): string {
  const lines = readFileSync(join(dataDir(), 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  for (const line of lines.reverse()) {
    const message = JSON.parse(line) as { to: string; text: string };
    const code = message.to === phone ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    if (code) return code;
  }
  throw new Error(`no code was sent to ${phone}`);
}

export const DEMO_LOGIN = { phone: '555 000 00 00', password: 'demo1234' };

export async function logIn(
  page: Page,
  phone = DEMO_LOGIN.phone,
  password = DEMO_LOGIN.password,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Cep telefonu').fill(phone);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.getByText('Giriş Başarıyla Tamamlandı').waitFor();
}

/** Signs out from the app bar's profile menu and waits for the login page. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await page.getByRole('button', { name: 'Giriş yap' }).waitFor();
}

export interface NewAccount {
  phone: string;
  password: string;
  assoc_name: string;
  name: string;
  surname: string;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as T & { description?: string };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.description}`);
  return body;
}

/**
 * Test set-up without the browser: registers an account through the API as the register page does (code by
 * SMS, code check, account details) and returns its token.
 */
export async function registerThroughApi(account: NewAccount): Promise<string> {
  await api(`/register/send/code?phone=${account.phone}`);
  await api(`/register/control/code?phone=${account.phone}&code=${codeFromOutbox(account.phone)}`);
  const { token } = await api<{ token: string }>('/register', {
    method: 'POST',
    body: JSON.stringify({ ...account, email: null }),
  });
  return token;
}

/** Test set-up without the browser: a call of the API as the token's user; resolves to the answer's `data`. */
export async function apiAs<T = { id: number }>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await api<{ data: T }>(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answer.data;
}

/** Test set-up without the browser: a building in the account the token acts in; resolves to its id. */
export async function createBuildingThroughApi(
  token: string,
  name: string,
  apartmentLimit: number,
): Promise<number> {
  const building = await apiAs(token, 'POST', '/building', { name, apartment_limit: apartmentLimit });
  return building.id;
}

/** Test set-up without the browser: the account's owner has been through the first-time tutorial already. */
export async function finishTutorialThroughApi(token: string) {
  await api('/tutorial', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ step: 3, is_completed: true, is_first: false }),
  });
}

/**
 * Test set-up without the browser: the licensed apartment limit of the account a phone signs in to (a new
 * account gets 50; raising it is a sales step the product has no screen for).
 */
export async function setApartmentLimitInDatabase(phone: string, limit: number) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      'UPDATE accounts SET apartment_limit = $2 WHERE id = (SELECT account_id FROM users WHERE phone = $1)',
      [phone, limit],
    );
  } finally {
    await client.end();
  }
}

/** Test set-up without the browser: the SMS credits an account has bought (a sales step with no screen here). */
export async function setSmsCreditsInDatabase(phone: string, credits: number) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      'UPDATE accounts SET sms_credits = $2 WHERE id = (SELECT account_id FROM users WHERE phone = $1)',
      [phone, credits],
    );
  } finally {
    await client.end();
  }
}

/**
 * Test set-up without the browser: what money needs, an income type and a cash account, both among those every
 * new account starts with (server/domain/starterDefinitions.ts).
 */
export async function moneyDefinitionsThroughApi(
  token: string,
  names: { incomeType: string; cashAccount: string },
): Promise<{ incomeTypeId: number; cashAccountId: number }> {
  const headers = { authorization: `Bearer ${token}` };
  type Named = { id: number; name: string };
  const types = await api<{ Records: Named[] }>('/accounting/types?is_print=true&type=1', { headers });
  const accounts = await api<{ Records: Named[] }>('/accounts', { headers });
  const type = types.Records.find((record) => record.name === names.incomeType);
  const account = accounts.Records.find((record) => record.name === names.cashAccount);
  if (!type || !account)
    throw new Error(`${names.incomeType} or ${names.cashAccount} is not a starter definition`);
  return { incomeTypeId: type.id, cashAccountId: account.id };
}

/**
 * Test set-up without the browser: a flat of a building with its owner, a new resident (the person the flat's
 * debts are written to); resolves to both ids.
 */
export async function ownedApartmentThroughApi(
  token: string,
  flat: { buildingId: number; identifier: string; land?: string | null; area?: string | null },
  owner: { name: string; surname: string; phone?: string | null },
): Promise<{ apartmentId: number; residentId: number }> {
  const apartment = await apiAs(token, 'POST', '/apartment', {
    building_id: flat.buildingId,
    identifier: flat.identifier,
    land: flat.land ?? null,
    area: flat.area ?? null,
  });
  const resident = await apiAs(token, 'POST', '/resident', {
    name: owner.name,
    surname: owner.surname,
    phone: owner.phone ?? null,
  });
  await apiAs(token, 'POST', '/resident/apartment', {
    apartment_id: apartment.id,
    resident_id: resident.id,
    type: 1,
  });
  return { apartmentId: apartment.id, residentId: resident.id };
}

/** Test set-up without the browser: one debt of a flat (owed by its owner); resolves to the debt's id. */
export async function debtThroughApi(
  token: string,
  debt: { apartmentId: number; incomeTypeId: number; amount: string; dueDate: string; description: string },
): Promise<number> {
  const entry = await apiAs<{ rows: { debt_id: number }[] }>(token, 'POST', '/debt/single', {
    apartment_id: debt.apartmentId,
    accounting_type_id: debt.incomeTypeId,
    amount: debt.amount,
    due_date: debt.dueDate,
    description: debt.description,
  });
  return entry.rows[0]!.debt_id;
}

/** Test set-up without the browser: a collection from a resident, spread over their debts oldest first. */
export async function collectionThroughApi(
  token: string,
  payment: { residentId: number; amount: string; cashAccountId: number; incomeTypeId: number },
): Promise<{ receipt_id: number; receipt_number: number }> {
  return apiAs(token, 'POST', '/payment/debts', {
    resident_id: payment.residentId,
    amount: payment.amount,
    account_id: payment.cashAccountId,
    accounting_type_id: payment.incomeTypeId,
  });
}

/** "₺10.000,00" → 1000000: an amount as the page shows it, in kuruş, read as integers (no float sums). */
export function kurus(text: string): number {
  const match = /^₺(\d{1,3}(?:\.\d{3})*),(\d{2})$/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`not an amount in Turkish format: "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}
