import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { ConversationShow } from '../../src/resources/conversations/ConversationShow';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

describe('a conversation', () => {
  it('loads the bell again once its thread is read, which read its notifications (issue 26)', async () => {
    let threadRead = false;
    http.defaults.adapter = fakeApi({
      'GET /notifications': () => ({
        body: { Records: [], TotalRecords: 0, unread_count: threadRead ? 0 : 1 },
      }),
      'GET /user/messages/8': () => {
        threadRead = true;
        return {
          body: {
            description: '',
            data: {
              id: 8,
              name: 'Bora Demir',
              phone: null,
              messages: [
                {
                  id: 1,
                  body: 'Su kesik.',
                  from_resident: true,
                  author: 'Sakin',
                  created_at: '2026-11-25T08:00:00.000Z',
                },
              ],
            },
          },
        };
      },
    }).adapter;
    renderPage(
      <>
        <NotificationBell />
        <ResourceContextProvider value="conversations">
          <ConversationShow />
        </ResourceContextProvider>
      </>,
      { route: '/conversations/8/show', path: '/conversations/:id/show' },
    );
    expect(await screen.findByText('Su kesik.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bildirimler' })).toBeInTheDocument();
  });
});
