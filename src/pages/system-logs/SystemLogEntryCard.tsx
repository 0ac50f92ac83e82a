import {
  Box,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatIstanbulInstant } from '../../../common/date';
import type { SystemLogEntry } from '../../dataProvider/custom/systemLogs';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { fieldLabel, tableName, useAuditNames } from './auditNames';
import { auditValue, wordOf } from './auditValue';

/** The dark shades: a small label in the main shades would not stand out enough from white. */
const ACTION_COLOURS = { insert: 'success.dark', update: 'info.dark', delete: 'error.dark' } as const;

/**
 * One audit entry: what (table and action), who and when, then its fields with the value before and after side by
 * side (an addition has no "before", a deletion no "after").
 */
export function SystemLogEntryCard({ entry }: { entry: SystemLogEntry }) {
  const names = useAuditNames();
  const t = useScopedTranslate('app.system_logs');
  const words = { yes: t('yes'), no: t('no') };
  const text = (field: string, value: unknown, name: string | null | undefined) => {
    const shown = auditValue(field, value, words);
    if (name) return `${name} (${shown})`;
    return wordOf(names, field, value) ?? shown;
  };
  const who = entry.user_name ?? (entry.by_operator ? t('operator') : t('system'));
  const table = tableName(names, entry.table);
  const showBefore = entry.action !== 'insert';
  const showAfter = entry.action !== 'delete';
  const title = `${table} · ${t(`actions.${entry.action}`)}`;
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {table}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t(`actions.${entry.action}`)}
            sx={{ color: ACTION_COLOURS[entry.action], borderColor: ACTION_COLOURS[entry.action] }}
          />
          {entry.record_id && (
            <Typography variant="body2" color="text.secondary">
              {t('record', { id: entry.record_id })}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={entry.at}>{formatIstanbulInstant(entry.at)}</time> · {who}
        </Typography>
        {entry.changes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('no_fields')}
          </Typography>
        ) : (
          <Table
            size="small"
            aria-label={title}
            sx={{ tableLayout: 'fixed', '& td': { overflowWrap: 'anywhere' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('field')}</TableCell>
                {showBefore && <TableCell>{t('before')}</TableCell>}
                {showAfter && <TableCell>{t('after')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell>{fieldLabel(names, change.field)}</TableCell>
                  {showBefore && (
                    <TableCell>{text(change.field, change.before, change.before_name)}</TableCell>
                  )}
                  {showAfter && <TableCell>{text(change.field, change.after, change.after_name)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
