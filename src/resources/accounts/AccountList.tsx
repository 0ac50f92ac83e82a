import { useMemo } from 'react';
import { maxLength, required, TextInput, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
import { DialogList } from '../../lib/DialogList';
import { RecordTable } from '../../lib/RecordTable';

const field = (name: string) => `resources.accounts.fields.${name}`;

/** A cash desk or a bank may have a landline: digits with spaces, dashes or brackets, optionally a leading +. */
const anyPhone = (value: unknown) =>
  !value || /^\+?\d{7,15}$/.test(String(value).replace(/[\s\-().]/g, ''))
    ? undefined
    : 'app.accounts.phone_invalid';

/** Kasalar: cash and bank accounts with their live balance; created and edited in a dialog. */
export function AccountList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () =>
      ['name', 'phone', 'address', 'opening_balance', 'balance'].map((source) => ({
        source,
        label: translate(field(source)),
      })),
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      fields={
        <>
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
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="phone" disableSort />
      <RecordTable.Col source="address" disableSort />
      <RecordTable.Col
        source="opening_balance"
        align="right"
        disableSort
        render={(record) => formatMoney(record.opening_balance ?? 0)}
      />
      <RecordTable.Col
        source="balance"
        align="right"
        disableSort
        render={(record) => formatMoney(record.balance ?? 0)}
      />
    </DialogList>
  );
}
