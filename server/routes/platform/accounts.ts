import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { operatorIdOf } from '../../plugins/auth';
import {
  ACCOUNT_SORTS,
  type PlatformAccount,
  platformAccountsRepository,
} from '../../repositories/platform/platformAccounts';
import { filterText, IdParams, simpleRestReads } from '../../schemas/platform/simpleRest';
import type { App } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { impersonate } from '../../services/platform/impersonation';
import { CurrentUserSchema } from '../../services/shared/currentUser';

const Account = Type.Object({
  id: Type.Integer(),
  assoc_name: Type.String(),
  owner_name: Type.Union([Type.String(), Type.Null()]),
  owner_phone: Type.Union([Type.String(), Type.Null()]),
  apartment_count: Type.Integer(),
  apartment_limit: Type.Integer(),
  /** DD.MM.YYYY */
  licence_end: Type.String(),
  sms_credits: Type.Integer(),
  /** ISO 8601; null when nobody of the account has signed in since the column exists. */
  last_login_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const accountJson = (row: PlatformAccount) => ({
  id: row.id,
  assoc_name: row.assocName,
  owner_name: row.ownerName,
  owner_phone: row.ownerPhone,
  apartment_count: row.apartmentCount,
  apartment_limit: row.apartmentLimit,
  licence_end: isoToDmy(row.licenceEnd) ?? row.licenceEnd,
  sms_credits: row.smsCredits,
  last_login_at: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/** The accounts the platform serves: searched (`q`: site, owner, phone), sorted, paged; and the support sign-in. */
export default async function platformAccountRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'accounts',
    item: Account,
    sortable: ACCOUNT_SORTS,
    toJson: accountJson,
    list: (query) =>
      platformAccountsRepository.list(app.db, {
        q: filterText(query.filter, 'q'),
        ids: query.ids,
        sort: query.sort,
        page: query.page,
      }),
    find: { row: (id) => platformAccountsRepository.find(app.db, id), missing: 'Hesap bulunamadı.' },
  });

  app.post(
    '/accounts/:id/impersonate',
    routeOptions(
      'operator',
      'platform',
      {
        params: IdParams,
        description: "Sign in as the account's owner, read-only, for support (audited in both logs).",
      },
      Type.Object({ description: Type.String(), token: Type.String(), user: CurrentUserSchema }),
    ),
    async (request) => {
      const answer = await impersonate(app, operatorIdOf(request), request.params.id);
      return { description: 'Hesaba salt okunur destek oturumu açıldı.', ...answer };
    },
  );
}
