import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, headless, with no traffic to the outside world. */
export async function launchBrowser(): Promise<Browser> {
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

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The newest 6-digit code the outbox sent to a phone (DATA_DIR/sms-outbox.jsonl). */
export function codeFromOutbox(phone: string): string {
  const lines = readFileSync(join(inject('dataDir'), 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n');
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
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
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

/** Test set-up without the browser: a building in the account the token acts in. */
export async function createBuildingThroughApi(token: string, name: string, apartmentLimit: number) {
  await api('/building', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, apartment_limit: apartmentLimit }),
  });
}

/** Test set-up without the browser: the account's owner has been through the first-time tutorial already. */
export async function finishTutorialThroughApi(token: string) {
  await api('/tutorial', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify({ step: 3, is_completed: true, is_first: false }),
  });
}
