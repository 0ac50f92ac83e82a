import type { Access, AreaAccess } from '../../plugins/auth';

/** Those who enter debts and those who collect them. */
const MONEY_READERS: readonly AreaAccess[] = [
  { area: 'debit', action: 'list' },
  { area: 'accounting', action: 'list' },
];

/**
 * Who may read the lookups behind the pickers (buildings, flats, residents by name, accounting types) and a
 * payer's open debts. A clerk who only enters debts or only collects must still find the flat and the type, so
 * reading rights in any area that uses them suffice; lists and detail screens keep their own area.
 */
export const PICKER_ACCESS: Access = {
  anyOf: [{ area: 'resident_and_apartments', action: 'list' }, ...MONEY_READERS],
};

export const ACCOUNTING_TYPE_PICKER_ACCESS: Access = {
  anyOf: [{ area: 'definitions', action: 'list' }, ...MONEY_READERS],
};

/** A payer's debts: read by those who enter debts and by those who collect them. */
export const PAYER_DEBTS_ACCESS: Access = { anyOf: MONEY_READERS };

/**
 * Debt and dues groups for pickers: the flat form and list (residents and flats), debt entry and dues jobs (debit),
 * the SMS audience (sms) and their own definitions screen.
 */
export const GROUP_PICKER_ACCESS: Access = {
  anyOf: [
    { area: 'definitions', action: 'list' },
    { area: 'resident_and_apartments', action: 'list' },
    { area: 'debit', action: 'list' },
    { area: 'sms', action: 'list' },
  ],
};

/**
 * What a personal link's page shows and lets its holder do (routes/residentPage/): the resident and their flats,
 * their debts and receipts, the announcements, polls (voting) and tickets. Whoever makes or revokes a link needs
 * every one of these rights, or a link would open to them what their own levels do not.
 */
export const RESIDENT_PAGE_RIGHTS: readonly AreaAccess[] = [
  { area: 'resident_and_apartments', action: 'show' },
  { area: 'debit', action: 'show' },
  { area: 'additional_features', action: 'show' },
  { area: 'additional_features', action: 'create' },
];

/** Making a personal link (edit) or revoking a resident's links (delete): that right and every right of the page. */
export const residentLinkAccess = (action: 'edit' | 'delete'): Access => ({
  allOf: [{ area: 'resident_and_apartments', action }, ...RESIDENT_PAGE_RIGHTS],
});
