import type { TranslateFunction } from 'react-admin';

/** A batch's split rule in the interface's language; the server's Turkish name for a rule the catalogue lacks. */
export const ruleName = (translate: TranslateFunction, batch: { rule: string; rule_name: string }) =>
  translate(`app.multi_debts.rules.${batch.rule}`, { _: batch.rule_name });
