import { Type } from 'typebox';
import { toHundredths } from '../../../common/decimal';
import { MAX_COMMISSION_BPS } from '../../domain/onlinePayments';
import { fieldError } from '../../errors';
import { decimalOrNull } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { ProviderName, SettingsBody, SettingsSchema } from '../../schemas/payments/payments';
import { type App, Nullable, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { type ProviderName as Name, providerFor } from '../../services/payments/providers';
import {
  CREDENTIAL_FIELDS,
  paymentSettings,
  type SettingsView,
  savePaymentSettings,
} from '../../services/payments/settings';
import { accountActorOf } from '../../services/shared/sessions';

const area = 'settings' as const;
const PROVIDERS: Name[] = ['paytr', 'iyzico', 'test'];

/** "2,49" → 249 basis points; 0 to %20. */
function rateOf(input: string | number | undefined): number {
  const text = decimalOrNull(input ?? 0, 2, 'commission_rate') ?? '0';
  const bps = toHundredths(text);
  if (bps > MAX_COMMISSION_BPS)
    throw fieldError('commission_rate', 'Komisyon oranı %0 ile %20 arasında olmalıdır.');
  return bps;
}

/** GET and PUT /online-payments/settings: the association's virtual POS (issue 24; docs/payments.md). */
export default async function paymentSettingsRoutes(app: App) {
  const available = () => PROVIDERS.filter((name) => providerFor(app.config.payments, name));
  const json = (view: SettingsView) => ({
    provider: view.provider,
    merchant_id: view.merchantId,
    credentials_set: view.credentialsSet,
    commission_payer: view.commissionPayer,
    commission_rate: view.commissionRate / 100,
    cash_account_id: view.cashAccountId,
  });

  app.get(
    '/online-payments/settings',
    routeOptions(
      { area, action: 'show' },
      'online payments',
      {
        description:
          'The online payment settings without the secrets (`data` null before the first save), and the providers ' +
          'this installation offers (`test` only with the demo or PAYMENT_TEST_PROVIDER=true).',
      },
      Type.Object({ data: Nullable(SettingsSchema), available_providers: Type.Array(ProviderName) }),
    ),
    async (request) => {
      const view = await paymentSettings(app.db, app.config.payments, sessionOf(request).accountId);
      return { data: view && json(view), available_providers: available() };
    },
  );

  app.put(
    '/online-payments/settings',
    routeOptions(
      { area, action: 'edit' },
      'online payments',
      {
        description:
          "Saves the provider, the association's own merchant credentials (sealed; an empty one keeps the stored " +
          'value of the same provider), who bears the commission and the virtual-POS cash account.',
        body: SettingsBody,
      },
      WriteAnswer(SettingsSchema),
    ),
    async (request) => {
      const body = request.body;
      const typed: Record<string, string | null | undefined> = {
        merchant_id: body.merchant_id,
        merchant_key: body.merchant_key,
        merchant_salt: body.merchant_salt,
        api_key: body.api_key,
        secret_key: body.secret_key,
      };
      const credentials = Object.fromEntries(
        CREDENTIAL_FIELDS[body.provider].map((field) => [field, typed[field] ?? undefined]),
      );
      const view = await savePaymentSettings(
        app.db,
        app.config.payments,
        accountActorOf(sessionOf(request)),
        {
          provider: body.provider,
          credentials,
          commissionPayer: body.commission_payer ?? 'association',
          commissionRate: rateOf(body.commission_rate),
          cashAccountId: body.cash_account_id,
        },
      );
      return { description: 'Online ödeme ayarları kaydedildi.', data: json(view) };
    },
  );
}
