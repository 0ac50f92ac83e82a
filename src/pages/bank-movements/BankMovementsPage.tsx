import {
  Alert,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BankStatementRow } from '../../dataProvider/custom/bankMovements';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { BankLineInbox } from './BankLineInbox';
import { BankStatementList } from './BankStatementList';
import { BankStatementUpload } from './BankStatementUpload';

/**
 * Banka hareketleri: choose a bank account, import its statement (the summary at once), then work through the
 * lines: accept the suggestions, post the rest by hand, ignore or undo (docs/bank.md).
 */
export function BankMovementsPage() {
  const t = useScopedTranslate('app.bank_movements');
  const { canAccess: canImport } = useCanAccess({ resource: 'accounting', action: 'create' });
  const accounts = useDataQuery('typedCashAccounts', undefined);
  const banks = recordsOf(accounts.data).filter((account) => account.type === 'bank');
  const [accountId, setAccountId] = useState<number | ''>('');
  const [statement, setStatement] = useState<BankStatementRow | null>(null);
  useEffect(() => {
    if (accountId === '' && banks.length > 0) setAccountId(banks[0]!.id);
  }, [banks, accountId]);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
          >
            <Typography variant="h5" component="h1">
              {t('title')}
            </Typography>
            <Button
              component={RouterLink}
              to={`/bank-reconciliation${accountId === '' ? '' : `?account_id=${accountId}`}`}
              variant="outlined"
            >
              {t('reconciliation')}
            </Button>
          </Stack>
          {!accounts.isLoading && banks.length === 0 ? (
            <Alert severity="info">
              {t('no_bank_account')}{' '}
              <Link component={RouterLink} to="/accounts">
                {t('go_to_accounts')}
              </Link>
            </Alert>
          ) : (
            <TextField
              select
              label={t('account')}
              value={accountId}
              onChange={(event) => {
                setAccountId(Number(event.target.value));
                setStatement(null);
              }}
              sx={{ width: { xs: '100%', sm: 360 } }}
            >
              {banks.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                  {account.iban ? ` · ${account.iban}` : ''}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CardContent>
      </Card>
      {accountId !== '' && (
        <>
          {canImport && <BankStatementUpload key={`upload-${accountId}`} accountId={accountId} />}
          <BankStatementList key={`statements-${accountId}`} accountId={accountId} onShow={setStatement} />
          <BankLineInbox
            key={`inbox-${accountId}-${statement?.id ?? 'all'}`}
            accountId={accountId}
            statement={statement}
            onShowAll={() => setStatement(null)}
          />
        </>
      )}
    </Stack>
  );
}
