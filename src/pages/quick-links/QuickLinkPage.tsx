import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useRegistry } from '../../registry/context';
import { findQuickLink, quickLinkTarget } from './links';

/**
 * `/apps/<slug>`, the quick search's and bookmarks' page links: straight to the page that serves the link,
 * else a "Yakında" page named after the link, never a dead end.
 */
export function QuickLinkPage() {
  const translate = useTranslate();
  const slug = useParams().slug ?? '';
  const target = quickLinkTarget(useRegistry(), slug);
  if (target) return <Navigate replace to={target} />;
  const link = findQuickLink(slug);
  const heading = translate(link?.label ?? 'app.coming_soon.title');
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="app.coming_soon.title" />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ConstructionIcon color="action" fontSize="large" />
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <Typography variant="overline" component="p">
            {translate('app.coming_soon.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.coming_soon.text')}</Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {translate('app.coming_soon.back')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
