import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { AnnouncementList } from '../../src/resources/announcements/AnnouncementList';
import { type FakeRequest, fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

const meeting = {
  id: 7,
  title: 'Genel kurul',
  content: 'Genel kurul 20 Mart’ta saat 19:00’da.',
  user_id: 1,
  passive: 1,
  is_exist_file: 1,
  file_name: 'Gündem2026.pdf',
  mime: 'application/pdf',
  created_at: '2026-03-01T09:00:00.000Z',
};

const withRights = (user: CurrentUser) => ({
  ...signedInAs(user),
  canAccess: async (params: { resource: string; action: string }) => canAccess(accessSubject(user), params),
});

function showAnnouncements(routes: Parameters<typeof fakeApi>[0], authProvider = withRights(person('main'))) {
  const api = fakeApi(routes);
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="announcements">
      <AnnouncementList />
    </ResourceContextProvider>,
    { route: '/announcements', authProvider },
  );
  return api;
}

const formOf = (call: FakeRequest | undefined) => call!.body as FormData;

describe('announcements', () => {
  it('creates an announcement with passive=1 and an optional file, as multipart', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showAnnouncements({
      'GET /user/anno': list([]),
      'POST /user/anno': { body: { description: 'Duyuru eklendi.', data: meeting } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni duyuru' });
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Genel kurul');
    await user.type(within(dialog).getByRole('textbox', { name: /Duyuru metni/ }), 'Toplantı 20 Mart’ta.');
    await user.upload(
      within(dialog).getByLabelText('Dosya ekle (isteğe bağlı)', { selector: 'input' }),
      new File(['%PDF-1.4'], 'Gündem.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Duyuru eklendi.')).toBeInTheDocument();
    const body = formOf(api.calls.find((call) => call.method === 'POST'));
    expect(body.get('title')).toBe('Genel kurul');
    expect(body.get('content')).toBe('Toplantı 20 Mart’ta.');
    expect(body.get('passive')).toBe('1');
    expect(body.get('is_exist_file')).toBe('1');
    expect((body.get('File') as File).name).toBe('Gündem.pdf');
  });

  it('announces by SMS only when ticked, and shows what the server says of the SMS', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = 'Duyuru kaydedildi. 12 kişiye 12 SMS (12 kredi) gönderim kuyruğuna alındı.';
    const api = showAnnouncements({
      'GET /user/anno': list([]),
      'POST /user/anno': { body: { description: sent, data: { ...meeting, sms_sent: true } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni duyuru' });
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Genel kurul');
    await user.type(within(dialog).getByRole('textbox', { name: /Duyuru metni/ }), 'Toplantı 20 Mart’ta.');
    const bySms = within(dialog).getByRole('switch', { name: 'SMS ile de duyur' });
    expect(bySms).not.toBeChecked();
    await user.click(bySms);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(formOf(api.calls.find((call) => call.method === 'POST')).get('sms')).toBe('1');
  });

  it('offers no SMS to a user who may not send SMS', async () => {
    const user = userEvent.setup({ delay: null });
    showAnnouncements(
      { 'GET /user/anno': list([]) },
      withRights(person('sub', { show_additional_features: 2, exec_additional_features: 2, send_sms: 0 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni duyuru' });
    await within(dialog).findByRole('textbox', { name: /Başlık/ });
    expect(within(dialog).queryByRole('switch', { name: 'SMS ile de duyur' })).toBeNull();
  });

  it('creates one without a file: is_exist_file 0 and no File part', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showAnnouncements({
      'GET /user/anno': list([]),
      'POST /user/anno': { body: { description: 'Duyuru eklendi.', data: { ...meeting, file_name: null } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni duyuru' });
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Su kesintisi');
    await user.type(within(dialog).getByRole('textbox', { name: /Duyuru metni/ }), 'Yarın su yok.');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Duyuru eklendi.');
    const body = formOf(api.calls.find((call) => call.method === 'POST'));
    expect(body.get('passive')).toBe('1');
    expect(body.get('is_exist_file')).toBe('0');
    expect(body.get('sms')).toBe('0');
    // A new announcement goes by e-mail unless the switch is turned off.
    expect(body.get('email')).toBe('1');
    expect(body.has('File')).toBe(false);
  });

  it('sends no e-mail when "E-posta ile de gönder" is turned off', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showAnnouncements({
      'GET /user/anno': list([]),
      'POST /user/anno': { body: { description: 'Duyuru eklendi.', data: { ...meeting, file_name: null } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni duyuru' });
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Su kesintisi');
    await user.type(within(dialog).getByRole('textbox', { name: /Duyuru metni/ }), 'Yarın su yok.');
    const byMail = within(dialog).getByRole('switch', { name: 'E-posta ile de gönder' });
    expect(byMail).toBeChecked();
    await user.click(byMail);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Duyuru eklendi.');
    expect(formOf(api.calls.find((call) => call.method === 'POST')).get('email')).toBe('0');
  });

  it('hides a shown announcement from its row, keeping its file', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showAnnouncements({
      'GET /user/anno': list([meeting]),
      'PUT /user/anno/7': { body: { description: 'Duyuru güncellendi.', data: { ...meeting, passive: 0 } } },
    });
    const toggle = await screen.findByRole('switch', { name: '“Genel kurul” duyurusunu sakinlere göster' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Gösteriliyor')).toBeInTheDocument();
    // The user's rights are read first.
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Duyuru güncellendi.')).toBeInTheDocument();
    const body = formOf(api.calls.find((call) => call.method === 'PUT'));
    expect(body.get('passive')).toBe('0');
    expect(body.get('is_exist_file')).toBe('1');
    expect(body.get('email')).toBe('0');
    expect(body.get('title')).toBe('Genel kurul');
    await waitFor(() => expect(screen.getByRole('switch', { name: /Genel kurul/ })).not.toBeChecked());
  });

  it('removes the file of an announcement when "remove" is ticked in its dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showAnnouncements({
      'GET /user/anno': list([meeting]),
      'PUT /user/anno/7': {
        body: { description: 'Duyuru güncellendi.', data: { ...meeting, file_name: null } },
      },
    });
    await user.click(await screen.findByText('Genel kurul'));
    const dialog = await screen.findByRole('dialog');
    // Editing does not mail the announcement again unless asked.
    expect(within(dialog).getByRole('switch', { name: 'E-posta ile de gönder' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Gündem2026.pdf dosyasını kaldır' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Duyuru güncellendi.');
    const body = formOf(api.calls.find((call) => call.method === 'PUT'));
    expect(body.get('is_exist_file')).toBe('0');
    expect(body.get('sms')).toBe('0');
    expect(body.has('File')).toBe(false);
  });

  it('shows a reader the state and the file, but no switch to press', async () => {
    showAnnouncements(
      { 'GET /user/anno': list([{ ...meeting, passive: 0 }]) },
      withRights(person('sub', { show_additional_features: 1, exec_additional_features: 0 })),
    );
    const toggle = await screen.findByRole('switch', { name: /Genel kurul/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Gizli')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gündem2026.pdf dosyasını indir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni' })).not.toBeInTheDocument();
  });
});
