import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { NotificationBell } from '../../src/layout/NotificationBell';
import { ConversationShow } from '../../src/resources/conversations/ConversationShow';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

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

  it('counts the SMS of a message sent by SMS too and offers plain characters for the Unicode ones (issue 26)', async () => {
    const user = userEvent.setup({ delay: null });
    http.defaults.adapter = fakeApi({
      'GET /user/messages/8': {
        body: { description: '', data: { id: 8, name: 'Bora Demir', phone: '5321112233', messages: [] } },
      },
    }).adapter;
    renderPage(
      <ResourceContextProvider value="conversations">
        <ConversationShow />
      </ResourceContextProvider>,
      {
        route: '/conversations/8/show',
        path: '/conversations/:id/show',
        authProvider: signedInAs(person('main')),
      },
    );
    const box = await screen.findByRole('textbox', { name: /Mesajınız/ });
    await user.click(box);
    await user.paste('“Su” kesintisi – yarın…');
    await user.click(await screen.findByRole('checkbox', { name: 'SMS olarak da gönder' }));
    expect(screen.getByText('23 karakter · 1 SMS (alanlar örnek değerlerle sayılır)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(': “ ” – …. Mesaj şimdi 1 SMS tutuyor.');
    await user.click(screen.getByRole('button', { name: 'Düz karakterlerle değiştir' }));
    expect(box).toHaveValue('"Su" kesintisi - yarın...');
    expect(screen.getByText('25 karakter · 1 SMS (alanlar örnek değerlerle sayılır)')).toBeInTheDocument();
  });
});
