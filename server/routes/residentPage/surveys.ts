import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { limitedPerLink, residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { type App, Id, Message, Nullable } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentSurveys, SURVEY_TEXTS, voteAsResident } from '../../services/shared/surveys';

const SurveyList = Type.Object({
  Records: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      question: Type.String(),
      end_date: Type.String(),
      open: Type.Boolean(),
      options: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String() })),
      my_vote: Nullable(Type.Integer()),
    }),
  ),
});

/** The resident page's polls (docs/domain.md, "Resident page links"): list with their own vote, and voting. */
export default async function residentSurveyRoutes(app: App) {
  app.get(
    '/r/:token/surveys',
    routeOptions('resident', 'resident page', { params: TokenParams }, SurveyList),
    async (request) => {
      const surveys = await residentSurveys(app.db, residentOf(request));
      return {
        Records: surveys.map((s) => ({
          id: s.id,
          title: s.title,
          question: s.question,
          end_date: isoToDmy(s.end_date) ?? '',
          open: s.open,
          options: s.options.map((o) => ({ id: o.id, text: o.text })),
          my_vote: s.my_vote,
        })),
      };
    },
  );

  app.post(
    '/r/:token/vote',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        'resident page',
        { params: TokenParams, body: Type.Object({ survey_id: Id, option_id: Id }) },
        Message,
      ),
    ),
    async (request) => {
      await voteAsResident(app.db, residentOf(request), request.body.survey_id, request.body.option_id);
      return { description: SURVEY_TEXTS.voted };
    },
  );
}
