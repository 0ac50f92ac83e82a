import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BankLine, PartKind } from '../../dataProvider/custom/bankMovements';
import { useDataWrite } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { LineHeadline } from './BankLineDialogs';
import { PartTargetPicker } from './BankPartTargets';
import {
  amountText,
  emptyPart,
  firstParts,
  PART_KINDS,
  type PartDraft,
  partsBody,
  remainingOf,
  remainingText,
} from './bankParts';
import { LINE_WRITE } from './lineTasks';

/**
 * Elle işle: the line as one or more parts (a collection and the bank's fee, say), each of a kind with its
 * target. Kalan is the line's amount less the signed parts; it must be 0,00 before the line can be saved.
 */
export function BankPostDialog({
  line,
  resident,
  accountId,
  onClose,
}: {
  line: BankLine;
  /** The candidate the manager picked for a suggestion that named several residents. */
  resident?: { id: number; name: string };
  accountId: number;
  onClose(): void;
}) {
  const t = useScopedTranslate('app.bank_movements.post_dialog');
  const translate = useTranslate();
  const [drafts, setDrafts] = useState<PartDraft[]>(() => firstParts(line, resident));
  const [problem, setProblem] = useState<string | null>(null);
  const posting = useDataWrite('postBankLine', { ...LINE_WRITE, failureShown: true });
  const remaining = remainingOf(line.amount, drafts);

  const change = (key: number, next: Partial<PartDraft>) => {
    setProblem(null);
    setDrafts((before) => before.map((draft) => (draft.key === key ? { ...draft, ...next } : draft)));
  };
  const addPart = () => {
    setProblem(null);
    // What is left decides the new part's direction: above zero something adds (income), below it takes (expense).
    const kind = remaining > 0n ? 'income' : 'expense';
    setDrafts((before) => [...before, emptyPart(kind, remaining === 0n ? '' : amountText(remaining))]);
  };
  const save = async () => {
    if (remaining !== 0n) return setProblem(t('not_zero'));
    const body = partsBody(drafts);
    if ('problem' in body) return setProblem(t(body.problem, { n: body.n }));
    setProblem(null);
    const outcome = await posting.run({ id: line.id, parts: body.parts });
    if (outcome.answer) onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bank-post-title">
      <DialogTitle id="bank-post-title">{t('title')}</DialogTitle>
      <DialogContent>
        <LineHeadline line={line} />
        <Stack spacing={2}>
          {drafts.map((draft, index) => (
            <Box
              key={draft.key}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="legend" variant="subtitle2">
                  {t('part', { n: index + 1 })}
                </Typography>
                {drafts.length > 1 && (
                  <IconButton
                    aria-label={t('remove_part', { n: index + 1 })}
                    onClick={() => setDrafts((before) => before.filter((other) => other.key !== draft.key))}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
                <TextField
                  select
                  label={t('kind')}
                  value={draft.kind}
                  onChange={(event) =>
                    change(draft.key, { kind: event.target.value as PartKind, target: null })
                  }
                  sx={{ width: { sm: 200 }, flexShrink: 0 }}
                >
                  {PART_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {translate(`app.bank_movements.kinds.${kind}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('amount')}
                  value={draft.amount}
                  onChange={(event) => change(draft.key, { amount: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ width: { sm: 160 }, flexShrink: 0 }}
                />
                {/* The collection screen's payer picker is 420 px wide; here it takes what the row leaves. */}
                <Box sx={{ flexGrow: 1, minWidth: 0, '& .MuiAutocomplete-root': { width: '100%' } }}>
                  <PartTargetPicker
                    draft={draft}
                    n={index + 1}
                    accountId={accountId}
                    onChange={(target) => change(draft.key, { target })}
                  />
                </Box>
              </Stack>
              <TextField
                label={t('description')}
                value={draft.description}
                onChange={(event) => change(draft.key, { description: event.target.value })}
                fullWidth
                sx={{ mt: 1.5 }}
              />
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={addPart} sx={{ alignSelf: 'start' }}>
            {t('add_part')}
          </Button>
          <Typography
            aria-live="polite"
            sx={{ fontWeight: 600, color: remaining === 0n ? 'success.dark' : 'error.dark' }}
          >
            {t('remaining', { amount: remainingText(remaining) })}
          </Typography>
          {(problem || posting.failure) && (
            <Alert severity="error" role="alert">
              {problem ?? posting.failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={posting.busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
