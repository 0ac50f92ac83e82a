import { expect } from 'vitest';
import type { ContractRow } from '../row';

/** SPEC §7 "Communication and other". */
export const communicationCalls: ContractRow[] = [
  {
    method: 'GET',
    path: '/todo',
    shape: 'list',
    request: () => ({ query: { date: '01.03.2026' } }),
    also: { shape: 'list', request: () => ({ query: { is_month: true, date: '01.03.2026' } }) },
    why: 'Two calls of §7 on one path: a day’s items, then with is_month=true the month’s.',
  },
  {
    method: 'POST',
    path: '/todo',
    shape: 'record',
    request: () => ({ body: { subject: 'Aidat listesi', content: 'Panoya as', date: '02.03.2026' } }),
  },
  {
    method: 'PUT',
    path: '/todo',
    shape: 'record',
    request: (s) => ({
      body: { id: [s.ids.todo], done: true, date: '01.03.2026', content: 'Tamam', subject: 'İş 1' },
    }),
  },
  { method: 'DELETE', path: '/todo', shape: 'message', request: (s) => ({ body: { id: s.ids.todoSpare } }) },
  { method: 'GET', path: '/ticket', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/ticket',
    shape: 'record',
    request: () => ({ body: { subject: 'Çatı akıyor', message: 'Son kattaki daireye su geliyor.' } }),
    why: '§3 shows no field of a ticket but message data: the subject and the text as `message`.',
  },
  {
    method: 'GET',
    path: '/ticket/{id}',
    shape: 'record',
    request: (s) => ({ params: { id: s.ids.ticket } }),
  },
  {
    method: 'POST',
    path: '/ticket/send/user',
    shape: 'record',
    request: (s) => ({ body: { ticket_id: s.ids.ticket, message: 'Usta yarın geliyor.' } }),
    why: 'ticket_id and the message data: the text as `message`.',
  },
  { method: 'GET', path: '/user/anno', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/user/anno',
    shape: 'record',
    request: (s) => ({
      form: {
        fields: {
          content: 'Asansör bakımı salı',
          title: 'Bakım',
          user_id: s.owner.user.id,
          is_exist_file: 0,
          passive: 1,
        },
      },
    }),
  },
  {
    method: 'PUT',
    path: '/user/anno/{id}',
    shape: 'record',
    request: (s) => ({
      params: { id: s.ids.anno },
      form: { fields: { content: 'Bakım çarşamba', title: 'Bakım', is_exist_file: 0, passive: 0 } },
    }),
    why: 'The announcement of §3 as POST sends it, passive 0 to deactivate it.',
  },
  {
    method: 'DELETE',
    path: '/user/anno/{id}',
    shape: 'message',
    request: (s) => ({ params: { id: s.ids.annoSpare } }),
  },
  { method: 'GET', path: '/user/messages', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'GET',
    path: '/user/messages/{id}',
    shape: 'record',
    request: (s) => ({ params: { id: s.ids.resident } }),
  },
  {
    method: 'POST',
    path: '/user/sendmessage/{residentID}',
    shape: 'message',
    request: (s) => ({ params: { residentID: s.ids.resident }, body: { message: 'Kargonuz yönetimde.' } }),
    why: 'The text as `message`.',
  },
  {
    method: 'DELETE',
    path: '/user/message/{id}',
    shape: 'message',
    request: (s) => ({ params: { id: s.ids.message } }),
  },
  { method: 'GET', path: '/user/transfer', shape: 'list', request: () => ({ query: { page: 1 } }) },
  { method: 'GET', path: '/user/receipt', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'GET',
    path: '/user/receipt/file/{receipt_id}',
    shape: 'file',
    request: (s) => ({ params: { receipt_id: s.ids.receipt } }),
  },
  {
    method: 'GET',
    path: '/receipts',
    shape: 'list',
    request: () => ({ query: { page: 1 } }),
    check(s, body) {
      const receipt = (body.Records as Record<string, unknown>[]).find((r) => r.id === s.ids.receipt);
      // The spec's receipt screen reads the payer and the debt left under these names.
      expect(receipt).toMatchObject({ receipt_id: s.ids.receipt, remainingAmount: receipt?.remaining });
      expect(`${receipt?.name} ${receipt?.surname}`).toBe(receipt?.payer_name);
      expect(receipt?.name).not.toBe('');
    },
  },
  { method: 'GET', path: '/packages', shape: 'list', request: () => ({}) },
  {
    method: 'POST',
    path: '/order',
    shape: 'record',
    request: (s) => ({ body: { package_id: s.ids.licencePackage, apartment_count: 50, month: 12 } }),
  },
  {
    method: 'POST',
    path: '/package/sms',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.smsPackage } }),
  },
  {
    method: 'POST',
    path: '/licence',
    shape: 'record',
    request: (s) => ({ body: { package_id: s.ids.licencePackage, apartment_count: 50, month: 12 } }),
    why: 'The package order of §3 (package_id, apartment_count, month): a licence bought.',
  },
];
