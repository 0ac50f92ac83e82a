import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { PreviewPeople } from './PreviewPeople';
import { PreviewRules } from './PreviewRules';

/** Tomorrow in Istanbul, DD.MM.YYYY: the day the preview starts on. */
export function tomorrow(now = new Date()): string {
  return formatDmy(todayInIstanbul(new Date(now.getTime() + 86_400_000)));
}

/** Rows of the preview's lists per page at first (the server's default too, docs/decisions.md). */
const FIRST_PER_PAGE = 25;

/** The rule whose people are listed and the page of each list; a new day or rule starts on the first pages. */
interface Listing {
  ruleId: number | undefined;
  page: number;
  leftOutPage: number;
  perPage: number;
}

/**
 * What each rule sends on a day (tomorrow first): its totals and the credits, then one rule's reminders a page at
 * a time; "Şimdi çalıştır" sends that day now.
 */
export function PreviewPanel({ canRun }: { canRun: boolean }) {
  const t = useScopedTranslate('app.reminders');
  const [date, setDate] = useState(tomorrow());
  const [listing, setListing] = useState<Listing>({
    ruleId: undefined,
    page: 1,
    leftOutPage: 1,
    perPage: FIRST_PER_PAGE,
  });
  const [asking, setAsking] = useState(false);
  const usable = isUsableDmy(date);
  const { data } = useDataQuery(
    'reminderPreview',
    usable
      ? {
          date,
          ...(listing.ruleId === undefined ? {} : { rule_id: listing.ruleId }),
          page: listing.page,
          left_out_page: listing.leftOutPage,
          per_page: listing.perPage,
        }
      : null,
    { keepPrevious: true },
  );
  const run = useDataWrite('runReminders', {
    invalidates: ['reminderPreview', 'reminderRuns', 'reminderRules'],
  });
  const preview = data?.data;
  const listed = preview?.rules.find((rule) => rule.rule_id === preview.people?.rule_id);
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('preview')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <DmyField
          label={t('preview_date')}
          value={date}
          onChange={(next) => {
            setDate(next);
            setListing((now) => ({ ...now, page: 1, leftOutPage: 1 }));
          }}
          invalidText={t('bad_date')}
          size="small"
        />
        {canRun && (
          <Button variant="contained" disabled={!usable || run.busy} onClick={() => setAsking(true)}>
            {t('run_now')}
          </Button>
        )}
      </Stack>
      {preview && (
        <>
          <Typography>{t('credits', { credits: preview.credits, left: preview.credits_left })}</Typography>
          {!preview.enough && <Alert severity="warning">{t('not_enough')}</Alert>}
          {preview.rules.every((rule) => rule.reached === 0 && rule.left_out === 0) ? (
            <Typography color="text.secondary">{t('preview_empty')}</Typography>
          ) : (
            <>
              <PreviewRules
                rules={preview.rules}
                listedId={listed?.rule_id}
                onList={(ruleId) => setListing((now) => ({ ...now, ruleId, page: 1, leftOutPage: 1 }))}
              />
              {listed && preview.people && (
                <PreviewPeople
                  rule={listed}
                  people={preview.people}
                  onPage={(page) => setListing((now) => ({ ...now, page }))}
                  onLeftOutPage={(leftOutPage) => setListing((now) => ({ ...now, leftOutPage }))}
                  onPerPage={(perPage) => setListing((now) => ({ ...now, perPage, page: 1, leftOutPage: 1 }))}
                />
              )}
            </>
          )}
        </>
      )}
      <Confirm
        isOpen={asking}
        title={t('run_title', { date })}
        content={t('run_content')}
        confirm={t('run_now')}
        cancel={t('cancel')}
        onConfirm={async () => {
          setAsking(false);
          await run.run({ date });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
