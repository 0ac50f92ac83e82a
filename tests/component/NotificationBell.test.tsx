import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { NotificationsPage } from '../../src/pages/notifications/NotificationsPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

describe('the notification bell', () => {
  it('shows the unread count, opens the notifications page, and reading them all empties the count', async () => {
    const user = userEvent.setup({ delay: null });
    const notifications = [
      {
        id: 2,
        kind: 'ticket_reply',
        title: 'Talebe yanıt: Asansör',
        body: 'Ayşe Kaya: Teşekkürler.',
        link: '/tickets/5/show',
        read: false,
        created_at: '2026-11-25T09:00:00.000Z',
      },
      {
        id: 1,
        kind: 'resident_message',
        title: 'Yeni mesaj: Bora Demir',
        body: 'Merhaba',
        link: '/conversations/8/show',
        read: false,
        created_at: '2026-11-25T08:00:00.000Z',
      },
    ];
    const unread = () => notifications.filter((n) => !n.read);
    const api = fakeApi({
      'GET /notifications': ({ params }) => {
        const rows = params.unread ? unread() : notifications;
        return { body: { Records: rows, TotalRecords: rows.length, unread_count: unread().length } };
      },
      'PUT /notifications/read': () => {
        for (const n of notifications) n.read = true;
        return { body: { description: 'Bildirimler okundu olarak işaretlendi.', data: { marked: 2 } } };
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(<NotificationBell />, { routes: { '/notifications': <NotificationsPage /> } });

    const bell = await screen.findByRole('link', { name: 'Bildirimler, 2 okunmamış' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    expect(await screen.findByText('Talebe yanıt: Asansör')).toBeInTheDocument();
    expect(screen.getByText('Yeni mesaj: Bora Demir')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByText('Bildirimler okundu olarak işaretlendi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Okunmamış:/)).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({});
  });

  it('shows no count when nothing is unread', async () => {
    http.defaults.adapter = fakeApi({
      'GET /notifications': { body: { Records: [], TotalRecords: 0, unread_count: 0 } },
    }).adapter;
    renderPage(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Bildirimler' });
    await waitFor(() => expect(bell).not.toHaveTextContent(/\d/));
  });
});
