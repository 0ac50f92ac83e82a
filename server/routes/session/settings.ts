import { Type } from 'typebox';
import { MESSAGES } from '../../../common/messages';
import { dateOr } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import type { Settings } from '../../repositories/session/settings';
import { type Tutorial, tutorialsRepository } from '../../repositories/session/tutorials';
import { type App, DmyInput, Nullable, WriteAnswer } from '../../schemas/shared/http';
import { dmy } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { readSettings, saveSettings } from '../../services/session/settings';
import { saveTutorial } from '../../services/session/tutorial';

const SettingsSchema = Type.Object({
  auto_payment_advance_payments: Type.Boolean(),
  birth_day: Type.Boolean(),
  birth_day_message_template: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  remin_debt: Type.Boolean(),
  remind_debt_with_since_day: Type.Integer({ minimum: 0, maximum: 365 }),
  send_payment_message: Type.Boolean(),
  payment_message_template: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});

/** The books are closed up to and including this day (DD.MM.YYYY); null: nothing closed. */
const BooksClosedThrough = Nullable(DmyInput);

/** The bank match levels that post at import by themselves (docs/bank.md, "Matching"); 4 and 5 are refused. */
const BankAutoLevels = Type.Array(Type.Integer({ minimum: 0, maximum: 5 }), {
  maxItems: 6,
  uniqueItems: true,
});

/** E-mail the receipt (PDF attached) to the payer after each collection (docs/mail.md). */
const MailReceipts = Type.Boolean();
/** E-mail each resident their statement PDF on the 1st of the month (docs/mail.md, "Monthly statements"). */
const MailStatements = Type.Boolean();

const SettingsAnswer = Type.Object({
  ...SettingsSchema.properties,
  books_closed_through: BooksClosedThrough,
  bank_auto_levels: BankAutoLevels,
  mail_receipts: MailReceipts,
  mail_statements: MailStatements,
});
/** Without `books_closed_through`, `bank_auto_levels`, `mail_receipts` or `mail_statements` they stay as they were. */
const SettingsBody = Type.Object({
  ...SettingsSchema.properties,
  books_closed_through: Type.Optional(BooksClosedThrough),
  bank_auto_levels: Type.Optional(BankAutoLevels),
  mail_receipts: Type.Optional(MailReceipts),
  mail_statements: Type.Optional(MailStatements),
});

const TutorialSchema = Type.Object({
  step: Type.Integer({ minimum: 0, maximum: 1000 }),
  is_completed: Type.Boolean(),
  is_first: Type.Boolean(),
});

const settingsJson = (s: Settings) => ({
  auto_payment_advance_payments: s.autoPaymentAdvancePayments,
  birth_day: s.birthDay,
  birth_day_message_template: s.birthDayMessageTemplate,
  remin_debt: s.reminDebt,
  remind_debt_with_since_day: s.remindDebtWithSinceDay,
  send_payment_message: s.sendPaymentMessage,
  payment_message_template: s.paymentMessageTemplate,
  books_closed_through: s.booksClosedThrough && dmy(s.booksClosedThrough),
  bank_auto_levels: s.bankAutoLevels,
  mail_receipts: s.mailReceipts,
  mail_statements: s.mailStatements,
});

const tutorialJson = (t: Tutorial) => ({ step: t.step, is_completed: t.isCompleted, is_first: t.isFirst });

/** The account's settings and the signed-in user's tutorial progress. */
export default async function settingsRoutes(app: App) {
  app.get(
    '/settings',
    routeOptions({ area: 'settings', action: 'show' }, 'account', {}, WriteAnswer(SettingsAnswer)),
    async (request) => ({
      description: '',
      data: settingsJson(await readSettings(app.db, sessionOf(request).accountId)),
    }),
  );

  app.put(
    '/settings',
    routeOptions(
      { area: 'settings', action: 'edit' },
      'account',
      { body: SettingsBody },
      WriteAnswer(SettingsAnswer),
    ),
    async (request) => {
      const body = request.body;
      const saved = await saveSettings(app.db, sessionOf(request), {
        autoPaymentAdvancePayments: body.auto_payment_advance_payments,
        birthDay: body.birth_day,
        birthDayMessageTemplate: body.birth_day_message_template?.trim() || null,
        reminDebt: body.remin_debt,
        remindDebtWithSinceDay: body.remind_debt_with_since_day,
        sendPaymentMessage: body.send_payment_message,
        paymentMessageTemplate: body.payment_message_template?.trim() || null,
        ...(body.books_closed_through !== undefined && {
          booksClosedThrough: dateOr(body.books_closed_through, 'books_closed_through', '') || null,
        }),
        ...(body.bank_auto_levels && { bankAutoLevels: body.bank_auto_levels }),
        ...(body.mail_receipts !== undefined && { mailReceipts: body.mail_receipts }),
        ...(body.mail_statements !== undefined && { mailStatements: body.mail_statements }),
      });
      return { description: 'Ayarlar kaydedildi.', data: settingsJson(saved) };
    },
  );

  app.get('/tutorial', routeOptions('user', 'account', {}, WriteAnswer(TutorialSchema)), async (request) => {
    const { homeAccountId, userId } = sessionOf(request);
    return {
      description: '',
      data: tutorialJson(await tutorialsRepository.ensure(app.db, homeAccountId, userId)),
    };
  });

  app.put(
    '/tutorial',
    routeOptions('user', 'account', { body: TutorialSchema }, WriteAnswer(TutorialSchema)),
    async (request) => {
      const { step, is_completed, is_first } = request.body;
      const progress = { step, isCompleted: is_completed, isFirst: is_first };
      const { saved, finishedNow } = await saveTutorial(app, sessionOf(request), progress);
      return {
        description: finishedNow ? MESSAGES.tutorialFinished : 'Kaydedildi.',
        data: tutorialJson(saved),
      };
    },
  );
}
