import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Authenticated, usePermissions, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../common/types';
import { useAccess } from '../registry/context';
import type { PageConfig, Refusal } from '../registry/types';
import { PageTexts } from './PageTexts';
import { PageTitle } from './PageTitle';

/**
 * A registered page behind its access check, the only one: the layout checks the sign-in of pages with the
 * layout (`SignedInOnly`), this adds it to signed-in pages without the layout, and the rights of pages that
 * declare some, with the same rule as the menu.
 */
export function PageGate({ page }: { page: PageConfig }) {
  const Page = page.component;
  const content = Array.isArray(page.access) ? (
    <RightsGate page={page}>
      <Page />
    </RightsGate>
  ) : (
    <Page />
  );
  const withTexts = <PageTexts>{content}</PageTexts>;
  return page.noLayout && page.access !== 'public' ? <Authenticated>{withTexts}</Authenticated> : withTexts;
}

function RightsGate({ page, children }: { page: PageConfig; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<CurrentUser | null>();
  const { mayOpen } = useAccess();
  if (isPending) return null;
  if (mayOpen(page.access, permissions)) return children;
  return page.refusal ? <RefusalNotice {...page.refusal} /> : <AccessDeniedNotice />;
}

/**
 * react-admin's access-denied page in the product's own words and colours (its default greys the text to 50 %
 * opacity, below WCAG AA contrast): the app's `accessDenied` page and the refusal of pages without their own.
 */
export const AccessDeniedNotice = () => (
  <RefusalNotice title="ra.page.access_denied" text="ra.message.access_denied" />
);

/** The page's own refusal: its title and sentence, as its tabs show them when the user may open none. */
function RefusalNotice({ title, text }: Refusal) {
  const translate = useTranslate();
  if (!title) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {translate(text)}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <PageTitle title={translate(title)} />
      <Typography variant="h5" component="h1">
        {translate(title)}
      </Typography>
      <Alert severity="warning">{translate(text)}</Alert>
    </Stack>
  );
}
