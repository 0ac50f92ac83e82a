import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  EditButton,
  ListButton,
  Show,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { phoneText } from '../../../common/phone';
import { phoneCards } from '../../lib/phoneCards';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ResidentAdvances } from './ResidentAdvances';
import { ResidentDebts, ResidentReceipts } from './ResidentDebts';
import { ResidentMailSection } from './ResidentMailSection';
import { ResidentRelatives } from './ResidentRelatives';
import { SmsOptOutMark } from './SmsOptOutMark';
import { apartmentLabel, fullName, type ResidentApartment } from './shared';

function ResidentShowActions() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'residents', action: 'edit' });
  return (
    <TopToolbar>
      <ListButton />
      {canEdit && <EditButton />}
    </TopToolbar>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent>
        {title && (
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** One labelled value of the person: a description list keeps label and value together for screen readers. */
function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

function Person() {
  const record = useRecordContext();
  const translate = useTranslate();
  const field = useScopedTranslate('resources.residents.fields');
  if (!record) return null;
  return (
    <Section>
      <Typography variant="h5" component="h1" gutterBottom>
        {fullName(record)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0 }}
      >
        <Detail
          label={field('phone')}
          value={
            record.phone ? (
              <>
                {phoneText(record.phone)}
                {record.sms_opt_out && <SmsOptOutMark />}
              </>
            ) : (
              ''
            )
          }
        />
        <Detail
          label={field('sms')}
          value={[
            translate(record.sms_opt_out ? 'app.residents.no_sms' : 'app.residents.sms_accepted'),
            ...(record.commercial_consent ? [field('commercial_consent')] : []),
          ].join(' · ')}
        />
        <Detail label={field('email')} value={record.email} />
        <Detail label={field('birth_day')} value={record.birth_day} />
        <Detail
          label={field('gender')}
          value={record.gender ? translate(`app.residents.gender.${record.gender}`) : ''}
        />
      </Box>
    </Section>
  );
}

/** The resident's flats; with none yet, a link to the flats, where a resident is added to a flat. */
export function ResidentApartments() {
  const record = useRecordContext();
  const translate = useTranslate();
  const apartments = (record?.apartments ?? []) as ResidentApartment[];
  const t = useScopedTranslate('app.residents');
  return (
    <Section title={t('apartments')}>
      {apartments.length === 0 ? (
        <Typography color="text.secondary">
          {t('no_apartments')}{' '}
          <Link component={RouterLink} to="/apartments">
            {t('go_apartments')}
          </Link>
        </Typography>
      ) : (
        // One card per flat on a phone instead of five columns scrolling sideways.
        <Box tabIndex={0} sx={[tableScroll, phoneCards]}>
          <Table size="small" aria-label={t('apartments')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.residents.fields.apartments')}</TableCell>
                <TableCell>{t('role')}</TableCell>
                <TableCell align="right">{t('percent')}</TableCell>
                <TableCell>{t('move_in')}</TableCell>
                <TableCell>{t('move_out')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {apartments.map((apartment) => (
                <TableRow
                  key={`${apartment.apartment_id}-${apartment.type}-${apartment.move_in}`}
                  sx={apartment.move_out ? { '& td': { color: 'text.secondary' } } : undefined}
                >
                  <TableCell className="card-title">
                    <Link
                      component={RouterLink}
                      to={`/apartments/${apartment.apartment_id}/show`}
                      aria-label={translate('app.residents.open_apartment', {
                        name: apartmentLabel(apartment),
                      })}
                    >
                      {apartmentLabel(apartment)}
                    </Link>
                  </TableCell>
                  <TableCell data-label={t('role')}>{apartment.type_name}</TableCell>
                  <TableCell align="right" data-label={t('percent')}>
                    {apartment.percent === null ? '' : `%${apartment.percent.toLocaleString('tr-TR')}`}
                  </TableCell>
                  <TableCell data-label={t('move_in')}>{apartment.move_in}</TableCell>
                  {apartment.move_out ? (
                    <TableCell data-label={t('move_out')}>{apartment.move_out}</TableCell>
                  ) : (
                    <TableCell className="card-end">
                      <Chip size="small" color="success" label={t('current')} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
}

/** "Borçlar" and "Avanslar": the resident's debts and advance, each shown to the users allowed to see it. */
function DebtsAndAdvances() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canDebts } = useCanAccess({ resource: 'debit', action: 'list' });
  const { canAccess: canReceipts } = useCanAccess({ resource: 'accounting', action: 'list' });
  if (!record) return null;
  const residentId = Number(record.id);
  return (
    <>
      {canDebts && (
        <Section title={translate('app.residents.debts')}>
          <ResidentDebts residentId={residentId} />
        </Section>
      )}
      <Section title={translate('app.residents.advances')}>
        <ResidentAdvances residentId={residentId} residentName={fullName(record)} />
      </Section>
      {canReceipts && (
        <Section title={translate('app.residents.receipts')}>
          <ResidentReceipts residentId={residentId} />
        </Section>
      )}
    </>
  );
}

function Mail() {
  const translate = useTranslate();
  return (
    <Section title={translate('app.residents.mail.title')}>
      <ResidentMailSection />
    </Section>
  );
}

function Relatives() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Section>
      <ResidentRelatives residentId={Number(record.id)} />
    </Section>
  );
}

/** The resident detail page: the person, their apartments (now and before), e-mail, relatives, debts and advances. */
export function ResidentShow() {
  return (
    <Show actions={<ResidentShowActions />} component="div">
      <Stack spacing={2}>
        <Person />
        <ResidentApartments />
        <Mail />
        <Relatives />
        <DebtsAndAdvances />
      </Stack>
    </Show>
  );
}
