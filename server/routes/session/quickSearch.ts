import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { permissionsOf, sessionOf } from '../../plugins/auth';
import { quickSearchRepository as repo } from '../../repositories/session/quickSearch';
import { type App, Id, Nullable } from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';

/** At most this many records of each kind: the quick search opens one, it is not a list. */
export const QUICK_SEARCH_LIMIT = 5;

/** "12", "#12", "Makbuz 12", "makbuz no 12": a receipt number; anything else is none. */
const RECEIPT_NUMBER = /^(?:makbuz\s*(?:no\.?\s*)?)?#?\s*(\d{1,9})$/iu;

const Answer = Type.Object({
  residents: Type.Array(Type.Object({ id: Id, name: Type.String(), phone: Nullable(Type.String()) })),
  flats: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  suppliers: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  receipts: Type.Array(
    Type.Object({
      id: Id,
      number: Type.Integer(),
      date: Type.String(),
      total: Money,
      payer: Nullable(Type.String()),
    }),
  ),
});

/**
 * GET /search?q=: the app bar's quick search over records (issue 26). Each kind only for a user with its area's
 * list right: residents and flats (resident_and_apartments), suppliers and receipts (accounting: a supplier opens
 * on its statement). Turkish-folded; at most QUICK_SEARCH_LIMIT of each; fewer than 2 characters find nothing.
 */
export default async function quickSearchRoutes(app: App) {
  app.get(
    '/search',
    routeOptions(
      'user',
      'account',
      {
        description:
          'Quick search: residents, flats, suppliers and receipts (by number) of the account matching q, each kind ' +
          'only for a user allowed to list it.',
        querystring: Type.Object({ q: Type.String({ maxLength: 100 }) }),
      },
      Answer,
    ),
    async (request) => {
      const session = sessionOf(request);
      const { accountId } = session;
      const key = request.query.q.trim().replace(/\s+/g, ' ');
      const empty = { residents: [], flats: [], suppliers: [], receipts: [] };
      if (key.length < 2 && !/^\d$/.test(key)) return empty;
      const may = (area: 'resident_and_apartments' | 'accounting') =>
        canAccessArea(permissionsOf(session), area, 'list');
      const property = may('resident_and_apartments');
      const accounting = may('accounting');
      const number = RECEIPT_NUMBER.exec(key)?.[1];
      const [residents, flats, suppliers, receipts] = await Promise.all([
        property ? repo.residents(app.db, accountId, key, QUICK_SEARCH_LIMIT) : [],
        property ? repo.flats(app.db, accountId, key, QUICK_SEARCH_LIMIT) : [],
        accounting ? repo.suppliers(app.db, accountId, key, QUICK_SEARCH_LIMIT) : [],
        accounting && number ? repo.receipts(app.db, accountId, Number(number), QUICK_SEARCH_LIMIT) : [],
      ]);
      return {
        residents: residents.map((r) => ({
          id: r.id,
          name: `${r.name} ${r.surname}`.trim(),
          phone: r.phone,
        })),
        flats: flats.map((f) => ({ id: f.id, name: `${f.buildingName} ${f.identifier}` })),
        suppliers,
        receipts: receipts.map((r) => ({
          id: r.id,
          number: r.number,
          date: dmy(r.date),
          total: money(r.total),
          payer: r.payer,
        })),
      };
    },
  );
}
