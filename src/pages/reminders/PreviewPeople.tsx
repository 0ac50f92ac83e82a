import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReminderPreview } from '../../dataProvider/custom/reminders';
import { Pager } from '../../lib/Pager';
import { phoneCards } from '../../lib/phoneCards';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

type People = NonNullable<ReminderPreview['people']>;

/**
 * One rule's people, a page at a time: its reminders with their texts, then the residents it reaches on none of
 * its channels with the reason; a line says so when it has neither. On a phone each row is a card
 * (src/lib/phoneCards.ts).
 */
export function PreviewPeople({
  rule,
  people,
  onPage,
  onLeftOutPage,
  onPerPage,
}: {
  rule: ReminderPreview['rules'][number];
  people: People;
  onPage(page: number): void;
  onLeftOutPage(page: number): void;
  onPerPage(perPage: number): void;
}) {
  const t = useScopedTranslate('app.reminders');
  const label = (key: string) => ({ 'data-label': t(key) });
  return (
    <Box>
      {rule.reached === 0 && rule.left_out === 0 && (
        <Typography color="text.secondary">{t('people_none', { name: rule.name })}</Typography>
      )}
      {rule.reached > 0 && (
        <>
          <Typography variant="subtitle1" component="h3">
            {t('people_of', { name: rule.name })}
          </Typography>
          <Box sx={[tableScroll, phoneCards]} tabIndex={0}>
            <Table size="small" aria-label={t('preview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('recipients')}</TableCell>
                  <TableCell>{t('channel')}</TableCell>
                  <TableCell>{t('due_date')}</TableCell>
                  <TableCell>{t('text')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.recipients.map((row) => (
                  <TableRow key={`${row.resident_id}:${row.due_date}`}>
                    <TableCell {...label('recipients')}>{`${row.name} (${row.to})`}</TableCell>
                    <TableCell {...label('channel')}>{t(`channel_${row.channel}`)}</TableCell>
                    <TableCell {...label('due_date')}>{row.due_date}</TableCell>
                    <TableCell className="card-wide">{row.text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Pager
            page={people.page}
            perPage={people.per_page}
            total={rule.reached}
            onPage={onPage}
            onPerPage={onPerPage}
          />
        </>
      )}
      {rule.left_out > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('left_out_of', { name: rule.name, count: rule.left_out })}
          </Typography>
          <Box sx={[tableScroll, phoneCards]} tabIndex={0}>
            <Table size="small" aria-label={t('left_out')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell>{t('reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {people.left_out.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a left-out resident has no id in the answer, and two may share a name
                  <TableRow key={index}>
                    <TableCell className="card-title">{row.name}</TableCell>
                    <TableCell className="card-wide" {...label('reason')}>
                      {row.reason}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Pager
            page={people.left_out_page}
            perPage={people.per_page}
            total={rule.left_out}
            onPage={onLeftOutPage}
            onPerPage={onPerPage}
          />
        </>
      )}
    </Box>
  );
}
