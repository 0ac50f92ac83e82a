import type { Send, WriteResult } from '../send';
import type { SmsPreview, SmsSent } from './smsSend';

/** Which poll goes to which buildings (POST /survey/preview and /survey/send). */
export interface SurveySendRequest {
  survey_id: number;
  building_ids: number[];
}

/** A poll's preview: the SMS to those the e-mail does not reach, and how many get it by e-mail. */
export interface SurveyPreview extends SmsPreview {
  emails: number;
}

/** A poll's send: e-mails queued, SMS to the rest (campaign_id null when no SMS went). */
export interface SurveySent extends Omit<SmsSent, 'campaign_id'> {
  campaign_id: number | null;
  emails: number;
}

/** The poll SMS (each resident's personal voting link) and a vote recorded by the office. */
export const surveyMethods = (send: Send) => ({
  surveyPreview: (data: SurveySendRequest) =>
    send<WriteResult<SurveyPreview>>({ method: 'POST', url: '/survey/preview', data }),
  sendSurvey: (data: SurveySendRequest) =>
    send<WriteResult<SurveySent>>({ method: 'POST', url: '/survey/send', data }),
  /** A vote given on paper, recorded by the office (replaces the resident's earlier vote). */
  recordSurveyVote: (data: { resident_id: number; survey_id: number; vote: number }) =>
    send<{ description: string }>({ method: 'POST', url: '/vote/survey', data }),
});
