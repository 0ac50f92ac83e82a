/**
 * A resident's e-mail as the manager sees it (src/resources/residents/ResidentMailSection.tsx): the bounce warning
 * with its day, the announcement opt-out, and "Ekstreyi e-posta ile gönder" with the server's answer or Turkish
 * refusal shown; and the resident's own "Duyuru e-postaları" switch on their page (ResidentMailSwitch.tsx).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { ResidentPage } from '../../src/pages/resident-page/ResidentPage';
import { ResidentMailSection } from '../../src/resources/residents/ResidentMailSection';
import { type FakeReply, type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const resident = {
  id: 5,
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  email_bounced_at: null as string | null,
  email_opt_out: false,
};

function showMail(record: typeof resident, api: Record<string, FakeReply | ((r: FakeRequest) => FakeReply)>) {
  return renderPage(
    <RecordContextProvider value={record}>
      <ResidentMailSection />
    </RecordContextProvider>,
    { route: '/residents/5/show', resource: 'residents', authProvider: signedInAs(person('main')), api },
  );
}

const button = () => screen.findByRole('button', { name: 'Ekstreyi e-posta ile gönder' }, { timeout: 5000 });

describe('the resident’s e-mail on their detail page', () => {
  it('sends the statement and says where it went', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = showMail(resident, {
      'POST /resident/5/statement/mail': {
        body: {
          description: 'Hesap ekstresi ayse@example.com adresine gönderildi.',
          data: { id: 1, status: 'sent', kind: 'statement', to: 'ayse@example.com' },
        },
      },
    });
    // The page may draw after a turn (texts and access are read asynchronously): wait for it, do not assume.
    expect(
      await screen.findByText('E-posta adresi: ayse@example.com', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Duyuru e-postaları: alıyor.')).toBeInTheDocument();
    await user.click(await button());
    expect(
      await within(screen.getByRole('status')).findByText(
        'Hesap ekstresi ayse@example.com adresine gönderildi.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/resident/5/statement/mail')).toHaveLength(1);
  });

  it('shows the server’s Turkish refusal when there is no address', async () => {
    const user = userEvent.setup({ delay: null });
    showMail(
      { ...resident, email: null as unknown as string },
      {
        'POST /resident/5/statement/mail': {
          status: 400,
          body: {
            description: 'Lütfen işaretli alanları düzeltiniz.',
            errors: {
              email: 'Ayşe Yılmaz için e-posta adresi kayıtlı değil; önce sakinin e-posta adresini giriniz.',
            },
          },
        },
      },
    );
    expect(await screen.findByText(/Kayıtlı e-posta adresi yok/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await button());
    expect(
      await within(screen.getByRole('status')).findByText(
        'Ayşe Yılmaz için e-posta adresi kayıtlı değil; önce sakinin e-posta adresini giriniz.',
      ),
    ).toBeInTheDocument();
  });

  it('warns that the address bounced, with its day, and shows the refusal to send to it', async () => {
    const user = userEvent.setup({ delay: null });
    showMail(
      { ...resident, email_bounced_at: '2026-11-20T21:30:00.000Z', email_opt_out: true },
      {
        'POST /resident/5/statement/mail': {
          status: 409,
          body: {
            description:
              'ayse@example.com adresine giden e-posta geri döndü (21.11.2026); sakinin e-posta adresini düzeltiniz.',
          },
        },
      },
    );
    // Istanbul's day of the bounce, not UTC's.
    expect(
      await screen.findByText(
        'Bu adrese e-posta ulaşmıyor (geri döndü: 21.11.2026). Adres değişene kadar mesajları SMS ile gider.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Duyuru e-postaları: istemiyor\. Makbuz, hesap ekstresi/)).toBeInTheDocument();
    await user.click(await button());
    expect(
      await within(screen.getByRole('status')).findByText(
        /adresine giden e-posta geri döndü \(21\.11\.2026\)/,
      ),
    ).toBeInTheDocument();
  });
});

const TOKEN = 'k8Jd2LmQ0pR7sT1vW3xY5zA9';
const base = `/r/${TOKEN}`;

describe('the resident page’s announcement e-mail switch', () => {
  it('turns "Duyuru e-postaları" off and on, saved on the server for this link', async () => {
    const user = userEvent.setup({ delay: null });
    let optOut = false;
    const choice = () => ({ email: 'ayse@example.com', email_bounced_on: null, email_opt_out: optOut });
    const api = fakeApi({
      [`GET ${base}`]: {
        body: {
          data: {
            name: 'Ayşe Yılmaz',
            assoc_name: 'Gül Apartmanı',
            has_flat: true,
            flats: [],
            debts: [],
            total_debt: 0,
            receipts: [],
            announcements: [],
          },
        },
      },
      [`GET ${base}/surveys`]: { body: { Records: [] } },
      [`GET ${base}/tickets`]: { body: { Records: [] } },
      [`GET ${base}/messages`]: { body: { Records: [] } },
      [`GET ${base}/mail`]: () => ({ body: { data: choice() } }),
      [`PUT ${base}/mail`]: (request) => {
        optOut = (request.body as { email_opt_out: boolean }).email_opt_out;
        return {
          body: {
            description: optOut
              ? 'Duyuru e-postaları durduruldu. Makbuz, hesap ekstresi ve borç hatırlatmaları gelmeye devam eder.'
              : 'Duyuru e-postaları yeniden açıldı.',
            data: choice(),
          },
        };
      },
    });
    http.defaults.adapter = api.adapter;
    render(
      <MemoryRouter initialEntries={[`/sakin/${TOKEN}`]}>
        <Routes>
          <Route path="/sakin/:token" element={<ResidentPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const toggle = await screen.findByRole('switch', { name: 'Duyuru e-postaları' }, { timeout: 5000 });
    const section = screen.getByRole('region', { name: 'E-posta' });
    expect(within(section).getByText('E-posta adresiniz: ayse@example.com')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      /Makbuz, hesap ekstresi ve borç hatırlatmaları her durumda gelir/,
    );

    await user.click(toggle);
    expect(await within(section).findByText(/Duyuru e-postaları durduruldu/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${base}/mail`,
      body: { email_opt_out: true },
    });

    await user.click(toggle);
    expect(await within(section).findByText('Duyuru e-postaları yeniden açıldı.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});
