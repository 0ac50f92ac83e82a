import { Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isValidDmy } from '../../../common/date';
import { today } from '../../lib/DmyField';
import { TodoDayView } from './TodoDayView';
import { TodoMonthView } from './TodoMonthView';

type View = 'day' | 'month';

/**
 * Yapılacaklar: the day view (tick several items, mark them done at once) and the month calendar. The open view
 * and the day are kept in the URL (`?view=month&date=15.03.2026`), so a reload shows the same day.
 */
export function TodoPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'month' ? 'month' : 'day';
  const wanted = params.get('date');
  const day = wanted && isValidDmy(wanted) ? wanted : today();
  const show = (next: { view?: View; date?: string }) => {
    const nextView = next.view ?? view;
    setParams(
      { ...(nextView === 'month' ? { view: 'month' } : {}), date: next.date ?? day },
      { replace: true },
    );
  };
  const title = translate('app.todo.title');
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card>
        <Tabs
          value={view}
          onChange={(_, next: View) => show({ view: next })}
          aria-label={title}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {(['day', 'month'] as const).map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`app.todo.${name}_view`)}
              id={`todo-tab-${name}`}
              aria-controls={`todo-tabpanel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent>
          <div role="tabpanel" id={`todo-tabpanel-${view}`} aria-labelledby={`todo-tab-${view}`}>
            {view === 'day' ? (
              <TodoDayView key={day} day={day} onDayChange={(date) => show({ date })} />
            ) : (
              <TodoMonthView
                day={day}
                onDayChange={(date) => show({ date })}
                onOpenDay={(date) => show({ view: 'day', date })}
              />
            )}
          </div>
        </CardContent>
      </Card>
    </Stack>
  );
}
