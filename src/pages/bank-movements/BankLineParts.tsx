import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useLocaleState } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { BankLine } from '../../dataProvider/custom/bankMovements';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ReceiptButton } from '../../money/ReceiptButton';
import { kurusOf } from './bankParts';
import type { LineTask } from './lineTasks';

/** Incoming green with +, outgoing red with −, in Turkish money. */
export function LineAmount({ amount }: { amount: number }) {
  const kurus = kurusOf(amount);
  const incoming = kurus > 0n;
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: incoming ? 'success.dark' : 'error.dark', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {`${incoming ? '+' : '−'}${formatMoney(incoming ? kurus : -kurus)}`}
    </Typography>
  );
}

export function LineCounterparty({ line }: { line: BankLine }) {
  return (
    <>
      {line.counterparty_name && <Box component="span">{line.counterparty_name}</Box>}
      {line.counterparty_iban && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', wordBreak: 'break-all' }}
        >
          {line.counterparty_iban}
        </Typography>
      )}
    </>
  );
}

/**
 * What is known of the line besides the bank's words: a suggestion's evidence and target (and its candidates to
 * pick from), what a posted line made, why a line was ignored.
 */
export function LineDetails({ line, onTask }: { line: BankLine; onTask(task: LineTask): void }) {
  const t = useScopedTranslate('app.bank_movements');
  const [locale] = useLocaleState();
  const suggestion = line.suggestion;
  if (line.status === 'ignored' && line.ignore_reason)
    return <Typography variant="body2">{t('ignore_reason', { reason: line.ignore_reason })}</Typography>;
  if (line.status === 'posted')
    return (
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {line.parts.map((part) => (
          <Box
            component="li"
            key={part.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="body2">
              {`${t(`kinds.${part.kind}`)} ${formatMoney(kurusOf(part.amount))}`}
              {part.target_name ? ` · ${part.target_name}` : ''}
            </Typography>
            {part.receipt_id !== null && (
              <>
                <Typography variant="body2">{t('receipt', { number: part.receipt_number ?? '' })}</Typography>
                <ReceiptButton receiptId={part.receipt_id} number={part.receipt_number} />
              </>
            )}
          </Box>
        ))}
      </Stack>
    );
  if (!suggestion) return null;
  // Turkish: the server's own words; English: built from the code and its values.
  const reason =
    locale === 'tr' ? suggestion.reason : t(`reasons.${suggestion.reason_code}`, suggestion.reason_params);
  return (
    <Box>
      <Typography variant="body2">{t('evidence', { reason })}</Typography>
      {suggestion.candidates.length > 0 ? (
        <>
          <Typography variant="body2">{t('candidates')}</Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {suggestion.candidates.map((candidate) => (
              <Button
                key={candidate.resident_id}
                size="small"
                variant="outlined"
                onClick={() =>
                  onTask({
                    kind: 'post',
                    line,
                    resident: { id: candidate.resident_id, name: candidate.name },
                  })
                }
              >
                {candidate.name}
              </Button>
            ))}
          </Stack>
        </>
      ) : suggestion.cash_movement_id ? (
        <Typography variant="body2" color="text.secondary">
          {t('recorded_target', { kind: t(`kinds.${suggestion.kind}`) })}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('target', { kind: t(`kinds.${suggestion.kind}`), name: suggestion.target_name ?? '' }).trim()}
        </Typography>
      )}
    </Box>
  );
}

/** The buttons of a line: by its state, accept, post by hand, ignore, or undo. */
export function LineActions({
  line,
  busy,
  onAccept,
  onTask,
}: {
  line: BankLine;
  busy: boolean;
  onAccept(line: BankLine): void;
  onTask(task: LineTask): void;
}) {
  const t = useScopedTranslate('app.bank_movements');
  // Each button only for the right its route declares (posting create, ignoring edit, undoing delete), so a support
  // session and a level-1 user see the line without a button the server would refuse.
  const { canAccess: canPost } = useCanAccess({ resource: 'accounting', action: 'create' });
  const { canAccess: canIgnore } = useCanAccess({ resource: 'accounting', action: 'edit' });
  const { canAccess: canUndo } = useCanAccess({ resource: 'accounting', action: 'delete' });
  if (line.status === 'posted' || line.status === 'ignored')
    return canUndo ? (
      <Button size="small" onClick={() => onTask({ kind: 'undo', line })}>
        {t('undo')}
      </Button>
    ) : null;
  const acceptable =
    line.status === 'suggested' && line.suggestion && line.suggestion.candidates.length === 0;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {acceptable && canPost && (
        <Button size="small" variant="contained" disabled={busy} onClick={() => onAccept(line)}>
          {t('accept')}
        </Button>
      )}
      {canPost && (
        <Button size="small" onClick={() => onTask({ kind: 'post', line })}>
          {t('post')}
        </Button>
      )}
      {canIgnore && (
        <Button size="small" onClick={() => onTask({ kind: 'ignore', line })}>
          {t('ignore')}
        </Button>
      )}
    </Stack>
  );
}
