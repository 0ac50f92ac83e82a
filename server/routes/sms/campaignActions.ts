import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { type App, Id, Message } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { sendReceiptSms } from '../../services/sms/automatic';
import { cancelCampaign } from '../../services/sms/compose';

/** Calling off a later send, and sending a receipt's payment message by hand. */
export default async function smsCampaignActionRoutes(app: App) {
  app.delete(
    '/sms/campaign/:id',
    routeOptions({ area: 'sms', action: 'delete' }, 'sms', { params: Type.Object({ id: Id }) }, Message),
    async (request) => {
      const refunded = await cancelCampaign(app.db, sessionOf(request).accountId, request.params.id);
      return { description: `Gönderim iptal edildi; ${refunded} kredi hesabınıza geri yüklendi.` };
    },
  );

  app.post(
    '/receipt/sms',
    routeOptions({ area: 'sms', action: 'send' }, 'sms', { body: Type.Object({ receipt_id: Id }) }, Message),
    async (request) => {
      const session = sessionOf(request);
      const deps = { db: app.db, queue: app.smsQueue, provider: app.sms.name };
      const actor = { accountId: session.accountId, userId: session.userId };
      const result = await sendReceiptSms(deps, actor, request.body.receipt_id);
      return { description: `Makbuz SMS’i ${result.sent} kişiye gönderim kuyruğuna alındı.` };
    },
  );
}
