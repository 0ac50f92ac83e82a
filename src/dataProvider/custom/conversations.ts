import type { PageArgs, Send, WriteResult } from '../send';

export type TicketStatus = 'open' | 'in_progress' | 'resolved' | 'closed';
export type TicketCategory = 'fault' | 'complaint' | 'suggestion' | 'other';

/** What happened to the SMS of a reply: null when none was asked for. */
export interface SmsOutcome {
  sms_sent: boolean | null;
  sms_description: string | null;
}

export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** Where a click leads in the app. */
  link: string | null;
  read: boolean;
  /** ISO 8601. */
  created_at: string;
}

export interface NotificationPage {
  Records: AppNotification[];
  TotalRecords: number;
  unread_count: number;
}

/** Tickets' replies, conversations' messages and the bell (issue 11). */
export const conversationMethods = (send: Send) => ({
  replyToTicket: (body: { ticket_id: number; message: string; status?: TicketStatus; send_sms: boolean }) =>
    send<WriteResult<SmsOutcome>>({ method: 'POST', url: '/ticket/send/user', data: body }),
  changeTicketStatus: ({ id, status }: { id: number; status: TicketStatus }) =>
    send<{ description: string }>({ method: 'PUT', url: `/ticket/${id}`, data: { status } }),
  sendResidentMessage: ({
    resident_id,
    ...body
  }: {
    resident_id: number;
    message: string;
    send_sms: boolean;
  }) =>
    send<WriteResult<SmsOutcome>>({ method: 'POST', url: `/user/sendmessage/${resident_id}`, data: body }),
  deleteResidentMessage: ({ id }: { id: number }) =>
    send<{ description: string }>({ method: 'DELETE', url: `/user/message/${id}` }),
  notifications: (params: PageArgs & { unread?: boolean }) =>
    send<NotificationPage>({ method: 'GET', url: '/notifications', params }),
  markNotificationsRead: (body: { ids?: number[] }) =>
    send<WriteResult<{ marked: number }>>({ method: 'PUT', url: '/notifications/read', data: body }),
});
