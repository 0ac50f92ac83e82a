import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The early script (src/earlyRequests.ts, built apart and run beside the page's main script) asks for the
// dashboard's figures; the main script takes that request instead of asking again (docs/decisions.md, "The figures
// are asked for before the page's main script"). The two share only the page, so each test starts a page afresh:
// new copies of the modules, and nothing left on `window`.

function serverAnswers() {
  const fetched = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ data: { buildings: 2 } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

/** The early script as the page runs it: its module evaluated once. */
const earlyScriptRuns = () => import('../../src/earlyRequests');
/** The main script's side of the request (a copy of its own, as the built page has). */
const mainScript = () => import('../../src/dataProvider/dashboardRequest');

beforeEach(() => {
  vi.resetModules();
  localStorage.setItem('auth', 'token-1');
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as { __dashboardRequest?: unknown }).__dashboardRequest;
});

describe('the dashboard’s figures asked for by the early script', () => {
  it('are asked for once: the main script takes the early request and its answer', async () => {
    const fetched = serverAnswers();
    await earlyScriptRuns();
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/api\/dashboard\?start_date=/);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');

    const { dashboardRequest } = await mainScript();
    await expect(dashboardRequest()).resolves.toEqual({ data: { buildings: 2 } });
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('are asked for by the main script when it runs first, and not again by an early script that comes late', async () => {
    const fetched = serverAnswers();
    const { dashboardRequest } = await mainScript();
    await expect(dashboardRequest()).resolves.toEqual({ data: { buildings: 2 } });
    await earlyScriptRuns();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('are not asked for without a session, nor on another address', async () => {
    const fetched = serverAnswers();
    localStorage.removeItem('auth');
    await earlyScriptRuns();
    const { dashboardRequest } = await mainScript();
    expect(dashboardRequest()).toBeNull();

    vi.resetModules();
    localStorage.setItem('auth', 'token-1');
    window.history.replaceState(null, '', '/reports/expense');
    await earlyScriptRuns();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('leave a refused answer to the back office’s own read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 401 })),
    );
    await earlyScriptRuns();
    const { dashboardRequest } = await mainScript();
    await expect(dashboardRequest()).resolves.toBeNull();
  });
});
