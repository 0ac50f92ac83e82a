import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** One serious or critical finding of axe on one screen. */
export interface Violation {
  url: string;
  rule: string;
  impact: string;
  targets: string[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs in every document of every context: after each change of address, once the page has stopped changing for
 * a moment, axe checks it and reports its serious and critical findings to the test process. `__axeCheckNow`
 * checks the screen as it is (the end of a test).
 */
function watchScreens() {
  type Axe = { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
  type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };
  const scope = window as unknown as {
    axe: Axe;
    __axeReport: (url: string, found: Omit<AxeViolationReport, 'url'>[]) => Promise<void>;
    __axeCheckNow: () => Promise<void>;
  };
  type AxeViolationReport = { url: string; rule: string; impact: string; targets: string[] };
  let checked = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const check = () => {
    // Only the product's own screens: not a PDF opened in its own tab, nor the browser's viewer of it.
    if (!document.getElementById('root')) return running;
    running = running.then(async () => {
      const url = location.pathname + location.search + location.hash;
      // Colours are measured at rest: a toast or a dialog fading in has a contrast it never keeps. One that began
      // while axe was measuring (a lazy toast arriving) makes the measure void: it is taken again once still.
      // A spinner turns forever: only animations that end count.
      const ending = () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
      const atRest = () =>
        Promise.race([
          Promise.all(ending().map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]);
      const moving = () => ending().some((animation) => animation.playState === 'running');
      let violations: AxeViolation[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        await atRest();
        violations = (await scope.axe.run(document, { resultTypes: ['violations'] })).violations;
        if (!moving()) break;
      }
      // A contrast caught mid-fade (a button whose ripple or enter transition had not started yet when axe began)
      // is gone a moment later; a real one stays. A contrast finding counts only for the elements a second measure
      // finds again.
      const contrast = violations.find((v) => v.id === 'color-contrast');
      if (contrast) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await atRest();
        const again = await scope.axe.run(document, {
          resultTypes: ['violations'],
          runOnly: { type: 'rule', values: ['color-contrast'] },
        });
        const before = new Set(contrast.nodes.map((node) => node.target.join(' ')));
        const confirmed = again.violations
          .map((v) => ({ ...v, nodes: v.nodes.filter((node) => before.has(node.target.join(' '))) }))
          .filter((v) => v.nodes.length > 0);
        violations = [...violations.filter((v) => v.id !== 'color-contrast'), ...confirmed];
      }
      // The test moved on to another screen while axe was measuring: what was measured belongs to neither screen
      // whole. The new screen is checked by itself once it is still.
      if (location.pathname + location.search + location.hash !== url) {
        checked = '';
        settle();
        return;
      }
      const found = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
      checked = url;
      await scope.__axeReport(url, found);
    });
    return running;
  };
  scope.__axeCheckNow = check;
  const settle = () => {
    const url = location.pathname + location.search + location.hash;
    if (url === checked) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), 600);
  };
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver(settle).observe(document.body, { subtree: true, childList: true });
    settle();
  });
}

/**
 * Every page of the browser's contexts is checked with axe-core (the promise: no serious or critical violation on any
 * page): each screen the tests reach, and each open page again when a test ends.
 */
export class AccessibilityWatch {
  readonly violations: Violation[] = [];
  private readonly contexts = new Set<BrowserContext>();

  constructor(browser: Browser) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await this.watch(context);
      return context;
    };
  }

  private async watch(context: BrowserContext) {
    this.contexts.add(context);
    context.on('close', () => this.contexts.delete(context));
    await context.exposeFunction('__axeReport', (url: string, found: Omit<Violation, 'url'>[]) => {
      this.violations.push(...found.map((violation) => ({ url, ...violation })));
    });
    await context.addInitScript({ content: axeSource });
    await context.addInitScript(watchScreens);
  }

  /** Checks every open page as it is now and hands over what was found since the last call. */
  async takeFindings(): Promise<Violation[]> {
    const pages: Page[] = [...this.contexts].flatMap((context) => context.pages());
    await Promise.all(
      pages.map((page) =>
        page
          .evaluate(() => (window as unknown as { __axeCheckNow?: () => Promise<void> }).__axeCheckNow?.())
          .catch(() => undefined),
      ),
    );
    const found = this.violations.splice(0);
    // A screen checked twice (on arrival and at the end of the test) reports its findings once.
    const seen = new Set<string>();
    return found.filter((violation) => {
      const key = `${violation.url} ${violation.rule} ${violation.targets.join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}
