import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TodoItem } from '../../src/dataProvider/custom/communication';
import { http } from '../../src/dataProvider/http';
import { TodoPage } from '../../src/pages/todo/TodoPage';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const user = () => userEvent.setup({ delay: null });

/** A fake /todo that keeps its items, so a reload after the write shows what the write did. */
function showTodos(items: TodoItem[], route = '/todo?date=10.05.2026') {
  const stored = items.map((item) => ({ ...item }));
  const records = (request: FakeRequest) => {
    const asked = String(request.params.date);
    const month = asked.slice(3);
    const rows = stored.filter((item) =>
      request.params.is_month ? item.date.slice(3) === month : item.date === asked,
    );
    return { body: { Records: rows, TotalRecords: rows.length, Page: 1, PerPage: rows.length } };
  };
  const api = fakeApi({
    'GET /todo': records,
    'PUT /todo': (request) => {
      const { id, done } = request.body as { id: number[]; done: boolean };
      for (const item of stored) if (id.includes(item.id)) item.done = done;
      return {
        body: { description: 'Yapılacak işler güncellendi.', data: stored.filter((i) => id.includes(i.id)) },
      };
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<TodoPage />, { route, path: '/todo' });
  return api;
}

const item = (id: number, subject: string, date = '10.05.2026'): TodoItem => ({
  id,
  subject,
  content: '',
  date,
  done: false,
});

describe('to-do day view', () => {
  it('marks the ticked items done in one call and shows them done', async () => {
    const person = user();
    const api = showTodos([
      item(1, 'Çatı kontrolü'),
      item(2, 'Sayaç okuma'),
      item(3, 'Temizlik'),
      item(4, 'Bekleyen'),
    ]);
    const list = await screen.findByRole('list', { name: 'Yapılacaklar' });
    const markDone = await screen.findByRole('button', { name: 'Tamamlandı olarak işaretle' });
    expect(markDone).toBeDisabled();

    for (const subject of ['Çatı kontrolü', 'Sayaç okuma', 'Temizlik']) {
      await person.click(within(list).getByRole('checkbox', { name: `Seç: ${subject}` }));
    }
    expect(screen.getByRole('status')).toHaveTextContent('3 iş seçili');
    await person.click(markDone);

    expect(await screen.findByText('Yapılacak işler güncellendi.')).toBeInTheDocument();
    const puts = api.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ id: [1, 2, 3], done: true });
    await waitFor(() => expect(within(list).getAllByText('Tamamlandı')).toHaveLength(3));
    const waiting = within(list).getByText('Bekleyen').closest('li')!;
    expect(within(waiting).getByText('Yapılacak')).toBeInTheDocument();
    // The selection is cleared once done.
    expect(within(list).getByRole('checkbox', { name: 'Seç: Temizlik' })).not.toBeChecked();
  });

  it('ticks every item of the day with "Tümünü seç"', async () => {
    const person = user();
    const api = showTodos([item(5, 'Bir'), item(6, 'İki'), item(7, 'Başka gün', '11.05.2026')]);
    await screen.findByText('Bir');
    await person.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await person.click(screen.getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({ id: [5, 6], done: true });
  });

  it('shows the month with each day’s count and opens a day on click', async () => {
    const person = user();
    showTodos(
      [item(8, 'Asansör', '03.05.2026'), item(9, 'Bahçe', '03.05.2026'), item(10, 'Nisan işi', '30.04.2026')],
      '/todo?view=month&date=10.05.2026',
    );
    const day = await screen.findByRole('button', { name: '03.05.2026: 2 iş' });
    expect(within(screen.getByRole('table', { name: 'Mayıs 2026' })).queryByText('Nisan işi')).toBeNull();
    await person.click(day);
    expect(await screen.findByRole('list', { name: 'Yapılacaklar' })).toHaveTextContent('Asansör');
    expect(screen.getByRole('textbox', { name: 'Gün' })).toHaveValue('03.05.2026');
  });
});
