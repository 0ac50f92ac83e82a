/**
 * The provider registry: name → factory from the configuration. `test` exists only with DEMO or
 * PAYMENT_TEST_PROVIDER=true; a provider missing here is refused in the settings with a Turkish error.
 */
import type { PaymentsConfig } from '../../config';
import { createIyzicoProvider } from './iyzico';
import { createPaytrProvider } from './paytr';
import type { PaymentProvider } from './provider';
import { createTestProvider } from './testProvider';

export type ProviderName = PaymentProvider['name'];

const FACTORIES: Record<ProviderName, (config: PaymentsConfig) => PaymentProvider | null> = {
  iyzico: (config) => createIyzicoProvider(config.iyzicoUrl),
  paytr: (config) => createPaytrProvider(config.paytrUrl),
  test: (config) => (config.testProvider ? createTestProvider() : null),
};

const cache = new WeakMap<PaymentsConfig, Map<ProviderName, PaymentProvider | null>>();

/** The provider of that name, or null when this installation does not offer it. */
export function providerFor(config: PaymentsConfig, name: ProviderName): PaymentProvider | null {
  const made = cache.get(config) ?? new Map<ProviderName, PaymentProvider | null>();
  cache.set(config, made);
  if (!made.has(name)) made.set(name, FACTORIES[name](config) ?? null);
  return made.get(name) ?? null;
}
