import { Alert, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/**
 * A custom page made of tabs, each shown only to the users allowed to see it; the open tab is kept in the URL
 * (`?tab=`, left out for the first tab) so the balance and interest pages link to a tab the same way.
 */
export function TabbedPage<T extends string>({
  title,
  tabs,
  firstTab,
  idPrefix,
  tabLabel,
  notAllowed,
  hideTabsInPrint = false,
  children,
}: {
  title: string;
  /** The tabs this user may open, in order. */
  tabs: T[];
  /** The tab opened when the URL names none. */
  firstTab: T;
  /** Makes the ids of the tabs and panels: `${idPrefix}-tab-${name}`, `${idPrefix}-tabpanel-${name}`. */
  idPrefix: string;
  tabLabel(name: T): string;
  /** Shown instead of the tabs when the user may open none. */
  notAllowed: string;
  hideTabsInPrint?: boolean;
  /** The open tab's content. */
  children(tab: T): ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') as T | null;
  const tab = wanted !== null && tabs.includes(wanted) ? wanted : tabs[0];

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {tab === undefined ? (
        <Alert severity="warning">{notAllowed}</Alert>
      ) : (
        <Card>
          <Tabs
            value={tab}
            onChange={(_, next: T) => setParams(next === firstTab ? {} : { tab: next }, { replace: true })}
            aria-label={title}
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              ...(hideTabsInPrint ? { displayPrint: 'none' } : {}),
            }}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={tabLabel(name)}
                id={`${idPrefix}-tab-${name}`}
                aria-controls={`${idPrefix}-tabpanel-${name}`}
              />
            ))}
          </Tabs>
          <CardContent>
            <div
              role="tabpanel"
              id={`${idPrefix}-tabpanel-${tab}`}
              aria-labelledby={`${idPrefix}-tab-${tab}`}
            >
              {children(tab)}
            </div>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
