import {
  Button,
  Card,
  CardContent,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import type { BankLineStatus } from '../../dataProvider/custom/bankMovements';
import { recordsOf, useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { Pager } from '../../lib/Pager';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { BankIgnoreDialog, BankUndoDialog } from './BankLineDialogs';
import { BankLineList } from './BankLineList';
import { BankPostDialog } from './BankPostDialog';
import { LINE_WRITE, type LineTask } from './lineTasks';

const TABS: BankLineStatus[] = ['suggested', 'unmatched', 'posted', 'ignored'];

/** The inbox of one account's lines: a tab per state with its count, paged, and what can be done to each line. */
export function BankLineInbox({
  accountId,
  statement,
  onShowAll,
}: {
  accountId: number;
  /** Only this statement's lines, from the list of past statements. */
  statement?: { id: number; file_name: string } | null;
  onShowAll?: () => void;
}) {
  const t = useScopedTranslate('app.bank_movements');
  const notify = useNotify();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [status, setStatus] = useState<BankLineStatus>('suggested');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [selected, setSelected] = useState<number[]>([]);
  const [task, setTask] = useState<LineTask | null>(null);
  const lines = useDataQuery(
    'bankLines',
    {
      account_id: accountId,
      status,
      page,
      per_page: perPage,
      ...(statement ? { statement_id: statement.id } : {}),
    },
    { keepPrevious: true },
  );
  const rows = recordsOf(lines.data);
  const counts = lines.data?.counts;
  const accepting = useDataWrite('acceptBankLines', { ...LINE_WRITE, quiet: true });
  const { canAccess: canAccept } = useCanAccess({ resource: 'accounting', action: 'create' });

  const accept = async (ids: number[]) => {
    const outcome = await accepting.run({ ids });
    if (!outcome.answer) return;
    notify(t('accept_result', outcome.answer.data), { type: 'success' });
    setSelected([]);
  };
  const showTab = (next: BankLineStatus) => {
    setStatus(next);
    setPage(1);
    setSelected([]);
  };
  const tabName = (tab: BankLineStatus) =>
    counts ? t('tab_label', { name: t(`tabs.${tab}`), count: counts[tab] }) : t(`tabs.${tab}`);

  return (
    <Card>
      <CardContent>
        {statement && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
          >
            <Typography>{t('statements.showing', { name: statement.file_name })}</Typography>
            <Button size="small" onClick={onShowAll}>
              {t('statements.show_all')}
            </Button>
          </Stack>
        )}
        <Tabs
          value={status}
          onChange={(_, next: BankLineStatus) => showTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('title')}
        >
          {TABS.map((tab) => (
            <Tab key={tab} value={tab} label={tabName(tab)} />
          ))}
        </Tabs>
        {status === 'suggested' && canAccept && (
          <Stack direction="row" sx={{ my: 1 }}>
            <Button
              variant="contained"
              disabled={selected.length === 0 || accepting.busy}
              onClick={() => accept(selected)}
            >
              {t('accept_selected', { smart_count: selected.length })}
            </Button>
          </Stack>
        )}
        {lines.isLoading ? null : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {t('empty')}
          </Typography>
        ) : (
          <BankLineList
            rows={rows}
            label={t('lines_label', { name: t(`tabs.${status}`) })}
            narrow={narrow}
            selected={status === 'suggested' ? selected : undefined}
            onSelect={setSelected}
            busy={accepting.busy}
            onAccept={(line) => accept([line.id])}
            onTask={setTask}
          />
        )}
        <Pager
          page={page}
          perPage={perPage}
          total={lines.data?.TotalRecords ?? 0}
          onPage={setPage}
          onPerPage={setPerPage}
        />
      </CardContent>
      {task?.kind === 'post' && (
        <BankPostDialog
          line={task.line}
          resident={task.resident}
          accountId={accountId}
          onClose={() => setTask(null)}
        />
      )}
      {task?.kind === 'ignore' && <BankIgnoreDialog line={task.line} onClose={() => setTask(null)} />}
      {task?.kind === 'undo' && <BankUndoDialog line={task.line} onClose={() => setTask(null)} />}
    </Card>
  );
}
