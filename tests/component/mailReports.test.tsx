/**
 * E-posta raporları (src/pages/mail-reports/): each e-mail with its recipient, subject, kind and status in Turkish
 * and the provider's answer, paged from the server; every cell names its column for the phone's cards; an empty
 * list says so in Turkish.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MailReportsPage } from '../../src/pages/mail-reports/MailReportsPage';
import type { FakeRequest } from './fakeApi';
import { renderPage } from './renderPage';

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  resident_id: 3,
  to: `sakin${id}@example.com`,
  subject: `Tahsilat makbuzu No ${id}`,
  kind: 'receipt',
  status: 'sent',
  answer: '250 OK: queued',
  created_at: '2026-11-20T07:30:00.000Z',
  sent_at: '2026-11-20T07:30:05.000Z',
  ...extra,
});

const bounced = row(2, {
  to: 'yok@example.com',
  subject: 'Hesap ekstreniz',
  kind: 'statement',
  status: 'bounced',
  answer: '550 5.1.1 Böyle bir kullanıcı yok',
});

describe('E-posta raporları', () => {
  it('lists each e-mail in Turkish with its status and the provider’s answer, and pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderPage(<MailReportsPage />, {
      route: '/mail-reports',
      api: {
        'GET /mail/reports': (request: FakeRequest) => ({
          body: {
            Records: request.params.page === 2 ? [row(30)] : [row(1), bounced],
            TotalRecords: 26,
            Page: request.params.page,
            PerPage: 25,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'E-posta raporları' }, { timeout: 5000 });
    expect(await within(table).findByText('yok@example.com')).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Tarih', 'Alıcı', 'Konu', 'Tür', 'Durum', 'Sağlayıcı yanıtı']);

    const sent = within(table).getByText('sakin1@example.com').closest('tr') as HTMLElement;
    expect(sent).toHaveTextContent('Tahsilat makbuzu No 1');
    expect(sent).toHaveTextContent('Makbuz');
    expect(sent).toHaveTextContent('Gönderildi');
    // The manager's clock: Istanbul time.
    expect(sent).toHaveTextContent('20.11.2026 10:30');
    const failed = within(table).getByText('yok@example.com').closest('tr') as HTMLElement;
    expect(failed).toHaveTextContent('Hesap ekstresi');
    expect(failed).toHaveTextContent('Adres geçersiz (geri döndü)');
    expect(failed).toHaveTextContent('550 5.1.1 Böyle bir kullanıcı yok');
    // On a phone each row is a card whose values say what they are.
    expect(within(failed).getByText('550 5.1.1 Böyle bir kullanıcı yok')).toHaveAttribute(
      'data-label',
      'Sağlayıcı yanıtı',
    );
    expect(within(failed).getByText('Hesap ekstresi')).toHaveAttribute('data-label', 'Tür');

    expect(calls.at(-1)).toMatchObject({ url: '/mail/reports', params: { page: 1, per_page: 25 } });
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await within(table).findByText('sakin30@example.com')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { page: 2, per_page: 25 } }));
  });

  it('says in Turkish when no e-mail has been sent', async () => {
    renderPage(<MailReportsPage />, {
      route: '/mail-reports',
      api: { 'GET /mail/reports': { body: { Records: [], TotalRecords: 0, Page: 1, PerPage: 25 } } },
    });
    expect(await screen.findByText(/Henüz e-posta gönderilmedi/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
