import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { BankStatementRow } from '../../dataProvider/custom/bankMovements';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { instantText } from '../../lib/instantText';
import { Pager } from '../../lib/Pager';
import { phoneCards } from '../../lib/phoneCards';
import { HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** The account's past statements, newest first (GET /bank/statements); "Satırları göster" narrows the inbox to one. */
export function BankStatementList({
  accountId,
  onShow,
}: {
  accountId: number;
  onShow: (statement: BankStatementRow) => void;
}) {
  const t = useScopedTranslate('app.bank_movements.statements');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const statements = useDataQuery(
    'bankStatements',
    { account_id: accountId, page, per_page: perPage },
    { keepPrevious: true },
  );
  const rows = recordsOf(statements.data);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" id="bank-statements-title">
          {t('title')}
        </Typography>
        {statements.isLoading ? null : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {t('empty')}
          </Typography>
        ) : (
          <Box
            sx={[tableScroll, phoneCards]}
            tabIndex={0}
            role="region"
            aria-labelledby="bank-statements-title"
          >
            <Table size="small" aria-labelledby="bank-statements-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('file')}</TableCell>
                  <TableCell>{t('period')}</TableCell>
                  <TableCell align="right">{t('lines')}</TableCell>
                  <TableCell>{t('states')}</TableCell>
                  <TableCell>{t('imported_by')}</TableCell>
                  <TableCell>{t('imported_at')}</TableCell>
                  <HiddenLabelCell>{t('show')}</HiddenLabelCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  // On a phone each statement is a card (phoneCards), its file name first: nothing scrolls sideways.
                  <TableRow key={row.id}>
                    <TableCell className="card-title" sx={{ overflowWrap: 'anywhere' }}>
                      {row.file_name}
                    </TableCell>
                    <TableCell className="card-wide" data-label={t('period')} sx={{ whiteSpace: 'nowrap' }}>
                      {row.start_date === row.end_date
                        ? row.start_date
                        : `${row.start_date} – ${row.end_date}`}
                    </TableCell>
                    <TableCell
                      data-label={t('lines')}
                      align="right"
                    >{`${row.lines} (${row.new_lines})`}</TableCell>
                    <TableCell className="card-wide" data-label={t('states')}>
                      {t('states_text', row.counts)}
                    </TableCell>
                    <TableCell data-label={t('imported_by')}>{row.imported_by ?? t('operator')}</TableCell>
                    <TableCell data-label={t('imported_at')} sx={{ whiteSpace: 'nowrap' }}>
                      {instantText(row.created_at)}
                    </TableCell>
                    <TableCell className="card-end" align="right">
                      <Button
                        size="small"
                        onClick={() => onShow(row)}
                        aria-label={`${t('show')}: ${row.file_name}`}
                      >
                        {t('show')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Pager
          page={page}
          perPage={perPage}
          total={statements.data?.TotalRecords ?? 0}
          onPage={setPage}
          onPerPage={setPerPage}
        />
      </CardContent>
    </Card>
  );
}
