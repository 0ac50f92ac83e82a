import type { Browser, CDPSession, Page } from 'playwright-core';

/**
 * A page of a phone's size (412 × 823) holding the demo account's session, with its CPU slowed by CDP: the browser
 * benches open `/` in it and read the dashboard's load. Nothing of the app is cached: the session is put in
 * localStorage from a JSON address.
 */
export async function signedInPhonePage(
  browser: Browser,
  baseUrl: string,
  session: { token: string; user: string },
  cpuSlowdown: number,
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/info`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth', token);
    localStorage.setItem('user', user);
  }, session);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, cdp };
}
