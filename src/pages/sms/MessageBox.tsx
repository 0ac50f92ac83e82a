import { Button, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SMS_FIELDS } from '../../../common/smsFields';
import { recordsOf, useDataQuery } from '../../dataProvider/useData';
import { RepeatedBuildingNote, SmsFieldItemText } from '../../lib/SmsMessageInput';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { SmsCounter } from './SmsCounter';

export interface MessageValue {
  text: string;
  /** The template the text started from (sms_template_id), or null. */
  templateId: number | null;
}

// A payment's amount and receipt number exist only in the message written when a collection is saved.
const BULK_FIELDS = SMS_FIELDS.filter((field) => !field.paymentOnly && !field.reminderOnly);

/** Şablon: choosing a template (GET /sms/templates) puts its text in the box and remembers it. */
function TemplatePicker({ value, onChange }: { value: MessageValue; onChange(value: MessageValue): void }) {
  const t = useScopedTranslate('app.sms_compose');
  const query = useDataQuery('smsTemplateChoices', undefined, { silent: true });
  const templates = recordsOf(query.data);
  return (
    <TextField
      select
      label={t('template')}
      value={value.templateId ?? ''}
      onChange={(event) => {
        const chosen = templates.find((template) => template.id === Number(event.target.value));
        onChange(chosen ? { text: chosen.message, templateId: chosen.id } : { ...value, templateId: null });
      }}
      helperText={!query.isPending && templates.length === 0 ? t('no_templates') : undefined}
      sx={{ minWidth: { sm: 280 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('no_template')}</MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Alan ekle: a list of the merge fields by their names; the chosen one goes in as {key}. */
function FieldPicker({ onPick }: { onPick(key: string): void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.sms_compose.insert_field')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {BULK_FIELDS.map((field) => (
          <MenuItem
            key={field.key}
            onClick={() => {
              setAnchor(null);
              onPick(field.key);
            }}
          >
            <SmsFieldItemText smsField={field} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The message: a template to start from, the text with its merge fields, and the live count under it. */
export function MessageBox({
  value,
  onChange,
}: {
  value: MessageValue;
  onChange(value: MessageValue): void;
}) {
  const t = useScopedTranslate('app.sms_compose');
  const box = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const counterId = useId();
  // Where the cursor goes once an inserted field is on screen.
  const [cursor, setCursor] = useState<number | null>(null);
  useEffect(() => {
    if (cursor === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(cursor, cursor);
    setCursor(null);
  }, [cursor]);

  const insert = (key: string) => {
    const field = `{${key}}`;
    const start = box.current?.selectionStart ?? value.text.length;
    const end = box.current?.selectionEnd ?? start;
    onChange({ ...value, text: value.text.slice(0, start) + field + value.text.slice(end) });
    setCursor(start + field.length);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TemplatePicker value={value} onChange={onChange} />
        <FieldPicker onPick={insert} />
      </Stack>
      <TextField
        id={boxId}
        multiline
        minRows={4}
        label={t('message')}
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        inputRef={box}
        helperText={t('message_hint')}
        slotProps={{ htmlInput: { 'aria-describedby': `${boxId}-helper-text ${counterId}` } }}
      />
      <SmsCounter text={value.text} id={counterId} />
      <RepeatedBuildingNote text={value.text} />
    </Stack>
  );
}
