import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { SmsAudienceKind } from '../../dataProvider/custom/smsSend';
import { BuildingAudience } from './BuildingAudience';
import { DebtorAudience } from './DebtorAudience';
import { GroupAudience } from './GroupAudience';
import { NonMemberAudience } from './NonMemberAudience';
import { ResidentAudience } from './ResidentAudience';
import type { AudienceState } from './smsRequest';

export const AUDIENCES: SmsAudienceKind[] = ['residents', 'buildings', 'groups', 'debtors', 'non_members'];

/** Whom the message goes to: one tab per audience, each keeping its own choices while another is open. */
export function AudienceTabs({
  kind,
  onKind,
  state,
  onState,
}: {
  kind: SmsAudienceKind;
  onKind(kind: SmsAudienceKind): void;
  state: AudienceState;
  onState(state: AudienceState): void;
}) {
  const translate = useTranslate();
  const prefix = useId();
  // The residents' and non-members' lists are read with the residents' rights, not the SMS ones.
  const { canAccess: mayListPeople, isPending } = useCanAccess({ resource: 'residents', action: 'list' });
  const listsPeople = kind === 'residents' || kind === 'non_members';
  const set =
    <K extends SmsAudienceKind>(key: K) =>
    (value: AudienceState[K]) =>
      onState({ ...state, [key]: value });
  return (
    <>
      <Tabs
        value={kind}
        onChange={(_, next: SmsAudienceKind) => onKind(next)}
        aria-label={translate('app.sms_compose.audience')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {AUDIENCES.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`app.sms_compose.tabs.${name}`)}
            id={`${prefix}-tab-${name}`}
            aria-controls={`${prefix}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${prefix}-panel-${kind}`}
        aria-labelledby={`${prefix}-tab-${kind}`}
        sx={{ pt: 2 }}
      >
        {listsPeople && !isPending && !mayListPeople && (
          <Alert severity="info">{translate('app.sms_compose.no_people_right')}</Alert>
        )}
        {kind === 'residents' && mayListPeople && (
          <ResidentAudience value={state.residents} onChange={set('residents')} />
        )}
        {kind === 'buildings' && <BuildingAudience value={state.buildings} onChange={set('buildings')} />}
        {kind === 'groups' && <GroupAudience value={state.groups} onChange={set('groups')} />}
        {kind === 'debtors' && <DebtorAudience value={state.debtors} onChange={set('debtors')} />}
        {kind === 'non_members' && mayListPeople && (
          <NonMemberAudience value={state.non_members} onChange={set('non_members')} />
        )}
      </Box>
    </>
  );
}
