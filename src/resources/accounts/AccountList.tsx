import { useMemo, useState } from 'react';
import {
  DataTable,
  ExportButton,
  List,
  maxLength,
  type RaRecord,
  required,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../../../common/money';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
import {
  CreateInDialogButton,
  DeleteWithDescriptionButton,
  EditInDialogButton,
  type OpenDialog,
  openOnRowClick,
} from '../../lib/DialogListParts';
import { xlsxExporter } from '../../lib/excelExport';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { RecordDialog } from '../../lib/RecordDialog';

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

const filters = [<LabelledSearchInput key="q" source="q" alwaysOn />];
const field = (name: string) => `resources.accounts.fields.${name}`;

/** A cash desk or a bank may have a landline: digits with spaces, dashes or brackets, optionally a leading +. */
const anyPhone = (value: unknown) =>
  !value || /^\+?\d{7,15}$/.test(String(value).replace(/[\s\-().]/g, ''))
    ? undefined
    : 'app.accounts.phone_invalid';

function AccountListActions({ onOpen }: { onOpen: OpenDialog }) {
  return (
    <TopToolbar>
      <CreateInDialogButton onOpen={onOpen} />
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

/** Kasalar: cash and bank accounts with their live balance; created and edited in a dialog. */
export function AccountList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounts', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounts', action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const exporter = useMemo(
    () =>
      xlsxExporter(
        ['name', 'phone', 'address', 'opening_balance', 'balance'].map((source) => ({
          source,
          label: translate(field(source)),
        })),
        translate('resources.accounts.name', { smart_count: 2 }),
      ),
    [translate],
  );
  return (
    <>
      <List
        filters={filters}
        actions={<AccountListActions onOpen={setOpen} />}
        exporter={exporter}
        empty={false}
      >
        <DataTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col
            source="opening_balance"
            align="right"
            disableSort
            render={(record) => formatMoney(record.opening_balance ?? 0)}
          />
          <DataTable.Col
            source="balance"
            align="right"
            disableSort
            render={(record) => formatMoney(record.balance ?? 0)}
          />
          <DataTable.Col label={false} align="right" cellSx={nowrap}>
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordDialog resource="accounts" record={open} onClose={() => setOpen(null)}>
        <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
        <TextInput
          source="phone"
          type="tel"
          validate={anyPhone}
          helperText="app.accounts.phone_hint"
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
        <TextInput source="address" multiline minRows={2} validate={maxLength(500)} />
        <DecimalTextInput
          source="opening_balance"
          maxDecimals={2}
          unit="₺"
          helperText="app.accounts.opening_hint"
        />
      </RecordDialog>
    </>
  );
}
