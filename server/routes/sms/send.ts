import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { type App, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { PreviewSchema, previewJson, SendSchema, SmsPayloadBody } from '../../schemas/sms/sms';
import {
  type ComposeAudience,
  previewSms,
  type SmsPayload,
  sendDescription,
  sendSms,
} from '../../services/sms/compose';

const area = 'sms' as const;

/**
 * Each audience's preview and send paths (docs/domain.md, "Audiences and the send payload"; the groups' own pair is the
 * product's).
 */
const AUDIENCES: { audience: ComposeAudience; preview: string[]; send: string }[] = [
  {
    audience: 'residents',
    preview: ['/group/sms/preview', '/resident/sms/preview'],
    send: '/group/sms/send',
  },
  { audience: 'buildings', preview: ['/building/sms/preview'], send: '/building/sms/send' },
  { audience: 'groups', preview: ['/sms/groups/preview'], send: '/sms/groups/send' },
  { audience: 'debtors', preview: ['/debt/sms/preview'], send: '/debt/sms/send' },
  { audience: 'non_members', preview: ['/non/member/sms/preview'], send: '/non/member/sms/send' },
];

const body = Type.Object(SmsPayloadBody);

/** Preview (who gets what, parts and credits) and send (now, later, every month) for every audience. */
export default async function smsSendRoutes(app: App) {
  for (const { audience, preview, send } of AUDIENCES) {
    for (const path of preview) {
      app.post(
        path,
        routeOptions({ area, action: 'list' }, 'sms', { body }, WriteAnswer(PreviewSchema), {
          writes: false,
        }),
        async (request) => {
          const origin = app.config.publicUrl;
          const accountId = sessionOf(request).accountId;
          const result = await previewSms(app.db, accountId, audience, request.body as SmsPayload, origin);
          return { description: `${result.recipients.length} kişi`, data: previewJson(result) };
        },
      );
    }

    app.post(
      send,
      routeOptions({ area, action: 'send' }, 'sms', { body }, WriteAnswer(SendSchema)),
      async (request) => {
        const session = sessionOf(request);
        const origin = app.config.publicUrl;
        const deps = { db: app.db, queue: app.smsQueue, provider: app.sms.name, origin };
        const actor = { accountId: session.accountId, userId: session.userId };
        const result = await sendSms(deps, actor, audience, request.body as SmsPayload);
        return {
          description: sendDescription(result),
          data: {
            campaign_id: result.campaignId,
            recipients: result.recipients,
            parts: result.parts,
            scheduled_at: result.scheduledAt.toISOString(),
            sms_job_id: result.smsJobId,
          },
        };
      },
    );
  }
}
