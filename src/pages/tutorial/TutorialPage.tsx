import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Step,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDataMutation, useDataQuery } from '../../dataProvider/useData';

/** The four steps, each with the pages it speaks of (text `app.tutorial.steps.<step>.links.<key>`). */
const STEPS: { key: string; links: { key: string; to: string }[] }[] = [
  { key: 'buildings', links: [{ key: 'buildings', to: '/buildings' }] },
  {
    key: 'apartments',
    links: [
      { key: 'apartments', to: '/apartments' },
      { key: 'residents', to: '/residents' },
      { key: 'import', to: '/import/apartments' },
    ],
  },
  {
    key: 'dues',
    links: [
      { key: 'dues_groups', to: '/dues-groups' },
      { key: 'debt_entry', to: '/debt-entry/multi' },
    ],
  },
  {
    key: 'collections',
    links: [
      { key: 'collections', to: '/collections' },
      { key: 'reports', to: '/reports/balance' },
    ],
  },
];
const LAST = STEPS.length - 1;

/**
 * The first-time tutorial: resumes at the saved step, saves every move, and on finishing shows the server's
 * message (the support team is told by the server, docs/domain.md, "Entities and states") and goes to the dashboard.
 */
export function TutorialPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const saved = useDataQuery('tutorial', undefined, { silent: true });
  const { mutateAsync: saveTutorial } = useDataMutation('saveTutorial', { stale: ['tutorial'] });
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(0);
  const [completed, setCompleted] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a move, focus goes to the new step's main button (the old one unmounts with its step).
  const [moved, setMoved] = useState(false);
  const resumed = useRef(false);

  // Resumes once, at the step of the first answer (or at the start when there is none).
  useEffect(() => {
    if (resumed.current || (!saved.data && !saved.error)) return;
    resumed.current = true;
    setLoaded(true);
    if (!saved.data) return;
    const { is_first, is_completed } = saved.data.data;
    const step = Math.min(Math.max(saved.data.data.step, 0), LAST);
    setActive(step);
    setCompleted(is_completed);
    // Seen now: the dashboard stops sending this user here.
    if (is_first) saveTutorial({ step, is_completed, is_first: false }).catch(() => undefined);
  }, [saved.data, saved.error, saveTutorial]);

  const goTo = async (step: number) => {
    setActive(step);
    setMoved(true);
    try {
      await saveTutorial({ step, is_completed: completed, is_first: false });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const finish = async () => {
    setBusy(true);
    try {
      const answer = await saveTutorial({ step: LAST, is_completed: true, is_first: false });
      if (answer.description) notify(answer.description, { type: 'success' });
      navigate('/');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="app.tutorial.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.tutorial.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.tutorial.intro')}
        </Typography>
        {!loaded ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Stepper activeStep={active} orientation="vertical">
            {STEPS.map(({ key, links }, index) => (
              <Step key={key}>
                <StepLabel>{translate(`app.tutorial.steps.${key}.label`)}</StepLabel>
                <StepContent>
                  <Typography sx={{ mb: 1 }}>{translate(`app.tutorial.steps.${key}.text`)}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                    {links.map((link) => (
                      <Link key={link.key} component={RouterLink} to={link.to}>
                        {translate(`app.tutorial.steps.${key}.links.${link.key}`)}
                      </Link>
                    ))}
                  </Box>
                  <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                    <Button disabled={index === 0} onClick={() => goTo(index - 1)}>
                      {translate('app.tutorial.back')}
                    </Button>
                    {index < LAST ? (
                      <Button variant="contained" onClick={() => goTo(index + 1)} autoFocus={moved}>
                        {translate('app.tutorial.next')}
                      </Button>
                    ) : (
                      <Button variant="contained" onClick={finish} disabled={busy} autoFocus={moved}>
                        {translate('app.tutorial.finish')}
                      </Button>
                    )}
                  </Box>
                </StepContent>
              </Step>
            ))}
          </Stepper>
        )}
      </CardContent>
    </Card>
  );
}
