import { useCanAccess, useTranslate } from 'react-admin';
import { TabbedPage } from '../../lib/TabbedPage';
import { SmsCampaignList } from '../sms-campaigns/SmsCampaignList';
import { SmsMessageList } from './SmsMessageList';

type Tab = 'messages' | 'campaigns';

/** SMS raporları: the messages one by one (first tab) and the sends they belong to (`?tab=campaigns`). */
export function SmsReportPage() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'sms-campaigns', action: 'list' });
  const tabs: Tab[] = canAccess ? ['messages', 'campaigns'] : ['messages'];
  return (
    <TabbedPage
      title={translate('app.sms_reports.title')}
      tabs={tabs}
      firstTab="messages"
      idPrefix="sms-reports"
      tabLabel={(tab) => translate(`app.sms_reports.${tab}_tab`)}
      notAllowed={translate('app.sms_reports.not_allowed')}
    >
      {(tab) => (tab === 'messages' ? <SmsMessageList /> : <SmsCampaignList />)}
    </TabbedPage>
  );
}
