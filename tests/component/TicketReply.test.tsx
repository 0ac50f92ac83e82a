import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { http } from '../../src/dataProvider/http';
import { TicketShow } from '../../src/resources/tickets/TicketShow';
import { fakeApi } from './fakeApi';
import { renderPage } from './renderPage';
import { person, signedInAs } from './signedIn';

const resident = {
  id: 1,
  body: 'Asansör yine durdu.',
  from_resident: true,
  author: 'Sakin',
  created_at: '2026-11-25T08:00:00.000Z',
};

/** A ticket whose thread grows with every reply the fake server takes. */
function ticketServer(smsAnswer: { sms_sent: boolean; sms_description: string }) {
  const ticket = {
    id: 5,
    subject: 'Asansör arızası',
    category: 'fault',
    status: 'open',
    resident_id: 7,
    resident_name: 'Ayşe Kaya',
    apartment_id: 3,
    flat: 'A Blok 3',
    created_at: '2026-11-25T08:00:00.000Z',
    updated_at: '2026-11-25T08:00:00.000Z',
    messages: [resident] as object[],
  };
  return fakeApi({
    'GET /ticket/5': () => ({ body: { description: '', data: structuredClone(ticket) } }),
    'POST /ticket/send/user': ({ body }) => {
      const reply = body as { message: string; status: string };
      ticket.messages = [
        ...ticket.messages,
        {
          id: 2,
          body: reply.message,
          from_resident: false,
          author: 'Ali Veli',
          created_at: '2026-11-25T09:00:00.000Z',
        },
      ];
      ticket.status = reply.status;
      return { body: { description: smsAnswer.sms_description, data: smsAnswer } };
    },
  });
}

function show() {
  renderPage(
    <ResourceContextProvider value="tickets">
      <TicketShow />
    </ResourceContextProvider>,
    { route: '/tickets/5/show', path: '/tickets/:id/show', authProvider: signedInAs(person('main')) },
  );
}

describe('the ticket detail', () => {
  it('shows the thread and sends a reply with SMS and a new status; the reply joins the thread', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ticketServer({
      sms_sent: true,
      sms_description: 'Mesaj kaydedildi ve SMS olarak gönderildi.',
    });
    http.defaults.adapter = api.adapter;
    show();

    const thread = await screen.findByRole('list', { name: 'Mesajlar' });
    expect(within(thread).getByText('Asansör yine durdu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Asansör arızası', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: /Sakine yanıtınız/ }));
    await user.paste('Servis yarın geliyor.');
    await user.click(screen.getByRole('checkbox', { name: 'SMS olarak da gönder' }));
    await user.click(screen.getByRole('combobox', { name: 'Yanıttan sonraki durum' }));
    await user.click(await screen.findByRole('option', { name: 'İşlemde' }));
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));

    expect(await screen.findByText('Mesaj kaydedildi ve SMS olarak gönderildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      ticket_id: 5,
      message: 'Servis yarın geliyor.',
      status: 'in_progress',
      send_sms: true,
    });
    await waitFor(() => expect(within(thread).getByText('Servis yarın geliyor.')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Sakine yanıtınız/ })).toHaveValue('');
  });

  it('tells the user when the reply was kept but the SMS was not sent', async () => {
    const user = userEvent.setup({ delay: null });
    const refused = 'Mesaj kaydedildi; SMS gönderilmedi: SMS krediniz yetersiz.';
    http.defaults.adapter = ticketServer({ sms_sent: false, sms_description: refused }).adapter;
    show();

    await user.click(await screen.findByRole('textbox', { name: /Sakine yanıtınız/ }));
    await user.paste('Bakıyoruz.');
    await user.click(screen.getByRole('checkbox', { name: 'SMS olarak da gönder' }));
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Mesajlar' });
    await waitFor(() => expect(within(thread).getByText('Bakıyoruz.')).toBeInTheDocument());
  });

  it('counts the SMS of a reply and offers to replace the apostrophe that made it Unicode (issue 26)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ticketServer({
      sms_sent: true,
      sms_description: 'Mesaj kaydedildi ve SMS olarak gönderildi.',
    });
    http.defaults.adapter = api.adapter;
    show();

    const box = await screen.findByRole('textbox', { name: /Sakine yanıtınız/ });
    await user.click(box);
    // 81 characters; the typographic apostrophe alone makes it two SMS.
    await user.paste('Merhaba, asansör yarın 10’da onarılacak; anahtarı yönetime bırakmanız yeterlidir.');
    expect(screen.queryByText(/karakter ·/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'SMS olarak da gönder' }));
    expect(screen.getByText('81 karakter · 2 SMS (alanlar örnek değerlerle sayılır)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Şu karakterler mesajı Unicode yapıyor (SMS başına 160 yerine 70 karakter): ’. Mesaj şimdi 2 SMS tutuyor. Düz karakterlerle 1 SMS tutar.',
    );

    await user.click(screen.getByRole('button', { name: 'Düz karakterlerle değiştir' }));
    const plain = "Merhaba, asansör yarın 10'da onarılacak; anahtarı yönetime bırakmanız yeterlidir.";
    expect(box).toHaveValue(plain);
    expect(screen.getByText('81 karakter · 1 SMS (alanlar örnek değerlerle sayılır)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await screen.findByText('Mesaj kaydedildi ve SMS olarak gönderildi.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      message: plain,
      send_sms: true,
    });
  });
});
