import { formatMoney } from '../common/money';
import { startDashboardRequest } from './dataProvider/dashboardRequest';

// The built index.html names this module beside the page's main script, and it runs as soon as it arrives (a few
// hundred bytes, built apart by vite.config.ts): a session opening `/` asks for the dashboard's figures while the
// main script (React and the loading shell) still downloads (docs/decisions.md, "The figures are asked for
// before the page's main script"). Nothing it imports may be heavy (tests/unit/firstRequests.test.ts).
if (window.location.pathname === '/' && startDashboardRequest()) {
  // The browser's first number format loads its locale data (about 40 ms of a desktop's CPU, four times that on a
  // phone): paid here, while the main script downloads, and not in the figures' first drawing.
  formatMoney(0);
}
