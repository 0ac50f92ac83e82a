import { Alert, Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  EditButton,
  type Identifier,
  ListButton,
  Loading,
  ShowBase,
  Title,
  useCanAccess,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { Apartment } from '../../dataProvider/custom/property';
import { decimalText } from '../../lib/DecimalTextInput';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ApartmentCollectionsTab } from './ApartmentCollectionsTab';
import { ApartmentDebtsTab } from './ApartmentDebtsTab';
import { DebtGroupsTab, ExemptionsTab } from './DebtGroupsTab';
import { OccupantsTab } from './OccupantsTab';
import { StockHoldersTab } from './StockHoldersTab';

const TABS = ['occupants', 'stock_holders', 'debt_groups', 'exemptions', 'debts', 'collections'] as const;
type TabName = (typeof TABS)[number];

/**
 * The apartment detail page (`/apartments/:id/show`): the flat's block, number, m², land share and dues group
 * with edit and delete, and tabs for its owners and tenants, stock holders, debt groups, exemptions, debts and
 * collections.
 */
export function ApartmentShow({ id }: { id?: Identifier }) {
  return (
    <ShowBase id={id}>
      <ApartmentDetail />
    </ShowBase>
  );
}

function ApartmentDetail() {
  const translate = useTranslate();
  const { record, isPending, error } = useShowContext<Apartment & { id: number }>();
  const [tab, setTab] = useState<TabName>('occupants');
  if (isPending) return <Loading />;
  if (error || !record) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {(error as Error | null)?.message ?? translate('ra.page.not_found')}
      </Alert>
    );
  }
  const name = `${record.building_name} ${record.identifier}`;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('app.apartments.title', { name })} />
      <ApartmentHeader apartment={record} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={translate('app.apartments.tabs_label')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`app.apartments.tabs.${name}`)}
              id={`apartment-tab-${name}`}
              aria-controls={`apartment-tabpanel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent>
          <TabPanel name={tab}>
            {tab === 'occupants' && <OccupantsTab apartment={record} />}
            {tab === 'stock_holders' && <StockHoldersTab apartment={record} />}
            {tab === 'debt_groups' && <DebtGroupsTab apartment={record} />}
            {tab === 'exemptions' && <ExemptionsTab apartment={record} />}
            {tab === 'debts' && <ApartmentDebtsTab apartment={record} />}
            {tab === 'collections' && <ApartmentCollectionsTab apartment={record} />}
          </TabPanel>
        </CardContent>
      </Card>
    </Box>
  );
}

function TabPanel({ name, children }: { name: TabName; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`apartment-tabpanel-${name}`} aria-labelledby={`apartment-tab-${name}`}>
      {children}
    </div>
  );
}

/** Block, flat number, m², land share and group, with edit and delete. */
function ApartmentHeader({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'apartments', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });
  const field = useScopedTranslate('resources.apartments.fields');
  const facts: [string, string][] = [
    [field('building_name'), apartment.building_name],
    [field('identifier'), apartment.identifier],
    [field('area'), apartment.area === null ? '—' : `${decimalText(apartment.area)} m²`],
    [field('land'), apartment.land === null ? '—' : decimalText(apartment.land)],
    [field('group_name'), apartment.group_name ?? '—'],
    [field('payment_code'), apartment.payment_code ?? '—'],
  ];
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
            {translate('app.apartments.heading', {
              building: apartment.building_name,
              identifier: apartment.identifier,
            })}
          </Typography>
          <ListButton />
          {canEdit && <EditButton />}
          {canDelete && <DeleteWithCodeButton redirectToList />}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(6, auto)' },
            justifyContent: 'start',
            columnGap: 5,
            rowGap: 1,
            m: 0,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
