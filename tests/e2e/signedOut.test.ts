import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, launchBrowser, newPage } from './browser';

let browser: Browser;

/** Opens an address in a fresh signed-out context; resolves once the login form shows. */
async function openSignedOut(address: string): Promise<{ page: Page }> {
  const page = await signedOutPage();
  await page.goto(address, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Giriş yap' }).waitFor();
  return { page };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A first visit fills the browser's cache, as on a manager's computer after the first day.
  const warmUp = await openSignedOut('/login');
  await warmUp.page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-out browser that counts how often the page rewrites its address (the redirect loop did it thousands of times). */
async function signedOutPage(): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    const counted = window as unknown as { addressChanges: number };
    counted.addressChanges = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        counted.addressChanges += 1;
        return original(...args);
      };
    }
  });
  return page;
}

describe('opening the product while signed out', () => {
  it.each(['/', '/debts', '/residents/5/show', '/collections'])(
    '%s shows the login form, without a redirect loop',
    async (address) => {
      const { page } = await openSignedOut(address);
      // Let a loop, if any, run on for a moment before counting.
      await page.waitForTimeout(500);
      const changes = await page.evaluate(
        () => (window as unknown as { addressChanges: number }).addressChanges,
      );
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(changes).toBeLessThanOrEqual(10);
      await page.context().close();
    },
  );

  it('signs in on the login form it was sent to and opens the address it asked for', async () => {
    const { page } = await openSignedOut('/debts');
    await page.getByLabel('Cep telefonu').fill(DEMO_LOGIN.phone);
    await page.getByLabel('Şifre').fill(DEMO_LOGIN.password);
    // Every frame from the click until the menu shows has something on the screen: never a blank page while the
    // back office's code arrives.
    await page.evaluate(() => {
      const watched = window as unknown as { blankFrames: number };
      watched.blankFrames = 0;
      const root = document.getElementById('root')!;
      const watch = () => {
        if (root.innerText.trim() === '') watched.blankFrames += 1;
        if (!document.querySelector('[role="menuitem"]')) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL((url) => url.pathname === '/debts');
    await page.getByRole('menuitem', { name: 'Tüm borçlar' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { blankFrames: number }).blankFrames),
    ).resolves.toBe(0);
    await page.context().close();
  });

  it('says when the back office’s code could not be fetched, and "Sayfayı yenile" opens it once it can be', async () => {
    // The build the e2e tests drive (`npx vite build` before them) names App's chunk in its manifest.
    const manifest = JSON.parse(
      readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, { file: string }>;
    const appChunk = `**/${manifest['src/App.tsx']!.file}`;
    const { page } = await openSignedOut('/debts');
    // The connection drops, or a deploy replaced the files, while the sign-in screen is open.
    await page.route(appChunk, (route) => route.abort());
    await page.getByLabel('Cep telefonu').fill(DEMO_LOGIN.phone);
    await page.getByLabel('Şifre').fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByRole('heading', { name: 'Sayfa yüklenemedi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/debts');

    // Signed in now, the reloaded page fetches the back office at once; while it still cannot, it says so again.
    const reload = () =>
      Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Sayfayı yenile' }).click()]);
    await reload();
    await page.getByRole('heading', { name: 'Sayfa yüklenemedi' }).waitFor();

    await page.unroute(appChunk);
    await reload();
    await page.getByRole('menuitem', { name: 'Tüm borçlar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/debts');
    await page.context().close();
  });
});
