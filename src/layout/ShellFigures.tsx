import { useSyncExternalStore } from 'react';
import type { DashboardFinance } from '../dataProvider/custom/session';
import { earlyFigures } from '../dataProvider/earlyDashboard';
import { chosenLocale } from '../i18n/chosenLocale';
import { en, tr } from '../pages/dashboard/messages';
import { type DashboardText, moneyFigures } from '../pages/dashboard/moneyFigures';
import { catalogueTranslator } from '../pages/login/translate';

// The dashboard's money cards drawn without MUI, in their size and place on a phone (StatCard, moneyGrid): two
// columns, the layout's 8 px side margin, 12 px inside each card, MUI's type scale. Every measure is set here, so
// that MUI's base styles arriving under the shell (CssBaseline) change nothing.
const figureStyles = [
  '.shell-figures{display:grid;gap:16px;margin:16px 8px 0}',
  '.shell-figures *{box-sizing:border-box}',
  '.shell-figures h2{margin:0;font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:0.0075em}',
  '.shell-figures ul{display:grid;gap:8px;grid-template-columns:repeat(2,minmax(0,1fr));margin:0;padding:0;list-style:none}',
  '.shell-figures li{border:1px solid rgba(0,0,0,0.12);border-radius:4px;padding:12px;min-width:0}',
  '.shell-figures p{margin:0;color:rgba(0,0,0,0.6);font-size:1rem;line-height:1.5;letter-spacing:0.00938em}',
  '.shell-figures .value{color:rgba(0,0,0,0.87);font-size:1.15rem;font-weight:600;line-height:1.334;letter-spacing:0;overflow-wrap:anywhere}',
  '.shell-figures .detail{font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em}',
  '@media (min-width:600px){.shell-figures ul{gap:16px}.shell-figures li{padding:16px}.shell-figures .value{font-size:1.3rem}}',
  '@media (min-width:900px){.shell-figures ul{grid-template-columns:repeat(3,minmax(0,1fr))}}',
].join('');

/** The dashboard folder's texts without react-admin's i18n provider, which arrives with the back office. */
function dashboardTexts(): { title: string; text: DashboardText } {
  const translate = catalogueTranslator(chosenLocale() === 'en' ? en : tr);
  const text: DashboardText = (key, values) => translate(`app.dashboard.${key}`, values);
  return { title: text('money'), text };
}

/** The figures as drawn, once per answer: the shell is drawn again as the back office arrives. */
const drawn = new WeakMap<DashboardFinance, { title: string; figures: ReturnType<typeof moneyFigures> }>();
function figuresOf(finance: DashboardFinance) {
  const known = drawn.get(finance);
  if (known) return known;
  const { title, text } = dashboardTexts();
  const shown = { title, figures: moneyFigures(finance, text, chosenLocale()) };
  drawn.set(finance, shown);
  return shown;
}

/**
 * On a signed-in visitor's `/`, the money figures main.tsx asked for early, drawn while the back office's code
 * still arrives (docs/decisions.md, "The loading shell shows the money figures"). Nothing until they come, nothing
 * once the dashboard has drawn them, and nothing for a user who may not see them (the answer has no money part).
 */
export function ShellFigures() {
  const answer = useSyncExternalStore(earlyFigures.subscribe, earlyFigures.current);
  if (!answer?.finance) return null;
  const { title, figures } = figuresOf(answer.finance);
  return (
    <section className="shell-figures" aria-labelledby="shell-figures-title">
      <style>{figureStyles}</style>
      <h2 id="shell-figures-title">{title}</h2>
      <ul>
        {figures.map(({ figure, label, value, ...card }) => (
          <li key={figure}>
            <p className="value">{value}</p>
            <p>{label}</p>
            {'detail' in card && <p className="detail">{card.detail}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
