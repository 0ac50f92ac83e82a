import { Type } from 'typebox';
import { operatorIdOf } from '../../plugins/auth';
import { type SupportRequestRow, supportRequestsRepository } from '../../repositories/shared/supportRequests';
import { filterId, filterText, IdParams, simpleRestReads } from '../../schemas/platform/simpleRest';
import { type App, refuseBlank, Text } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { answerSupportRequest } from '../../services/shared/support';

const SupportRequest = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  assoc_name: Type.String(),
  user_name: Type.String(),
  user_phone: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answered_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const requestJson = (row: SupportRequestRow) => ({
  id: row.id,
  account_id: row.accountId,
  assoc_name: row.assocName,
  user_name: row.userName,
  user_phone: row.userPhone,
  subject: row.subject,
  body: row.body,
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** `answered` in a filter: true, false, or anything else for all. */
function answeredFilter(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/**
 * Support requests from every account's help page: listed (`q`, `answered`, `account_id`; the oldest waiting
 * first by default) and answered with `PUT /support-requests/:id {answer}`.
 */
export default async function platformSupportRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'support-requests',
    item: SupportRequest,
    sortable: ['created_at', 'id'],
    toJson: requestJson,
    list: (query) =>
      supportRequestsRepository.listAll(app.db, {
        q: filterText(query.filter, 'q'),
        answered: answeredFilter(query.filter.answered),
        accountId: filterId(query.filter, 'account_id'),
        ids: query.ids,
        page: query.page,
        newestFirst: query.sort.desc,
      }),
    find: {
      row: (id) => supportRequestsRepository.findOne(app.db, id),
      missing: 'Destek talebi bulunamadı.',
    },
  });

  app.put(
    '/support-requests/:id',
    routeOptions(
      'operator',
      'platform',
      { params: IdParams, body: Type.Object({ answer: Text(4000) }) },
      SupportRequest,
    ),
    async (request) => {
      refuseBlank(request.body, ['answer']);
      const answered = await answerSupportRequest(
        app.db,
        operatorIdOf(request),
        request.params.id,
        request.body.answer.trim(),
      );
      return requestJson(answered);
    },
  );
}
