import { expect } from 'vitest';
import type { ContractRow } from '../row';
import type { Scene } from '../scene';

/** The SMS send payload of §3 with one resident chosen, sent now. */
const payload = (s: Scene, message: string) => ({
  all_data: false,
  sending: [s.ids.resident],
  not_sending: [],
  message,
  name: null,
  national_id: null,
  phone: null,
  sms_template_id: null,
  is_future_date: false,
  future_date: null,
  continually: false,
  continually_date: null,
});
const template = { name: 'Toplantı', sms_template_type: 1, message: 'Toplantı cuma 20:00' };
/** The monthly message the send row posts and the jobs row posts again (§7: "send also posts a recurring job"). */
const monthly = 'Aidat son ödeme günü ayın 10’u';

/** SPEC §7 "SMS and polls". */
export const smsCalls: ContractRow[] = [
  {
    method: 'GET',
    path: '/sms/templates',
    shape: 'list',
    request: () => ({ query: { page: 1, name: 'Şablon' } }),
  },
  { method: 'POST', path: '/sms/templates', shape: 'record', request: () => ({ body: template }) },
  {
    method: 'PUT',
    path: '/sms/templates',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.template, ...template, name: 'Toplantı 1' } }),
  },
  {
    method: 'DELETE',
    path: '/sms/templates',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.templateSpare } }),
  },
  {
    method: 'GET',
    path: '/sms/template',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.template } }),
  },
  {
    method: 'POST',
    path: '/sms/template',
    shape: 'record',
    request: () => ({ body: { ...template, name: 'Su kesintisi' } }),
  },
  {
    method: 'PUT',
    path: '/sms/template',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.template, ...template, name: 'Toplantı 2' } }),
  },
  {
    method: 'DELETE',
    path: '/sms/template',
    shape: 'message',
    request: (s) => ({ query: { id: s.ids.templateThird } }),
  },
  {
    method: 'POST',
    path: '/group/sms/preview',
    shape: 'record',
    request: (s) => ({ body: payload(s, 'Merhaba {ad}') }),
  },
  {
    method: 'POST',
    path: '/group/sms/send',
    shape: 'message',
    request: (s) => ({
      body: {
        ...payload(s, monthly),
        continually: true,
        continually_date: '31.12.2030',
        future_date: { hour: 10, minute: 0, start_date: '01.12.2030' },
        is_future_date: true,
      },
    }),
    why: 'A monthly send (continually), so the next row can post its job as the spec’s client does.',
  },
  {
    method: 'POST',
    path: '/sms/jobs',
    shape: 'record',
    request: (s) => ({
      body: {
        hour: 10,
        minute: 0,
        job_type: 0,
        last_date: '31.12.2030',
        message: monthly,
        name: 'test',
        resident_ids: [s.ids.resident],
      },
    }),
    why: 'The job of the monthly send of the row before, as the spec’s client posts it after the send.',
    async check(s) {
      const jobs = await s.ctx.app.inject({ method: 'GET', url: '/api/sms/jobs', headers: s.owner.headers });
      const monthlyJobs = (jobs.json().Records as { message: string }[]).filter(
        (job) => job.message === monthly,
      );
      // One job: every resident gets the monthly message once, not once per call.
      expect(monthlyJobs).toHaveLength(1);
    },
  },
  { method: 'GET', path: '/sms/jobs', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'PUT',
    path: '/sms/jobs',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.smsJob,
        hour: 9,
        minute: 30,
        job_type: 0,
        last_date: '31.12.2030',
        message: 'Güncel',
        name: 'test',
        resident_ids: [s.ids.resident],
      },
    }),
    why: 'The job of POST with its id.',
  },
  {
    method: 'DELETE',
    path: '/sms/jobs',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.smsJobSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/sms/reports', shape: 'list', request: () => ({ query: { page: 1 } }) },
  { method: 'GET', path: '/debt/sms', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/debt/sms/preview',
    shape: 'record',
    request: (s) => ({ body: payload(s, 'Borcunuz {borc}') }),
  },
  {
    method: 'POST',
    path: '/debt/sms/send',
    shape: 'message',
    request: (s) => ({ body: payload(s, 'Borcunuz {borc}') }),
  },
  {
    method: 'POST',
    path: '/resident/sms/preview',
    shape: 'record',
    request: (s) => ({ body: payload(s, 'Merhaba') }),
  },
  {
    method: 'POST',
    path: '/building/sms/preview',
    shape: 'record',
    request: (s) => ({ body: { ...payload(s, 'Merhaba'), sending: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/building/sms/send',
    shape: 'message',
    request: (s) => ({ body: { ...payload(s, 'Merhaba'), sending: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/non/member/sms/preview',
    shape: 'record',
    request: (s) => ({ body: { ...payload(s, 'Merhaba'), sending: [s.ids.nonMember] } }),
  },
  {
    method: 'POST',
    path: '/non/member/sms/send',
    shape: 'message',
    request: (s) => ({ body: { ...payload(s, 'Merhaba'), sending: [s.ids.nonMember] } }),
  },
  { method: 'GET', path: '/surveys', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'GET',
    path: '/survey/{id}',
    shape: 'record',
    request: (s) => ({ params: { id: s.ids.survey } }),
  },
  {
    method: 'POST',
    path: '/survey',
    shape: 'record',
    request: () => ({
      body: {
        title: 'Otopark',
        question: 'Otopark ücretli olsun mu?',
        options: ['Evet', 'Hayır'],
        end_date: '31.12.2030',
      },
    }),
  },
  {
    method: 'PUT',
    path: '/survey',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.survey,
        title: 'Bahçe',
        question: 'Bahçe düzenlensin mi?',
        options: ['Evet', 'Hayır'],
        end_date: '31.12.2030',
      },
    }),
  },
  {
    method: 'DELETE',
    path: '/survey',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.surveySpare } }),
  },
  {
    method: 'POST',
    path: '/survey/preview',
    shape: 'record',
    request: (s) => ({ body: { survey_id: s.ids.survey, building_ids: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/survey/send',
    shape: 'message',
    request: (s) => ({ body: { survey_id: s.ids.survey, building_ids: [s.ids.building] } }),
  },
  {
    method: 'POST',
    path: '/vote/survey',
    shape: 'message',
    request: (s) => ({ body: { resident_id: s.ids.resident, survey_id: s.ids.survey, vote: 1 } }),
  },
];
