import type { ListWithTotals, Send, WriteAnswer, WriteResult } from '../send';

/** A to-do item as the API sends it; `date` DD.MM.YYYY. */
export interface TodoItem {
  id: number;
  subject: string;
  content: string;
  date: string;
  done: boolean;
}

export interface TodoFields {
  subject: string;
  content: string;
  date: string;
}

/** The to-do list (yapılacaklar) and a visit's departure (the API section "Communication and other"). */
export const communicationMethods = (send: Send) => ({
  /** One day's items, or with `is_month` every item of that day's month. */
  todos: (params: { date: string; is_month?: boolean }) =>
    send<ListWithTotals<TodoItem, never>>({ method: 'GET', url: '/todo', params }),
  addTodo: (data: TodoFields) => send<WriteResult<TodoItem>>({ method: 'POST', url: '/todo', data }),
  /** Several ids: only `done` is set, on all of them at once; one id: every field given changes. */
  changeTodos: (data: { id: number[]; done?: boolean } & Partial<TodoFields>) =>
    send<WriteResult<TodoItem[]>>({ method: 'PUT', url: '/todo', data }),
  deleteTodo: (data: { id: number }) => send<WriteAnswer>({ method: 'DELETE', url: '/todo', data }),
  /** "Çıkış yaptı": the visitor's departure is now (the server's clock). */
  guestLeft: ({ id }: { id: number }) =>
    send<WriteResult<Record<string, unknown>>>({ method: 'PUT', url: `/guest/${id}/departure` }),
});
