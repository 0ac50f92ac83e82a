import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/types';
import { accessSubject, createAccess } from '../../src/authProvider';
import { http } from '../../src/dataProvider/http';
import { discoverRegistry } from '../../src/registry/discover';
import { DocumentList } from '../../src/resources/documents/DocumentList';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const { canAccess } = createAccess(discoverRegistry());

const list = <T,>(records: T[]) => ({
  body: { Records: records, TotalRecords: records.length, Page: 1, PerPage: 10 },
});

const budget = {
  id: 4,
  description: '2026 bütçesi',
  date: '14.03.2026',
  file_name: 'Bütçe2026.pdf',
  mime: 'application/pdf',
  size: 250_000,
};

const withRights = (user: CurrentUser) => ({
  ...signedInAs(user),
  canAccess: async (params: { resource: string; action: string }) => canAccess(accessSubject(user), params),
});

function showDocuments(routes: Parameters<typeof fakeApi>[0], authProvider = withRights(person('main'))) {
  const api = fakeApi(routes);
  http.defaults.adapter = api.adapter;
  renderPage(
    <ResourceContextProvider value="documents">
      <DocumentList />
    </ResourceContextProvider>,
    { route: '/documents', authProvider },
  );
  return api;
}

const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Dosya seçiniz', { selector: 'input' });

describe('documents', () => {
  it('lists documents with their date, name and size, and searches by key', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showDocuments({ 'GET /documents': list([budget]) });
    const row = (await screen.findByText('2026 bütçesi')).closest('tr')!;
    expect(row).toHaveTextContent('14.03.2026');
    expect(row).toHaveTextContent('244 KB');
    expect(within(row).getByRole('button', { name: 'Bütçe2026.pdf dosyasını indir' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Ara/ }), 'bütçe');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/documents').at(-1)!.params).toMatchObject({
        key: 'bütçe',
        type: 1,
      }),
    );
  });

  it('uploads a document as multipart with its description, date and file', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showDocuments({
      'GET /documents': list([]),
      'POST /document': { body: { description: 'Doküman eklendi.', data: budget } },
    });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni doküman' });
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), '2026 bütçesi');
    const date = within(dialog).getByRole('textbox', { name: /Tarih/ });
    await user.clear(date);
    await user.type(date, '14.03.2026');
    await user.upload(
      fileInput(dialog),
      new File(['%PDF-1.4'], 'Bütçe 2026.pdf', { type: 'application/pdf' }),
    );
    expect(within(dialog).getByText('Dosya: Bütçe 2026.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Doküman eklendi.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'POST')!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('description')).toBe('2026 bütçesi');
    expect(body.get('date')).toBe('14.03.2026');
    expect((body.get('file') as File).name).toBe('Bütçe 2026.pdf');
  });

  it('does not send a new document without a file, nor one of another kind or over 10 MB', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const api = showDocuments({ 'GET /documents': list([]) });
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni doküman' });
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Karar');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Dokümanın dosyasını seçiniz.')).toBeInTheDocument();

    await user.upload(fileInput(dialog), new File(['x'], 'karar.docx', { type: 'application/msword' }));
    expect(
      await within(dialog).findByText(
        'Doküman PDF, JPEG, PNG, WEBP, Word (.docx) veya Excel (.xlsx) dosyası olmalıdır.',
      ),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'büyük.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(dialog), big);
    expect(await within(dialog).findByText('Doküman en fazla 10 MB olabilir.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a document without a new file: only its texts go up, to PUT /document/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    const api = showDocuments({
      'GET /documents': list([budget]),
      'PUT /document/4': { body: { description: 'Doküman güncellendi.', data: budget } },
    });
    await user.click(await screen.findByText('2026 bütçesi'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Bütçe2026.pdf dosyasını değiştirmek/)).toBeInTheDocument();
    const description = within(dialog).getByRole('textbox', { name: /Açıklama/ });
    await user.clear(description);
    await user.type(description, '2026 bütçesi (onaylı)');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Doküman güncellendi.')).toBeInTheDocument();
    const body = api.calls.find((call) => call.method === 'PUT')!.body as FormData;
    expect(body.get('description')).toBe('2026 bütçesi (onaylı)');
    expect(body.has('file')).toBe(false);
  });

  it('shows a sub-user who may only read no new, edit or delete button', async () => {
    showDocuments(
      { 'GET /documents': list([budget]) },
      withRights(person('sub', { show_additional_features: 1, exec_additional_features: 0 })),
    );
    const row = (await screen.findByText('2026 bütçesi')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Bütçe2026.pdf dosyasını indir' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Sil/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeni' })).not.toBeInTheDocument();
  });
});
