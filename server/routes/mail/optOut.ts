import { Type } from 'typebox';
import { type App, ErrorAnswer } from '../../schemas/shared/http';
import { readOptOutToken, setMailOptOut } from '../../services/mail/optOut';

const params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const Html = { description: 'A small Turkish page.', content: { 'text/html': { schema: Type.String() } } };
const page = (title: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * The stop link of announcement-like e-mail (docs/mail.md, "Opt-out"), opened from a mail program without a
 * session: GET shows a button (a link scanner's visit changes nothing), POST stops the e-mail; a mail program's
 * one-click unsubscribe (RFC 8058) posts to the same address.
 */
export default async function mailOptOutRoutes(app: App) {
  const schema = (description: string) => ({
    tags: ['mail'],
    description,
    params,
    response: { 200: Html, 401: ErrorAnswer, 404: ErrorAnswer },
  });
  app.get(
    '/mail/opt-out/:token',
    {
      config: { access: 'public' },
      schema: schema('The page with the button that stops announcement e-mail.'),
    },
    async (request, reply) => {
      // A link not signed here answers the one error shape (401, in Turkish).
      readOptOutToken(app.config.jwtSecret, request.params.token);
      const html = page(
        'Duyuru e-postaları',
        '<p>Duyuru, anket ve haber e-postalarını artık almak istemiyorsanız aşağıdaki düğmeye basın. ' +
          'Makbuz, hesap ekstresi ve borç hatırlatmaları gelmeye devam eder.</p>' +
          `<form method="post"><button type="submit">E-postaları durdur</button></form>`,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/mail/opt-out/:token',
    {
      config: { access: 'public' },
      schema: schema('Stops announcement, poll and news e-mail to the resident the signed link names.'),
    },
    async (request, reply) => {
      const { accountId, residentId } = readOptOutToken(app.config.jwtSecret, request.params.token);
      await setMailOptOut(app.db, { accountId, userId: null }, residentId, true);
      const html = page(
        'E-postalar durduruldu',
        '<p>Duyuru, anket ve haber e-postaları size artık gönderilmeyecek. Kararınızı değiştirirseniz kişisel ' +
          'sakin sayfanızdan ya da yönetiminizden yeniden açtırabilirsiniz.</p>',
      );
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
}
