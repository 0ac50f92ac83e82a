import type { AxiosInstance } from 'axios';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Endpoint, Registry, ResourceConfig } from '../registry/types';
import { apiPagesFor, fillPath, fromListAnswer, type ListAnswer, toListRequest } from './apiMapping';
import { type CustomMethods, customMethods } from './custom';
import { attachDescription } from './descriptions';
import { http as defaultHttp } from './http';
import { createSend, type WriteAnswer } from './send';

export interface CodeDeleteProvider {
  /** Sends the SMS code that confirms a delete (to the account owner's phone). */
  requestDeleteCode(resource: string, params: { id: Identifier }): Promise<{ description: string }>;
}

/** react-admin's standard methods over the registry, plus the typed custom methods of the custom pages. */
export type AppDataProvider = DataProvider & CodeDeleteProvider & CustomMethods;
export type { CustomMethods };

function cleanBody(data: Record<string, unknown>, config: ResourceConfig, isUpdate: boolean) {
  const body: Record<string, unknown> = { ...data };
  for (const key of config.endpoints.emptyAsNull ?? [])
    if (body[key] === '' || body[key] === undefined) body[key] = null;
  if (isUpdate) {
    for (const key of config.endpoints.dropWhenEmpty ?? []) {
      if (body[key] === '' || body[key] === null || body[key] === undefined) delete body[key];
    }
  }
  return body;
}

/** A create or update body as multipart/form-data, for endpoints with `form` (files go up with their fields). */
function formBody(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

const bodyFor = (endpoint: Endpoint, body: Record<string, unknown>) =>
  endpoint.form ? formBody(body) : body;

/**
 * The resources of the money areas (incomes, expenses, staff payments, virman …): their writes are money writes the
 * server keeps once per Idempotency-Key, so a lost answer is sent again (send.ts, `idempotent`).
 */
const moneyWrites = (config: ResourceConfig) => config.area === 'accounting' || config.area === 'debit';

/** A dataProvider generic over the resource registry: a plain resource needs no code here. */
export function createDataProvider(
  registry: Pick<Registry, 'resources'>,
  http: AxiosInstance = defaultHttp,
): AppDataProvider {
  const byName = new Map(registry.resources.map((config) => [config.name, config]));
  const configOf = (resource: string) => {
    const config = byName.get(resource);
    if (!config) throw new Error(`Unknown resource ${resource}`);
    return config;
  };
  const endpointOf = (
    resource: string,
    kind: 'getOne' | 'create' | 'update' | 'delete' | 'deleteCode',
  ): Endpoint => {
    const endpoint = configOf(resource).endpoints[kind];
    if (!endpoint) throw new Error(`${resource} has no ${kind} endpoint`);
    return endpoint;
  };
  const send = createSend(http);
  const idBody = (endpoint: Endpoint, id: Identifier, extra: Record<string, unknown> = {}) =>
    endpoint.idIn === 'path'
      ? { ...endpoint.body, ...extra }
      : { ...endpoint.body, ...extra, [endpoint.idField ?? 'id']: id };

  const getOne = async (resource: string, id: Identifier) => {
    const endpoint = endpointOf(resource, 'getOne');
    const answer = await send<WriteAnswer<RaRecord>>({
      method: endpoint.method,
      url: fillPath(endpoint.path, { id }),
    });
    return answer.data as RaRecord;
  };

  const standard: DataProvider & CodeDeleteProvider = {
    async getList(resource, params) {
      const endpoint = configOf(resource).endpoints.getList;
      try {
        const window = apiPagesFor(params.pagination ?? { page: 1, perPage: 10 });
        let result: ReturnType<typeof fromListAnswer<RaRecord>> | null = null;
        const rows: RaRecord[] = [];
        for (const page of window.pages) {
          const pagination = { page, perPage: window.perPage };
          const answer = fromListAnswer(
            await send<ListAnswer<RaRecord>>(toListRequest(endpoint, { ...params, pagination })),
          );
          result ??= answer;
          rows.push(...answer.data);
          if (answer.data.length < window.perPage) break;
        }
        return { ...result!, data: rows.slice(window.skip, window.skip + window.take) } as never;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (endpoint.silent && status !== 401) return { data: [] as never[], total: 0 };
        throw error;
      }
    },
    async getOne(resource, params) {
      return { data: (await getOne(resource, params.id)) as never };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => getOne(resource, id)));
      return { data: data as never[] };
    },
    async getManyReference(resource, params) {
      const endpoint = configOf(resource).endpoints.getList;
      const answer = await send<ListAnswer<RaRecord>>(
        toListRequest(endpoint, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
      );
      return fromListAnswer(answer) as never;
    },
    async create(resource, params) {
      const config = configOf(resource);
      const endpoint = endpointOf(resource, 'create');
      const answer = await send<WriteAnswer<RaRecord>>({
        method: endpoint.method,
        url: fillPath(endpoint.path, {}),
        data: bodyFor(endpoint, { ...endpoint.body, ...cleanBody(params.data, config, false) }),
        idempotent: moneyWrites(config),
      });
      return {
        data: attachDescription({ ...params.data, ...answer.data } as RaRecord, answer.description) as never,
      };
    },
    async update(resource, params) {
      const config = configOf(resource);
      const endpoint = endpointOf(resource, 'update');
      const body = cleanBody({ ...params.data }, config, true);
      const answer = await send<WriteAnswer<RaRecord>>({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id: params.id }),
        // The loaded record's id keeps its type (the route's id is a string).
        data: bodyFor(endpoint, idBody(endpoint, params.previousData?.id ?? params.id, body)),
        idempotent: moneyWrites(config),
      });
      return {
        data: attachDescription(
          { ...params.data, ...answer.data, id: params.id } as RaRecord,
          answer.description,
        ) as never,
      };
    },
    async updateMany(resource, params) {
      const results = await Promise.all(
        params.ids.map((id) =>
          this.update(resource, { id, data: params.data, previousData: {} as RaRecord }),
        ),
      );
      return { data: results.map((r) => r.data.id) };
    },
    async delete(resource, params) {
      const endpoint = endpointOf(resource, 'delete');
      const code = (params.meta as { code?: string } | undefined)?.code;
      const answer = await send<WriteAnswer<RaRecord>>({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id: params.id }),
        data: idBody(endpoint, params.id, code ? { code } : {}),
        idempotent: moneyWrites(configOf(resource)),
      });
      return {
        data: attachDescription(
          { ...(params.previousData ?? {}), id: params.id } as RaRecord,
          answer.description,
        ) as never,
      };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await this.delete(resource, { id });
      return { data: params.ids };
    },
    async requestDeleteCode(resource, { id }) {
      const endpoint = endpointOf(resource, 'deleteCode');
      const answer = await send<WriteAnswer<unknown>>({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id }),
        data: endpoint.method === 'GET' ? undefined : idBody(endpoint, id),
      });
      return { description: answer.description ?? '' };
    },
  };
  return { ...standard, ...customMethods(send) };
}
