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
