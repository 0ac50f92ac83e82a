import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReminderPreview } from '../../dataProvider/custom/reminders';
import { phoneCards } from '../../lib/phoneCards';
import { HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/**
 * The day's totals per rule: reminders by SMS (with their credits) and by e-mail, and the residents not reached;
 * a rule's button lists its people below, and the rule listed says so in words instead. On a phone each rule is a card (src/lib/phoneCards.ts).
 */
export function PreviewRules({
  rules,
  listedId,
  onList,
}: {
  rules: ReminderPreview['rules'];
  listedId: number | undefined;
  onList(ruleId: number): void;
}) {
  const t = useScopedTranslate('app.reminders');
  const label = (key: string) => ({ 'data-label': t(key) });
  return (
    <Box sx={[tableScroll, phoneCards, { my: 1 }]} tabIndex={0}>
      <Table size="small" aria-label={t('preview_rules')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('run_rule')}</TableCell>
            <TableCell align="right">{t('reached')}</TableCell>
            <TableCell align="right">{t('by_sms')}</TableCell>
            <TableCell align="right">{t('sms_credits')}</TableCell>
            <TableCell align="right">{t('by_email')}</TableCell>
            <TableCell align="right">{t('skipped')}</TableCell>
            <HiddenLabelCell>{t('people')}</HiddenLabelCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule) => (
            <TableRow key={rule.rule_id} selected={rule.rule_id === listedId}>
              <TableCell className="card-title">{rule.name}</TableCell>
              <TableCell align="right" {...label('reached')}>
                {rule.reached}
              </TableCell>
              <TableCell align="right" {...label('by_sms')}>
                {rule.sms}
              </TableCell>
              <TableCell align="right" {...label('sms_credits')}>
                {rule.credits}
              </TableCell>
              <TableCell align="right" {...label('by_email')}>
                {rule.email}
              </TableCell>
              <TableCell align="right" {...label('skipped')}>
                {rule.left_out}
              </TableCell>
              <TableCell align="right" className="card-end">
                {rules.length > 1 &&
                  (rule.rule_id === listedId ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('listed_below')}
                    </Typography>
                  ) : (
                    <Button size="small" onClick={() => onList(rule.rule_id)}>
                      {t('show_people')}
                    </Button>
                  ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
