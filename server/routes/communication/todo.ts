import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { todoPeriod } from '../../domain/todoPeriod';
import { dateOr, dateOrToday } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type Todo, todosRepository } from '../../repositories/communication/todos';
import {
  type App,
  allRecords,
  DmyInput,
  Id,
  ListAnswer,
  Message,
  Nullable,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { changeTodos } from '../../services/communication/todos';
import { accountActorOf, actorOf } from '../../services/shared/sessions';

const area = 'additional_features' as const;
const tag = 'todo';

const TodoSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  content: Type.String(),
  date: Type.String(),
  done: Type.Boolean(),
});

const todoJson = (t: Todo) => ({
  id: t.id,
  subject: t.subject,
  content: t.content,
  date: isoToDmy(t.date) ?? '',
  done: t.done,
});

const TodoQuery = Type.Object({
  /** The day (DD.MM.YYYY), or a day of the month asked for; today when left out. */
  date: Type.Optional(DmyInput),
  is_month: Type.Optional(Type.Boolean()),
});

const TodoBody = Type.Object({ subject: Text(200), content: Type.Optional(Text(2000, 0)), date: DmyInput });

/** The original client sends every field on a bulk change: empty ones are read as "not given". */
const TodoChangeBody = Type.Object({
  id: Type.Array(Id, { minItems: 1, maxItems: 500 }),
  done: Type.Optional(Type.Boolean()),
  subject: Type.Optional(Nullable(Text(200, 0))),
  content: Type.Optional(Nullable(Text(2000, 0))),
  date: Type.Optional(Nullable(DmyInput)),
});

/** The fields of a one-item change that were given, read. */
function changedValues(body: { subject?: string | null; content?: string | null; date?: string | null }) {
  const values: { subject?: string; content?: string; date?: string } = {};
  if (body.subject?.trim()) values.subject = body.subject.trim();
  if (typeof body.content === 'string') values.content = body.content.trim();
  if (body.date?.trim()) values.date = dateOr(body.date, 'date', '');
  return values;
}

/** To-do (yapılacaklar): the manager's own list by day and by month. The API section "Communication and other". */
export default async function todoRoutes(app: App) {
  app.get(
    '/todo',
    routeOptions({ area, action: 'list' }, tag, { querystring: TodoQuery }, ListAnswer(TodoSchema)),
    async (request) => {
      const day = dateOrToday(request.query.date, 'date');
      const { from, to } = todoPeriod(day, request.query.is_month === true);
      const rows = await todosRepository.between(app.db, sessionOf(request).accountId, from, to);
      return allRecords(rows.map(todoJson));
    },
  );

  app.post(
    '/todo',
    routeOptions({ area, action: 'create' }, tag, { body: TodoBody }, WriteAnswer(TodoSchema)),
    async (request) => {
      const session = sessionOf(request);
      refuseBlank(request.body, ['subject']);
      const todo = await todosRepository.insert(app.db, session.accountId, actorOf(session), {
        subject: request.body.subject.trim(),
        content: request.body.content?.trim() ?? '',
        date: dateOrToday(request.body.date, 'date'),
        done: false,
      });
      return { description: 'Yapılacak iş eklendi.', data: todoJson(todo) };
    },
  );

  app.put(
    '/todo',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { body: TodoChangeBody },
      WriteAnswer(Type.Array(TodoSchema)),
    ),
    async (request) => {
      const { id, done } = request.body;
      const changed = await changeTodos(app.db, accountActorOf(sessionOf(request)), {
        ids: id,
        done,
        values: changedValues(request.body),
      });
      return { description: 'Yapılacak işler güncellendi.', data: changed.map(todoJson) };
    },
  );

  app.delete(
    '/todo',
    routeOptions({ area, action: 'delete' }, tag, { body: Type.Object({ id: Id }) }, Message),
    async (request) => {
      const session = sessionOf(request);
      await todosRepository.remove(app.db, session.accountId, actorOf(session), request.body.id);
      return { description: 'Yapılacak iş silindi.' };
    },
  );
}
