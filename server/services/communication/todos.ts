import type { Db } from '../../db';
import { badRequest } from '../../errors';
import { type Todo, todosRepository } from '../../repositories/communication/todos';
import type { AccountActor } from '../shared/sessions';

export interface TodoChange {
  ids: number[];
  done?: boolean;
  /** Read values of the other fields; applied only when one item is changed. */
  values: { subject?: string; content?: string; date?: string };
}

/**
 * PUT /todo: with several ids only `done` is set, for all of them at once (the list's "mark as done"); the
 * client sends the other fields along and they are left alone. With one id every field given is changed.
 */
export async function changeTodos(db: Db, actor: AccountActor, change: TodoChange): Promise<Todo[]> {
  if (change.ids.length > 1 || Object.keys(change.values).length === 0) {
    if (change.done === undefined) {
      throw badRequest('Lütfen işaretli alanları düzeltiniz.', { done: 'Tamamlanma durumu seçilmelidir.' });
    }
    return todosRepository.setDone(db, actor.accountId, actor, change.ids, change.done);
  }
  const values = change.done === undefined ? change.values : { ...change.values, done: change.done };
  return [await todosRepository.update(db, actor.accountId, actor, change.ids[0]!, values)];
}
