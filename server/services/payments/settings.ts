/**
 * PUT and GET /online-payments/settings (docs/payments.md): the association's provider, its own merchant credentials
 * (sealed with AES-256-GCM, never answered, never logged, not in the owner's export), who bears the commission and
 * the virtual-POS cash account the collections go into.
 */

import type { PaymentsConfig } from '../../config';
import type { Db } from '../../db';
import { fieldError } from '../../errors';
import { onlinePaymentsRepository as repo } from '../../repositories/payments/onlinePayments';
import { recordAudit } from '../../repositories/shared/audit';
import { cashAccountFor } from '../money/cashAccount';
import type { AccountActor } from '../shared/sessions';
import type { MerchantCredentials } from './provider';
import { type ProviderName, providerFor } from './providers';
import { openCredentials, sealCredentials } from './secrets';

/** The credential fields of each provider; `test` has none. */
export const CREDENTIAL_FIELDS: Record<ProviderName, readonly string[]> = {
  paytr: ['merchant_id', 'merchant_key', 'merchant_salt'],
  iyzico: ['api_key', 'secret_key'],
  test: [],
};

export interface SettingsInput {
  provider: ProviderName;
  /** The fields the manager typed; an empty or missing one keeps the stored value of the same provider. */
  credentials: Record<string, string | undefined>;
  commissionPayer: 'association' | 'resident';
  /** Basis points. */
  commissionRate: number;
  cashAccountId: number;
}

export interface SettingsView {
  provider: ProviderName;
  /** PayTR's merchant number is not a secret: the form shows which shop is connected. */
  merchantId: string | null;
  credentialsSet: boolean;
  commissionPayer: 'association' | 'resident';
  commissionRate: number;
  cashAccountId: number;
}

export async function paymentSettings(db: Db, config: PaymentsConfig, accountId: number) {
  const row = await repo.settings(db, accountId);
  if (!row) return null;
  const credentials = openCredentials(config.secretsKey, row.credentialsSecret);
  return {
    provider: row.provider,
    merchantId: credentials.merchant_id ?? null,
    credentialsSet: CREDENTIAL_FIELDS[row.provider].every((field) => Boolean(credentials[field])),
    commissionPayer: row.commissionPayer,
    commissionRate: row.commissionRate,
    cashAccountId: row.cashAccountId,
  } satisfies SettingsView;
}

export async function savePaymentSettings(
  db: Db,
  config: PaymentsConfig,
  actor: AccountActor,
  input: SettingsInput,
): Promise<SettingsView> {
  if (!providerFor(config, input.provider)) {
    throw fieldError('provider', 'Bu ödeme sağlayıcısı bu kurulumda kullanılamıyor.');
  }
  return db.transaction(async (tx) => {
    await cashAccountFor(tx, actor.accountId, input.cashAccountId, { orTheOnlyOne: false });
    const before = await repo.settings(tx, actor.accountId);
    const stored =
      before?.provider === input.provider ? openCredentials(config.secretsKey, before.credentialsSecret) : {};
    const credentials: Record<string, string> = {};
    for (const field of CREDENTIAL_FIELDS[input.provider]) {
      const value = input.credentials[field]?.trim() || stored[field];
      if (!value) throw fieldError(field, 'Bu alan zorunludur.');
      credentials[field] = value;
    }
    const row = await repo.saveSettings(tx, {
      accountId: actor.accountId,
      provider: input.provider,
      credentialsSecret: sealCredentials(config.secretsKey, credentials as MerchantCredentials),
      commissionPayer: input.commissionPayer,
      commissionRate: input.commissionRate,
      cashAccountId: input.cashAccountId,
    });
    // The audit row names what changed, never the credentials themselves.
    const visible = (r: typeof row | undefined) =>
      r && {
        provider: r.provider,
        commissionPayer: r.commissionPayer,
        commissionRate: r.commissionRate,
        cashAccountId: r.cashAccountId,
      };
    await recordAudit(tx, actor, {
      table: 'online_payment_settings',
      action: before ? 'update' : 'insert',
      recordId: actor.accountId,
      before: visible(before),
      after: { ...visible(row), credentialsChanged: true },
    });
    return {
      provider: row.provider,
      merchantId: credentials.merchant_id ?? null,
      credentialsSet: true,
      commissionPayer: row.commissionPayer,
      commissionRate: row.commissionRate,
      cashAccountId: row.cashAccountId,
    };
  });
}
