import type { ReadAnswer, Send, WriteResult } from '../send';

/** One of the user's own requests to the platform operator, with the answer once given. */
export interface SupportRequest {
  id: number;
  subject: string;
  body: string;
  answer: string | null;
  /** ISO 8601 */
  answered_at: string | null;
  created_at: string;
}

/** The help page ("nasıl kullanırım"): the user's requests to the platform operator. */
export const supportMethods = (send: Send) => ({
  supportRequests: () => send<ReadAnswer<SupportRequest[]>>({ method: 'GET', url: '/support' }),
  sendSupportRequest: (body: { subject: string; body: string }) =>
    send<WriteResult<SupportRequest>>({ method: 'POST', url: '/support', data: body }),
});
