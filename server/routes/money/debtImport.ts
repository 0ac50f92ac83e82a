import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { importConsumes, importFileForm } from '../../plugins/importFiles';
import { type App, authErrors } from '../../schemas/shared/http';
import {
  Cell,
  DebtImportAnswer,
  IMPORT_BODY_LIMIT,
  ImportBody,
  NumberCell,
  Row,
} from '../../schemas/shared/imports';
import { importDebts } from '../../services/money/importsDebts';
import { actorOf } from '../../services/shared/sessions';

/** `POST /debt/import`: the Excel import of debts (docs/domain.md, "Excel import"), all rows in one batch or none. */
export default async function debtImportRoutes(app: App) {
  app.post(
    '/debt/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preValidation: importFileForm('debts'),
      config: { access: { area: 'debit', action: 'create' } },
      schema: {
        tags: ['debts'],
        consumes: importConsumes,
        description:
          'Imports debts from the rows of an Excel file: building and identifier of an existing apartment, an ' +
          'amount above 0 (at most 2 decimals), the name of an income accounting type, the due date (DD.MM.YYYY), ' +
          "an optional description (the type's name when empty) and who owes it ('Ev sahibi', the default, or " +
          "'Kiracı': the tenant, else the owner). Every row is checked first: any problem and nothing is saved, " +
          'the answer listing each problem row. Otherwise one batch (source import) holds every debt, paid from ' +
          'the advance when auto_payment_advance_payments is on. The same file_key again adds nothing.',
        body: ImportBody(
          Type.Object({
            row: Row,
            building: Cell,
            identifier: Cell,
            amount: NumberCell,
            accounting_type: Cell,
            due_date: Cell,
            description: Cell,
            responsible: Cell,
          }),
        ),
        response: { ...authErrors, 200: DebtImportAnswer, 400: DebtImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      const outcome = await importDebts(app.db, actorOf(session), session.accountId, { fileKey, rows });
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
