import { Type } from 'typebox';
import { todayInIstanbul } from '../../../common/date';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  DecimalInput,
  Id,
  ListAnswer,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { Debtor, debtorJson } from '../../schemas/sms/sms';
import { listDebtors } from '../../services/sms/audiences';

/**
 * The debtors the compose page lists and picks from (GET /debt/sms; docs/domain.md, "Audiences and the send payload").
 */
export default async function smsDebtorRoutes(app: App) {
  app.get(
    '/debt/sms',
    routeOptions(
      { area: 'sms', action: 'list' },
      'sms',
      {
        description:
          'Residents with open debt: at least min_amount in total, the oldest at least overdue_days late.',
        querystring: Type.Object({
          ...PageQuery,
          min_amount: Type.Optional(DecimalInput),
          overdue_days: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 36500 }))),
          building_id: Type.Optional(Nullable(Id)),
        }),
      },
      ListAnswer(Debtor),
    ),
    async (request) => {
      const paged = paging(request.query);
      const { people, total } = await listDebtors(app.db, sessionOf(request).accountId, request.query, {
        offset: paged.offset,
        limit: paged.perPage,
      });
      const today = todayInIstanbul();
      const rows = people.map((person) => debtorJson(person, today));
      return pageAnswer(rows, total, paged);
    },
  );
}
