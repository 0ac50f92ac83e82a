import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { phoneText } from '../../../common/phone';
import type { SmsPreview } from '../../dataProvider/custom/smsSend';
import { Pager } from '../../lib/Pager';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/**
 * On a phone each row becomes a card: the name as its title, every other value after its column's name
 * (`data-label`), so a long text wraps instead of running off the screen.
 */
const phoneCards = {
  '@media (max-width: 599.95px)': {
    '& table, & tbody, & tr, & td': { display: 'block' },
    '& thead': { display: 'none' },
    '& tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { border: 0, p: 0, textAlign: 'left', minWidth: 0 },
    '& td:first-of-type': { fontWeight: 500 },
    '& td:not(:first-of-type)::before': { content: 'attr(data-label) ": "', color: 'text.secondary' },
  },
};

/** A table that may scroll sideways on a wide screen: a named region the keyboard can reach and scroll. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={[tableScroll, phoneCards]} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Box>
  );
}

/** Who receives what: each recipient's own text with its characters and SMS parts, a page at a time. */
export function RecipientTable({ recipients }: { recipients: SmsPreview['recipients'] }) {
  const t = useScopedTranslate('app.sms_compose');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const shown = recipients.slice((page - 1) * perPage, page * perPage);
  return (
    <>
      <ScrollBox label={t('recipients')}>
        <Table size="small" aria-label={t('recipients')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('phone')}</TableCell>
              <TableCell>{t('text')}</TableCell>
              <TableCell align="right">{t('characters')}</TableCell>
              <TableCell align="right">{t('parts')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((recipient) => (
              // Duplicates are merged on the server: each phone is there once.
              <TableRow key={recipient.phone}>
                <TableCell>{recipient.name}</TableCell>
                <TableCell data-label={t('phone')} sx={{ whiteSpace: 'nowrap' }}>
                  {phoneText(recipient.phone)}
                </TableCell>
                <TableCell
                  data-label={t('text')}
                  sx={{ minWidth: 220, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {recipient.text}
                  {recipient.note && (
                    <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
                      {recipient.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell data-label={t('characters')} align="right">
                  {recipient.characters}
                </TableCell>
                <TableCell data-label={t('parts')} align="right">
                  {recipient.parts}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <Pager
        page={page}
        perPage={perPage}
        total={recipients.length}
        onPage={setPage}
        onPerPage={setPerPage}
      />
    </>
  );
}

/** Who is left out and why (no mobile phone, does not want SMS, no İYS consent …). */
export function LeftOutTable({ people }: { people: SmsPreview['left_out'] }) {
  const t = useScopedTranslate('app.sms_compose');
  const label = t('left_out', { smart_count: people.length });
  return (
    <ScrollBox label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('phone')}</TableCell>
            <TableCell>{t('reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((person, index) => (
            // The same name may be left out twice (two flats); the order of the answer is the row's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's rows have no id
            <TableRow key={index}>
              <TableCell>{person.name}</TableCell>
              <TableCell data-label={t('phone')} sx={{ whiteSpace: 'nowrap' }}>
                {person.phone ? phoneText(person.phone) : '—'}
              </TableCell>
              <TableCell data-label={t('reason')}>{person.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}
