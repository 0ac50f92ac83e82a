import { Type } from 'typebox';
import { dmyToIso } from '../../../common/date';
import { fieldError } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { type App, authErrors, WriteAnswer } from '../../schemas/http';
import { dashboardOf } from '../../services/dashboard';

const DmyQuery = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));

/** An optional DD.MM.YYYY filter as ISO, so two of them compare as strings. */
function isoDateFilter(field: string, text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = dmyToIso(text);
  if (!iso) throw fieldError(field, 'Tarihi GG.AA.YYYY biçiminde giriniz.');
  return iso;
}

/** The dashboard's figures for the account the caller acts in: SPEC.md section 7 "Reports". */
export default async function dashboardRoutes(app: App) {
  app.get(
    '/dashboard',
    {
      config: { access: { area: 'resident_and_apartments', action: 'list' } },
      schema: {
        tags: ['account'],
        querystring: Type.Object({ start_date: DmyQuery, end_date: DmyQuery }),
        response: {
          200: WriteAnswer(
            Type.Object({
              building_count: Type.Integer(),
              apartment_count: Type.Integer(),
              sub_user_count: Type.Integer(),
              sms_credits: Type.Integer(),
              licence_days_left: Type.Integer(),
            }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      // The range is checked now so the client's fixed range keeps working once dated figures (collections,
      // expenses) join the dashboard; the figures are totals.
      const start = isoDateFilter('start_date', request.query.start_date);
      const end = isoDateFilter('end_date', request.query.end_date);
      if (start && end && start > end) {
        throw fieldError('end_date', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      }
      return { description: '', data: await dashboardOf(app.db, sessionOf(request).accountId) };
    },
  );
}
