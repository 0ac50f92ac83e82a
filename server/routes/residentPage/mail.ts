import { Type } from 'typebox';
import { limitedPerLink, residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { type App, Nullable, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  type ResidentMailChoice,
  residentMailChoice,
  setResidentMailChoice,
} from '../../services/residentPage/residentMail';

const tag = 'resident page';

const Choice = Type.Object({
  /** The address the management recorded; null without one. */
  email: Nullable(Type.String()),
  /** DD.MM.YYYY: the day e-mail to it last came back; null while it works. */
  email_bounced_on: Nullable(Type.String()),
  /** True: no announcement, poll or news e-mail. Receipts, statements and debt reminders still go. */
  email_opt_out: Type.Boolean(),
});

const choiceJson = (choice: ResidentMailChoice) => ({
  email: choice.email,
  email_bounced_on: choice.bouncedOn,
  email_opt_out: choice.optOut,
});

/** The resident's own "Duyuru e-postaları" switch (docs/mail.md, "Opt-out"), acting on the link's resident only. */
export default async function residentMailRoutes(app: App) {
  app.get(
    '/r/:token/mail',
    routeOptions(
      'resident',
      tag,
      {
        description: "The resident's e-mail address and whether they stopped announcement e-mail.",
        params: TokenParams,
      },
      Type.Object({ data: Choice }),
    ),
    async (request) => ({ data: choiceJson(await residentMailChoice(app.db, residentOf(request))) }),
  );

  app.put(
    '/r/:token/mail',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        tag,
        {
          description:
            'Stops (email_opt_out true) or restarts announcement, poll and news e-mail to the resident of the link; ' +
            'receipts, statements and debt reminders go either way.',
          params: TokenParams,
          body: Type.Object({ email_opt_out: Type.Boolean() }, { additionalProperties: false }),
        },
        WriteAnswer(Choice),
      ),
    ),
    async (request) => {
      const optOut = request.body.email_opt_out;
      const choice = await setResidentMailChoice(app.db, residentOf(request), optOut);
      return {
        description: optOut
          ? 'Duyuru e-postaları durduruldu. Makbuz, hesap ekstresi ve borç hatırlatmaları gelmeye devam eder.'
          : 'Duyuru e-postaları yeniden açıldı.',
        data: choiceJson(choice),
      };
    },
  );
}
