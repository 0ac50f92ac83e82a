import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { phoneCards } from '../../lib/phoneCards';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** Tomorrow in Istanbul, DD.MM.YYYY: the day the preview starts on. */
export function tomorrow(now = new Date()): string {
  return formatDmy(todayInIstanbul(new Date(now.getTime() + 86_400_000)));
}

/**
 * Who each rule reminds on a day (tomorrow first), with the credits; "Şimdi çalıştır" sends that day now. On a
 * phone each message is a card (src/lib/phoneCards.ts).
 */
export function PreviewPanel({ canRun }: { canRun: boolean }) {
  const t = useScopedTranslate('app.reminders');
  const [date, setDate] = useState(tomorrow());
  const [asking, setAsking] = useState(false);
  const usable = isUsableDmy(date);
  const { data } = useDataQuery('reminderPreview', usable ? { date } : null);
  const run = useDataWrite('runReminders', {
    invalidates: ['reminderPreview', 'reminderRuns', 'reminderRules'],
  });
  const preview = data?.data;
  const rows =
    preview?.rules.flatMap((rule) => rule.recipients.map((r) => ({ ...r, rule: rule.name }))) ?? [];
  const leftOut = preview?.rules.flatMap((rule) => rule.left_out.map((l) => l.name)) ?? [];
  const label = (key: string) => ({ 'data-label': t(key) });
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('preview')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <DmyField
          label={t('preview_date')}
          value={date}
          onChange={setDate}
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
          {rows.length === 0 ? (
            <Typography color="text.secondary">{t('preview_empty')}</Typography>
          ) : (
            <Box sx={[tableScroll, phoneCards]} tabIndex={0}>
              <Table size="small" aria-label={t('preview')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('run_rule')}</TableCell>
                    <TableCell>{t('recipients')}</TableCell>
                    <TableCell>{t('channel')}</TableCell>
                    <TableCell>{t('due_date')}</TableCell>
                    <TableCell>{t('text')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={`${row.rule}:${row.resident_id}:${row.due_date}`}>
                      <TableCell {...label('run_rule')}>{row.rule}</TableCell>
                      <TableCell {...label('recipients')}>{`${row.name} (${row.to})`}</TableCell>
                      <TableCell {...label('channel')}>{t(`channel_${row.channel}`)}</TableCell>
                      <TableCell {...label('due_date')}>{row.due_date}</TableCell>
                      <TableCell className="card-wide">{row.text}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {leftOut.length > 0 && (
            <Typography color="text.secondary">{t('left_out', { names: leftOut.join(', ') })}</Typography>
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
