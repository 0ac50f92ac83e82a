import { vi } from 'vitest';

/**
 * What a component test can see of src/lib/phoneCards.ts in jsdom, which applies no media query: whether the
 * box around a table carries the rule that turns it into cards below 600 px, and each cell as a card shows it.
 */

/** True when the box's own class turns its table into cards below 600 px (the header row hidden). */
export function turnsIntoCards(table: HTMLElement): boolean {
  const box = table.parentElement as HTMLElement;
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const boxClass = [...box.classList].find((name) => rules.includes(`.${name}`) && name.startsWith('css-'));
  return new RegExp(
    `@media screen and \\(max-width: ?599\\.95px\\)\\{[^@]*\\.${boxClass} thead\\{display:none;`,
  ).test(rules);
}

/** Each labelled, non-empty cell of a row as a phone shows it: "Column: value". */
export const labelledCells = (row: HTMLElement) =>
  [...row.querySelectorAll('td[data-label]')]
    .filter((cell) => cell.textContent !== '')
    .map((cell) => `${cell.getAttribute('data-label')}: ${cell.textContent}`);

/**
 * Makes every `max-width` media query match, as on a 390 px phone (jsdom has no screen). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function onPhone(): void {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: /max-width/.test(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
