import { Chip } from '@mui/material';
import { useMemo } from 'react';
import { ExportButton, List, type RaRecord, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { xlsxExporter } from '../../lib/excelExport';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';
import { ReceiptButton } from '../../money/ReceiptButton';
import { UndoCollectionButton } from '../../money/UndoCollectionButton';

interface Receipt extends RaRecord {
  id: number;
  number: number;
  date: string;
  payer_name: string;
  amount: number;
  remaining: number;
  account: string;
  description: string | null;
  is_cancelled: boolean;
}

function ReceiptListActions() {
  return (
    <TopToolbar>
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

/** Makbuzlar: number, date, payer, amount and the payer's remaining debt; "Makbuzu aç" opens the PDF. */
/** Payer, receipt number, cash account or description. */
const searchOnly = [<SearchInput key="q" source="q" alwaysOn />];

export function ReceiptList() {
  const translate = useTranslate();
  const exporter = useMemo(() => {
    const field = (name: string) => translate(`resources.receipts.fields.${name}`);
    return xlsxExporter<Receipt>(
      [
        { source: 'number', label: field('number') },
        { source: 'date', label: field('date') },
        { source: 'payer_name', label: field('payer_name') },
        { source: 'account', label: field('account') },
        { source: 'amount', label: field('amount') },
        { source: 'remaining', label: field('remaining') },
        {
          source: 'is_cancelled',
          label: field('is_cancelled'),
          value: (record) => (record.is_cancelled ? translate('app.receipts.cancelled') : ''),
        },
      ],
      translate('resources.receipts.name', { smart_count: 2 }),
    );
  }, [translate]);
  return (
    <List filters={searchOnly} actions={<ReceiptListActions />} exporter={exporter} empty={false}>
      <RecordTable bulkActionButtons={false} rowClick={false}>
        <RecordTable.Col source="number" disableSort />
        <RecordTable.Col source="date" disableSort />
        <RecordTable.Col source="payer_name" disableSort />
        <RecordTable.Col source="account" disableSort />
        <MoneyCol source="amount" />
        <MoneyCol source="remaining" />
        <RecordTable.Col
          source="is_cancelled"
          disableSort
          render={(record: Receipt) =>
            record.is_cancelled ? (
              <Chip size="small" color="warning" label={translate('app.receipts.cancelled')} />
            ) : (
              <Chip size="small" color="success" variant="outlined" label={translate('app.receipts.valid')} />
            )
          }
        />
        <RecordTable.Col
          label={false}
          align="right"
          render={(record: Receipt) => (
            <>
              <ReceiptButton receiptId={record.id} number={record.number} />
              <UndoCollectionButton
                receiptId={record.id}
                number={record.number}
                cancelled={record.is_cancelled}
              />
            </>
          )}
        />
      </RecordTable>
    </List>
  );
}
