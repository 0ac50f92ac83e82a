import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { SurveyCreate } from '../../src/resources/surveys/SurveyForm';
import { SurveyShow } from '../../src/resources/surveys/SurveyShow';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';

const poll = {
  id: 7,
  title: 'Çatı onarımı',
  question: 'Çatı bu yaz onarılsın mı?',
  end_date: '30.12.2099',
  weighting: 'land',
  open: true,
  options: [
    { id: 1, text: 'Evet' },
    { id: 2, text: 'Hayır' },
  ],
  results: [
    { option_id: 1, text: 'Evet', votes: 2, head_percent: 50, land: 70, land_percent: 77.78 },
    { option_id: 2, text: 'Hayır', votes: 2, head_percent: 50, land: 20, land_percent: 22.22 },
  ],
  total_votes: 4,
  total_land: 90,
  voters: [
    { resident_id: 1, name: 'Ayşe Kaya', flats: 'A Blok 1', land: 60, vote: 1, voted_at: null },
    { resident_id: 2, name: 'Mehmet Kaya', flats: 'A Blok 2', land: 20, vote: 2, voted_at: null },
    { resident_id: 3, name: 'Pay Kaya', flats: 'A Blok 3', land: 10, vote: null, voted_at: null },
  ],
};

describe('the poll form', () => {
  it('sends the options as texts in order, with a third one added, and opens the results', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({
      'POST /survey': ({ body }) => ({
        body: { description: 'Anket eklendi.', data: { ...poll, ...(body as object), id: 8 } },
      }),
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="surveys">
        <SurveyCreate />
      </ResourceContextProvider>,
      { route: '/surveys/create', routes: { '/surveys/:id/show': <p>Sonuçlar sayfası</p> } },
    );
    await user.type(await screen.findByRole('textbox', { name: /Başlık/ }), 'Asansör');
    await user.type(screen.getByRole('textbox', { name: /Soru/ }), 'Hangi firma?');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    const options = screen.getAllByRole('textbox', { name: /Seçenek/ });
    expect(options).toHaveLength(3);
    await user.type(options[0]!, 'A firması');
    await user.type(options[1]!, 'B firması');
    await user.type(options[2]!, 'C firması');
    await user.type(screen.getByRole('textbox', { name: /Son oy günü/ }), '31.12.2099');
    await user.click(screen.getByRole('radio', { name: 'Arsa payı' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Sonuçlar sayfası')).toBeInTheDocument();
    expect(screen.getByText('Anket eklendi.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toMatchObject({
      title: 'Asansör',
      question: 'Hangi firma?',
      options: ['A firması', 'B firması', 'C firması'],
      end_date: '31.12.2099',
      weighting: 'land',
    });
  });

  it('does not send a date that is not DD.MM.YYYY', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({});
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="surveys">
        <SurveyCreate />
      </ResourceContextProvider>,
      { route: '/surveys/create' },
    );
    await user.type(await screen.findByRole('textbox', { name: /Başlık/ }), 'Asansör');
    await user.type(screen.getByRole('textbox', { name: /Soru/ }), 'Hangi firma?');
    for (const [index, box] of screen.getAllByRole('textbox', { name: /Seçenek/ }).entries()) {
      await user.type(box, `Seçenek ${index}`);
    }
    await user.type(screen.getByRole('textbox', { name: /Son oy günü/ }), '31.02.2099');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tarihi GG.AA.YYYY biçiminde yazın.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the poll results', () => {
  /** `emails`: how many the preview says get the poll by e-mail (left out: an answer without e-mail). */
  function renderResults(emails?: number) {
    const api = fakeApi({
      'GET /survey/7': { body: { description: '', data: poll } },
      'GET /building': {
        body: {
          Records: [{ id: 4, name: 'A Blok', apartment_limit: 10 }],
          TotalRecords: 1,
          Page: 1,
          PerPage: 500,
        },
      },
      'POST /survey/preview': {
        body: {
          description: '2 kişi',
          data: {
            recipients: [
              {
                name: 'Ayşe Kaya',
                phone: '5321112233',
                text: 'Sayın Ayşe Kaya, "Çatı onarımı" anketimize katılın: https://site.example/sakin/XXXXXXXX',
                characters: 88,
                encoding: 'unicode',
                parts: 1,
              },
              {
                name: 'Mehmet Kaya',
                phone: '5321112234',
                text: 'Sayın Mehmet Kaya, "Çatı onarımı" anketimize katılın: https://site.example/sakin/XXXXXXXX',
                characters: 90,
                encoding: 'unicode',
                parts: 1,
              },
            ],
            left_out: [{ name: 'Pay Kaya', phone: null, reason: 'Geçerli bir cep telefonu yok.' }],
            ...(emails !== undefined && { emails }),
          },
        },
      },
      'POST /vote/survey': { body: { description: 'Oy kaydedildi.' } },
      'POST /survey/send': {
        body: {
          description: '2 kişiye 2 SMS (2 kredi) gönderim kuyruğuna alındı.',
          data: { campaign_id: 1, recipients: 2, parts: 2, scheduled_at: null, sms_job_id: null },
        },
      },
    });
    http.defaults.adapter = api.adapter;
    renderPage(
      <ResourceContextProvider value="surveys">
        <SurveyShow />
      </ResourceContextProvider>,
      { route: '/surveys/7/show', path: '/surveys/:id/show' },
    );
    return api.calls;
  }

  it('shows the counts and percentages by head and by land share, and who voted and who did not', async () => {
    renderResults();
    const chart = await screen.findByRole('figure', { name: /kişi başı ve arsa payına göre/ });
    const yes = within(chart).getByRole('heading', { name: 'Evet' }).closest('li')!;
    expect(yes).toHaveTextContent('Kişi başı: 2 oy · %50');
    expect(yes).toHaveTextContent('Arsa payına göre: 70 arsa payı · %77,78');
    const no = within(chart).getByRole('heading', { name: 'Hayır' }).closest('li')!;
    expect(no).toHaveTextContent('%22,22');
    expect(screen.getByText('Toplam 4 oy, 90 arsa payı')).toBeInTheDocument();
    const voted = screen.getByRole('region', { name: 'Oy verenler' });
    expect(within(voted).getByText('Ayşe Kaya').closest('tr')).toHaveTextContent('Evet');
    const notVoted = screen.getByRole('region', { name: 'Oy vermeyenler' });
    expect(within(notVoted).getByText('Pay Kaya')).toBeInTheDocument();
    expect(within(notVoted).queryByText('Ayşe Kaya')).not.toBeInTheDocument();
  });

  it('sends the poll to the chosen building after a preview and shows the description', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderResults();
    await user.click(await screen.findByRole('button', { name: 'SMS ile gönder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anketi SMS ile gönder' });
    expect(within(dialog).getByRole('button', { name: 'Gönder' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'A Blok' }));
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(await within(dialog).findByText(/2 kişi, 2 SMS kredisi/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Pay Kaya \(Geçerli bir cep telefonu yok\.\)/)).toBeInTheDocument();
    // The text itself, not only the counts: the first resident's, then everyone's in the table.
    expect(
      within(dialog).getByText(
        'Ayşe Kaya kişisine gidecek mesaj (her sakine kendi adı ve bağlantısıyla gider):',
      ),
    ).toBeInTheDocument();
    const sample = 'Sayın Ayşe Kaya, "Çatı onarımı" anketimize katılın: https://site.example/sakin/XXXXXXXX';
    expect(within(dialog).getAllByText(sample)).toHaveLength(2);
    const table = within(dialog).getByRole('table', { name: 'Alıcılar' });
    expect(within(table).getByText(/Sayın Mehmet Kaya/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(
      await within(dialog).findByText('2 kişiye 2 SMS (2 kredi) gönderim kuyruğuna alındı.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/survey/send')?.body).toEqual({ survey_id: 7, building_ids: [4] }),
    );
  });

  it('says how many get the poll by e-mail and how many by SMS with its credits', async () => {
    const user = userEvent.setup({ delay: null });
    renderResults(12);
    await user.click(await screen.findByRole('button', { name: 'SMS ile gönder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anketi SMS ile gönder' });
    expect(within(dialog).getByText(/e-postayla, yoksa SMS ile/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'A Blok' }));
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(
      await within(dialog).findByText(/12 kişiye e-posta, 2 kişiye SMS \(2 kredi\)/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/2 kişi, 2 SMS kredisi/)).not.toBeInTheDocument();
  });

  it('records a vote given on paper for a resident who has not voted', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderResults();
    const notVoted = await screen.findByRole('region', { name: 'Oy vermeyenler' });
    await user.click(within(notVoted).getByRole('combobox', { name: 'Pay Kaya oyu' }));
    await user.click(await screen.findByRole('option', { name: 'Hayır' }));
    expect(await screen.findByText('Oy kaydedildi.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/vote/survey')?.body).toEqual({
      resident_id: 3,
      survey_id: 7,
      vote: 2,
    });
  });
});
