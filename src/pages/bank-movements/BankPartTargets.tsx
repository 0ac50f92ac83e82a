import { Autocomplete, TextField } from '@mui/material';
import { useCallback } from 'react';
import type { NamedChoice } from '../../dataProvider/custom/lookups';
import { recordsOf, useAppDataProvider, useDataQuery } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { useServerSearch } from '../../lib/useServerSearch';
import { PayerPicker } from '../../money/PayerPicker';
import type { PartDraft, PartTarget } from './bankParts';

interface TargetProps {
  draft: PartDraft;
  /** The part's number, in the field's accessible name. */
  n: number;
  onChange(target: PartTarget | null): void;
}

type ChoiceField = 'supplier_id' | 'accounting_type_id' | 'account_id';

/** A target picked from a list read once (suppliers, types, own accounts). */
function ChoiceTarget({
  draft,
  n,
  onChange,
  field,
  options,
}: TargetProps & { field: ChoiceField; options: NamedChoice[] }) {
  const t = useScopedTranslate('app.bank_movements.post_dialog');
  const id = draft.target?.field === field ? draft.target.id : null;
  const value = options.find((option) => option.id === id) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, choice) => onChange(choice ? { field, id: choice.id, label: choice.name } : null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('no_option')}
      renderInput={(params) => (
        <TextField {...params} label={`${t(`targets.${draft.kind}`)} (${t('part', { n })})`} />
      )}
    />
  );
}

function SupplierTarget(props: TargetProps) {
  const suppliers = useDataQuery('supplierAccounts', undefined, { silent: true });
  return <ChoiceTarget {...props} field="supplier_id" options={recordsOf(suppliers.data)} />;
}

function TypeTarget(props: TargetProps) {
  const types = useDataQuery(
    'accountingTypeChoices',
    { type: props.draft.kind === 'income' ? 1 : 2 },
    { silent: true },
  );
  return <ChoiceTarget {...props} field="accounting_type_id" options={recordsOf(types.data)} />;
}

/** The association's other cash accounts: the line's own one cannot be the other side of a transfer. */
function AccountTarget({ accountId, ...props }: TargetProps & { accountId: number }) {
  const accounts = useDataQuery('typedCashAccounts', undefined, { silent: true });
  const others = recordsOf(accounts.data).filter((account) => account.id !== accountId);
  return <ChoiceTarget {...props} field="account_id" options={others} />;
}

/** A refund goes to a resident: searched by name on the server. */
function ResidentTarget({ draft, n, onChange }: TargetProps) {
  const t = useScopedTranslate('app.bank_movements.post_dialog');
  const dataProvider = useAppDataProvider();
  const searching = useServerSearch(
    useCallback(
      (key: string) =>
        dataProvider
          .residentsByKey({ key })
          .then((answer) =>
            recordsOf(answer).map(
              (r): PartTarget => ({ field: 'resident_id', id: r.id, label: `${r.name} ${r.surname}` }),
            ),
          ),
      [dataProvider],
    ),
  );
  return (
    <Autocomplete
      {...searching}
      value={draft.target?.field === 'resident_id' ? draft.target : null}
      onChange={(_, target) => onChange(target)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('no_option')}
      renderInput={(params) => (
        <TextField {...params} label={`${t('targets.refund')} (${t('part', { n })})`} />
      )}
    />
  );
}

/** A collection's payer: a flat or a resident, with the collection screen's own picker. */
function PayerTarget({ draft, onChange }: TargetProps) {
  const target = draft.target;
  const payer =
    target && (target.field === 'apartment_id' || target.field === 'resident_id')
      ? {
          kind: target.field === 'apartment_id' ? ('apartment' as const) : ('resident' as const),
          id: target.id,
          label: target.label,
        }
      : null;
  return (
    <PayerPicker
      value={payer}
      onChange={(chosen) =>
        onChange(
          chosen
            ? {
                field: chosen.kind === 'apartment' ? 'apartment_id' : 'resident_id',
                id: chosen.id,
                label: chosen.label,
              }
            : null,
        )
      }
    />
  );
}

/** The picker of the part's target, by its kind (docs/bank.md, POST /bank/lines/{id}/post). */
export function PartTargetPicker({ accountId, ...props }: TargetProps & { accountId: number }) {
  switch (props.draft.kind) {
    case 'collection':
      return <PayerTarget {...props} />;
    case 'supplier_payment':
      return <SupplierTarget {...props} />;
    case 'expense':
    case 'income':
      return <TypeTarget {...props} />;
    case 'transfer':
      return <AccountTarget {...props} accountId={accountId} />;
    case 'refund':
      return <ResidentTarget {...props} />;
  }
}
