import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import type { CurrentUser } from '../../common/types';
import { operatorStore } from '../authProvider/operatorStorage';
import { API_ROOT } from './apiRoot';

/** The resources of /api/platform, read by ra-data-simple-rest; every other call goes to the product's provider. */
export const PLATFORM_RESOURCES = [
  'accounts',
  'orders',
  'packages',
  'support-requests',
  'sms-messages',
  'audit-log',
] as const;

/** fetch with the operator's token; an error carries the server's Turkish `description` as its message. */
async function operatorFetch(url: string, options: fetchUtils.Options = {}) {
  const token = operatorStore.token();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    });
  } catch (error) {
    const body = (error as HttpError).body as { description?: string } | undefined;
    if (error instanceof HttpError && body?.description)
      throw new HttpError(body.description, error.status, body);
    throw error;
  }
}

export interface PlatformAction {
  description: string;
}

/** The operator's actions beyond react-admin's methods; the resource comes first, as combineDataProviders routes by it. */
export interface PlatformMethods {
  impersonate(
    platformResource: 'accounts',
    params: { id: number },
  ): Promise<PlatformAction & { token: string; user: CurrentUser }>;
  decideOrder(
    platformResource: 'orders',
    params: { id: number; decision: 'confirm' | 'cancel' },
  ): Promise<PlatformAction>;
}

export type PlatformDataProvider = DataProvider & PlatformMethods;

export function createPlatformDataProvider(root = `${API_ROOT}/platform`): PlatformDataProvider {
  const post = async <T>(url: string) => (await operatorFetch(url, { method: 'POST', body: '{}' })).json as T;
  return {
    ...simpleRestProvider(root, operatorFetch),
    impersonate: (_resource, { id }) => post(`${root}/accounts/${id}/impersonate`),
    decideOrder: (_resource, { id, decision }) => post(`${root}/orders/${id}/${decision}`),
  };
}
