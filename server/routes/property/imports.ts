import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { importConsumes, importFileForm } from '../../plugins/importFiles';
import { type App, authErrors } from '../../schemas/shared/http';
import {
  Cell,
  IMPORT_BODY_LIMIT,
  ImportAnswer,
  ImportBody,
  NumberCell,
  Row,
} from '../../schemas/shared/imports';
import { importApartments, importResidents } from '../../services/property/importsProperty';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;

/** Excel imports of apartments and residents (docs/domain.md, "Excel import"; services/shared/imports.ts). */
export default async function importRoutes(app: App) {
  app.post(
    '/apartment/multi',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preValidation: importFileForm('apartments'),
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        consumes: importConsumes,
        description:
          'Imports apartments. Buildings the file names that do not exist are created; apartments that already ' +
          'exist (same building and identifier) are skipped, not changed.',
        body: ImportBody(
          Type.Object({
            row: Row,
            building: Cell,
            identifier: Cell,
            area: NumberCell,
            land: NumberCell,
            group: Cell,
          }),
        ),
        response: { ...authErrors, 200: ImportAnswer, 400: ImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      const outcome = await importApartments(app.db, actorOf(session), session.accountId, { fileKey, rows });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.post(
    '/apartment/multi/resident',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      preValidation: importFileForm('residents'),
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        consumes: importConsumes,
        description:
          'Imports residents with their apartment links (type: Ev sahibi / Kiracı / Hissedar or 1 / 2 / 3). A ' +
          'person already in the account (same phone and name; without a phone, same name in the same apartment) ' +
          'is linked, not created again; a link that already exists is skipped. Existing people are not changed. ' +
          'email (E-posta) is optional, kept lower-cased; a malformed address is a problem of its row.',
        body: ImportBody(
          Type.Object({
            row: Row,
            building: Cell,
            identifier: Cell,
            name: Cell,
            surname: Cell,
            phone: Cell,
            type: NumberCell,
            percent: NumberCell,
            birth_day: Cell,
            /** E-posta: optional; kept lower-cased, a malformed one is a problem of its row. */
            email: Cell,
          }),
        ),
        response: { ...authErrors, 200: ImportAnswer, 400: ImportAnswer },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { file_key: fileKey, rows } = request.body;
      const outcome = await importResidents(app.db, actorOf(session), session.accountId, { fileKey, rows });
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
