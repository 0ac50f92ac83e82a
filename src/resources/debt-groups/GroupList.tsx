import { useMemo } from 'react';
import { maxLength, required, TextInput, useResourceContext, useTranslate } from 'react-admin';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
import { DialogList } from '../../lib/DialogList';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';

/**
 * Debt groups and dues groups: the same page for both resources (`debt-groups`, `dues-groups`), whose configs
 * send the group type. Amounts are shown in ₺ and typed with a decimal comma.
 */
export function GroupList() {
  const resource = useResourceContext() ?? 'debt-groups';
  const translate = useTranslate();
  const exportColumns = useMemo(
    () =>
      ['name', 'amount'].map((source) => ({
        source,
        label: translate(`resources.${resource}.fields.${source}`),
      })),
    [resource, translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
          <DecimalTextInput source="amount" maxDecimals={2} unit="₺" isRequired />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <MoneyCol source="amount" />
    </DialogList>
  );
}
