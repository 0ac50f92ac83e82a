import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../common/messages';
import { http } from '../../src/dataProvider/http';
import { TutorialPage } from '../../src/pages/tutorial/TutorialPage';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

/** The server as account.ts answers: the saved progress, and the finishing message the first time. */
function renderTutorial(saved: { step: number; is_completed: boolean; is_first: boolean }) {
  const api = fakeApi({
    'GET /tutorial': { body: { description: '', data: saved } },
    'PUT /tutorial': ({ body }) => {
      const finished = (body as { is_completed?: boolean }).is_completed === true;
      return { body: { description: finished ? MESSAGES.tutorialFinished : 'Kaydedildi.', data: body } };
    },
  });
  http.defaults.adapter = api.adapter;
  renderPage(<TutorialPage />, { route: '/tutorial', routes: { '/': <p>Ana sayfa içeriği</p> } });
  return api.calls;
}

describe('TutorialPage', () => {
  it('resumes at the saved step, saves each move, and on finishing shows the server’s message', async () => {
    const user = userEvent.setup();
    const sent = renderTutorial({ step: 2, is_completed: false, is_first: true });

    expect(await screen.findByText(/Aidat gruplarını ve borç türlerini/)).toBeInTheDocument();
    // Opening it marks the tutorial as seen, so the dashboard stops sending the user here.
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'PUT', body: { step: 2, is_completed: false, is_first: false } }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByText(/Her ödemeyi ilgili borca/)).toBeInTheDocument();
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: { step: 3, is_completed: false, is_first: false } }),
    );

    await user.click(screen.getByRole('button', { name: 'Bitir' }));
    expect(await screen.findByText(MESSAGES.tutorialFinished)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/tutorial',
      body: { step: 3, is_completed: true, is_first: false },
    });
    expect(await screen.findByText('Ana sayfa içeriği')).toBeInTheDocument();
  });

  it('links the first step to the buildings list', async () => {
    renderTutorial({ step: 0, is_completed: false, is_first: false });
    expect(await screen.findByRole('link', { name: 'Binalara git' })).toHaveAttribute('href', '/buildings');
    expect(screen.getByRole('button', { name: 'Geri' })).toBeDisabled();
  });

  it('links the later steps to their pages and offers the Excel import, which is no longer “yakında”', async () => {
    const user = userEvent.setup();
    renderTutorial({ step: 1, is_completed: false, is_first: false });
    expect(await screen.findByRole('link', { name: 'Dairelere git' })).toHaveAttribute('href', '/apartments');
    expect(screen.getByRole('link', { name: 'Sakinlere git' })).toHaveAttribute('href', '/residents');
    expect(screen.getByRole('link', { name: 'Excel’den aktar' })).toHaveAttribute(
      'href',
      '/import/apartments',
    );
    expect(screen.queryByText(/yakında/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByRole('link', { name: 'Aidat gruplarına git' })).toHaveAttribute(
      'href',
      '/dues-groups',
    );
    expect(screen.getByRole('link', { name: 'Borç girişine git' })).toHaveAttribute(
      'href',
      '/debt-entry/multi',
    );

    await user.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByRole('link', { name: 'Tahsilata git' })).toHaveAttribute(
      'href',
      '/collections',
    );
    expect(screen.getByRole('link', { name: 'Raporlara git' })).toHaveAttribute('href', '/reports/balance');
  });
});
