import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { ReminderRule } from '../../dataProvider/custom/reminders';
import { recordsOf, useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { phoneCards } from '../../lib/phoneCards';
import { HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { RuleDialog } from './RuleDialog';

type T = ReturnType<typeof useScopedTranslate>;

/** "son ödemeden 3 gün önce", "son ödeme günü", "son ödemeden 5 gün sonra". */
export function offsetText(t: T, offset: number): string {
  if (offset === 0) return t('offset_on');
  return t(offset < 0 ? 'offset_before' : 'offset_after', { days: Math.abs(offset) });
}

function effectText(t: T, rule: ReminderRule): string {
  const { reminded, paid, paid_share, paid_amount } = rule.effect;
  if (reminded === 0) return t('effect_none');
  const share = `%${Math.round(paid_share * 100)}`;
  return t('effect_text', { reminded, paid, share, amount: formatMoney(paid_amount) });
}

/** The rules with their effect; a new rule, edit and delete. One card per rule on a phone (src/lib/phoneCards.ts). */
export function RulesTable({ canEdit }: { canEdit: boolean }) {
  const t = useScopedTranslate('app.reminders');
  const { data } = useDataQuery('reminderRules', undefined);
  const rules = recordsOf(data);
  const [editing, setEditing] = useState<ReminderRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReminderRule | null>(null);
  const remove = useDataWrite('deleteReminderRule', { invalidates: ['reminderRules', 'reminderPreview'] });
  const channelName = (channel: string) => t(`channel_${channel}`);
  const label = (key: string) => ({ 'data-label': t(key) });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('rules')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('new_rule')}
          </Button>
        )}
      </Box>
      {rules.length === 0 ? (
        <Typography color="text.secondary">{t('no_rules')}</Typography>
      ) : (
        <Box sx={[tableScroll, phoneCards]} tabIndex={0}>
          <Table size="small" aria-label={t('rules')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('when')}</TableCell>
                <TableCell>{t('send_hour')}</TableCell>
                <TableCell>{t('channels')}</TableCell>
                <TableCell>{t('effect')}</TableCell>
                <HiddenLabelCell>{t('actions')}</HiddenLabelCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={rule.id}>
                  <TableCell className="card-title">
                    {rule.name} {!rule.active && <Chip size="small" label={`${t('active')}: –`} />}
                  </TableCell>
                  <TableCell {...label('when')}>{offsetText(t, rule.offset_days)}</TableCell>
                  <TableCell
                    {...label('send_hour')}
                  >{`${String(rule.send_hour).padStart(2, '0')}:00`}</TableCell>
                  <TableCell {...label('channels')}>{rule.channels.map(channelName).join(' → ')}</TableCell>
                  <TableCell className="card-wide" {...label('effect')}>
                    {effectText(t, rule)}
                  </TableCell>
                  <TableCell align="right" className="card-end">
                    {canEdit && (
                      <>
                        <Button size="small" onClick={() => setEditing(rule)}>
                          {t('edit')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(rule)}>
                          {t('delete')}
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <RuleDialog rule={editing} onClose={() => setEditing(null)} />
      <Confirm
        isOpen={deleting !== null}
        title={t('delete_title', { name: deleting?.name ?? '' })}
        content={t('delete_content')}
        confirm={t('delete')}
        cancel={t('cancel')}
        onConfirm={async () => {
          if (deleting) await remove.run({ id: deleting.id });
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
