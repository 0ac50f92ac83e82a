import { routeFolder } from '../../plugins/routeFolder';

/** SPEC.md section 7 "SMS and polls" (docs/sms.md): templates, recurring jobs, reports, previews and sends. */
export default routeFolder(import.meta.url);
