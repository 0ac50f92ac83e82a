import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessibilityWatch } from './accessibility';
import { launchChromium } from './browser';
import { baseUrl } from './server';

// The watch every e2e file relies on, checked on its own browser (not registered with the harness's afterEach):
// it must keep reporting a contrast that stays, and drop one that was only caught on its way to the final colours.
let browser: Browser;
let watch: AccessibilityWatch;

beforeAll(async () => {
  browser = await launchChromium();
  watch = new AccessibilityWatch(browser);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The sign-in screen with one pale grey line of text on white added to it. `beforeTheLine` runs first: a check the
 * sign-in screen's own changes scheduled may start at any moment after the line is there.
 */
async function screenWithPaleText(beforeTheLine?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Giriş yap' }).waitFor();
  await watch.takeFindings();
  await beforeTheLine?.(page);
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.id = 'pale';
    line.textContent = 'Soluk yazı';
    line.style.cssText = 'color: #d0d0d0; background: #ffffff; font-size: 14px';
    document.getElementById('root')?.append(line);
  });
  return page;
}

describe('the accessibility watch', () => {
  it('reports a text whose contrast stays too low', async () => {
    const page = await screenWithPaleText();
    const findings = await watch.takeFindings();
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'color-contrast', targets: ['#pale'] }));
    await page.context().close();
  });

  it('drops a contrast caught before the text reached its final colour', async () => {
    // The text turns dark as soon as axe has measured it once, as a button does when its fade-in ends. Set up
    // before the line is added, so that no measure of it (the test's own or one already scheduled) leaves it pale.
    const page = await screenWithPaleText((screen) =>
      screen.evaluate(() => {
        const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
        const run = axe.run.bind(axe);
        axe.run = async (...args: unknown[]) => {
          const result = await run(...args);
          const line = document.getElementById('pale');
          if (line) line.style.color = '#202020';
          return result;
        };
      }),
    );
    expect(await watch.takeFindings()).toEqual([]);
    await page.context().close();
  });
});
