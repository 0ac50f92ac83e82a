import ListAltIcon from '@mui/icons-material/ListAlt';
import { useMemo } from 'react';
import {
  Button,
  maxLength,
  type RaRecord,
  required,
  TextInput,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { phoneText } from '../../../common/phone';
import { DialogList } from '../../lib/DialogList';
import { IbanInput } from '../../lib/IbanInput';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';

const field = (name: string) => `resources.current-accounts.fields.${name}`;

/** Opens the supplier's statement (its invoices and payments). */
function StatementButton() {
  const record = useRecordContext();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      label="app.current_accounts.statement"
      aria-label={translate('app.current_accounts.statement_of', { name: record.name })}
      onClick={(event) => {
        event.stopPropagation();
        navigate(`/current-accounts/${record.id}/statement`);
      }}
    >
      <ListAltIcon />
    </Button>
  );
}

/** Cari hesaplar: suppliers with what is still owed to each; created and edited in a dialog. */
export function CurrentAccountList() {
  const translate = useTranslate();
  const { canAccess: canSeeStatement } = useCanAccess({ resource: 'accounting', action: 'list' });
  const exportColumns = useMemo(
    () =>
      ['name', 'phone', 'tax_number', 'address', 'description', 'balance'].map((source) => ({
        source,
        label: translate(field(source)),
        ...(source === 'phone' && { value: (record: RaRecord) => phoneText(record.phone) }),
      })),
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(150)]} autoFocus />
          <TextInput
            source="phone"
            type="tel"
            validate={maxLength(20)}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextInput source="tax_number" validate={maxLength(11)} />
          <IbanInput source="iban" />
          <TextInput
            source="bank_code"
            validate={maxLength(50)}
            helperText="app.current_accounts.bank_code_hint"
          />
          <TextInput source="address" multiline minRows={2} validate={maxLength(500)} />
          <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
      <RecordTable.Col source="tax_number" disableSort />
      <MoneyCol source="balance" />
      {canSeeStatement ? (
        <RecordTable.Col label={false} align="right">
          <StatementButton />
        </RecordTable.Col>
      ) : null}
    </DialogList>
  );
}
