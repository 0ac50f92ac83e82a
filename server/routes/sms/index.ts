import { routeSection } from '../../plugins/routeSection';
import campaignActions from './campaignActions';
import debtors from './debtors';
import jobs from './jobs';
import reminders from './reminders';
import reports from './reports';
import send from './send';
import surveys from './surveys';
import templates from './templates';

/**
 * The API section "SMS and polls" (docs/sms.md): templates, recurring jobs, reports, previews and sends, reminder
 * rules (docs/reminders.md).
 */
export default routeSection(campaignActions, debtors, jobs, reminders, reports, send, surveys, templates);
