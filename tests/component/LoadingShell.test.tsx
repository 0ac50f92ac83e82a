import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts, DashboardFinance } from '../../src/dataProvider/custom/session';
import { counts, finance } from './dashboardAnswer';

// A signed-in visitor of `/` sees the money figures main.tsx asked for early while the back office's code still
// arrives (docs/decisions.md, "The loading shell shows the money figures"; tests/e2e/dashboard.test.ts holds the
// code back in a browser). Each test reads a fresh copy of the early request's module: it keeps one answer per page.

const answerWith = (money: Partial<DashboardFinance> | null): { data: DashboardCounts } => ({
  data: { ...counts, finance: money && { ...finance, ...money } },
});

/** The server's answer to the early request, as a promise the test settles. */
function serverAnswers() {
  let answer: (status: number, body: unknown) => void = () => {};
  const fetched = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (status, body) => resolve(new Response(JSON.stringify(body), { status }));
      }),
  );
  vi.stubGlobal('fetch', fetched);
  return { fetched, answer: (status: number, body: unknown) => answer(status, body) };
}

/** The loading shell of a page load whose early request was sent (a fresh module state, as after a load). */
async function shellAfterEarlyRequest() {
  vi.resetModules();
  const { askDashboardEarly, takeEarlyDashboard } = await import('../../src/dataProvider/earlyDashboard');
  const { LoadingShell } = await import('../../src/layout/LoadingShell');
  askDashboardEarly();
  render(<LoadingShell />);
  return { settled: takeEarlyDashboard() };
}

beforeEach(() => localStorage.setItem('auth', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the loading shell on a signed-in visitor’s dashboard', () => {
  it('shows the money figures as soon as they come, before the back office', async () => {
    const server = serverAnswers();
    await shellAfterEarlyRequest();
    expect(server.fetched).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Yükleniyor…' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Para durumu' })).not.toBeInTheDocument();

    server.answer(200, answerWith({}));
    const money = await screen.findByRole('region', { name: 'Para durumu' });
    const cards = within(money).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      '₺85.432,10Kasa ve banka toplamı',
      '₺12.400,00Bu ayki tahsilat',
      '₺4.250,75Bu ayki gider',
      '₺9.800,00Açık borçÖdenmemiş tüm borç, vadesi gelmemiş olanlar dahil',
      '₺3.150,00Vadesi gelmiş borçVadesi bugüne kadar gelmiş, ödenmemiş borç',
      '%75,5Tahsilat oranı₺40.000,00 borcun ₺30.200,00 tutarı tahsil edildi',
    ]);
    // Still loading: the figures are there to read, the rest of the page is on its way.
    expect(screen.getByRole('status', { name: 'Yükleniyor…' })).toBeInTheDocument();
  });

  it('shows them no more once the dashboard has drawn them: a later shell never shows older figures', async () => {
    const server = serverAnswers();
    await shellAfterEarlyRequest();
    server.answer(200, answerWith({}));
    await screen.findByRole('region', { name: 'Para durumu' });
    const { dashboardShown } = await import('../../src/pages/dashboard/dashboardAccess');
    act(() => dashboardShown());
    expect(screen.queryByRole('region', { name: 'Para durumu' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Yükleniyor…' })).toBeInTheDocument();
  });

  it('says when no debt was due in the period', async () => {
    const server = serverAnswers();
    await shellAfterEarlyRequest();
    server.answer(200, answerWith({ collection_rate: null }));
    const money = await screen.findByRole('region', { name: 'Para durumu' });
    expect(within(money).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^—Tahsilat oranıBu dönemde borç yok$/,
    );
  });

  it('speaks English to a user who chose English', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    const server = serverAnswers();
    await shellAfterEarlyRequest();
    server.answer(200, answerWith({}));
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(within(money).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^75\.5%Collection rate₺30\.200,00 collected of ₺40\.000,00$/,
    );
  });

  it('shows no figures to a user who may not see the money, nor after a refused request', async () => {
    for (const [status, body] of [
      [200, answerWith(null)],
      [401, { description: 'Oturumunuzun süresi doldu' }],
    ] as const) {
      const server = serverAnswers();
      const { settled } = await shellAfterEarlyRequest();
      server.answer(status, body);
      // Once the answer is read, whatever the shell draws from it is drawn.
      await act(() => settled);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Yükleniyor…' })).toBeInTheDocument();
      cleanup();
    }
  });
});
