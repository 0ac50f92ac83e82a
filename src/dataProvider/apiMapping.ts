/**
 * The API's quirks, translated in one place: react-admin's list params become `page`, `per_page`, `sort`,
 * `order` and the filters the API names (empty values sent as null); `{Records, TotalRecords}` become
 * `{data, total}`; path templates like `/building/:id` are filled in.
 */
import type { ListEndpoint } from '../registry/types';

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  filter?: Record<string, unknown>;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** "" , undefined and [] mean "no filter": the API wants null for them. */
export function emptyToNull(filters: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [
      key,
      value === '' || value === undefined || (Array.isArray(value) && value.length === 0) ? null : value,
    ]),
  );
}

export function fillPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/:([a-z_]+)/gi, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

export function toListRequest(endpoint: ListEndpoint, params: ListParams): ApiRequest {
  const { q, ...rest } = params.filter ?? {};
  const filters = emptyToNull(rest);
  if (endpoint.searchParam) filters[endpoint.searchParam] = q === '' || q === undefined ? null : q;
  const paging: Record<string, unknown> = {
    ...endpoint.query,
    page: params.pagination?.page ?? 1,
    per_page: params.pagination?.perPage ?? 10,
  };
  const sortField = params.sort?.field;
  if (sortField && endpoint.sortable?.includes(sortField)) {
    paging.sort = sortField;
    paging.order = params.sort?.order === 'DESC' ? 'desc' : 'asc';
  }
  const method = endpoint.method ?? 'GET';
  if (method === 'GET') {
    // Query strings cannot carry null: an absent parameter means "no filter".
    const query = Object.fromEntries(Object.entries({ ...paging, ...filters }).filter(([, v]) => v !== null));
    return { method, url: endpoint.path, params: query };
  }
  for (const key of endpoint.bodyFilters ?? []) filters[key] ??= null;
  if (endpoint.searchParam && endpoint.searchIn === 'query') {
    const search = filters[endpoint.searchParam];
    delete filters[endpoint.searchParam];
    if (search !== null) paging[endpoint.searchParam] = search;
  }
  return { method, url: endpoint.path, params: paging, data: filters };
}

export interface ListAnswer<T> {
  Records?: T[] | null;
  TotalRecords?: number | null;
  AdditionalData?: Record<string, unknown>;
}

export function fromListAnswer<T>(answer: ListAnswer<T>): {
  data: T[];
  total: number;
  meta?: Record<string, unknown>;
} {
  const data = answer.Records ?? [];
  return {
    data,
    total: answer.TotalRecords ?? data.length,
    ...(answer.AdditionalData ? { meta: answer.AdditionalData } : {}),
  };
}

/** The API's largest page (docs/domain.md, "API conventions"). */
export const MAX_PER_PAGE = 500;

/**
 * A react-admin window larger than the API's largest page (an export asks for 1000 rows) is fetched as several
 * API pages; `skip` and `take` cut the requested window out of their concatenation.
 */
export function apiPagesFor(pagination: { page: number; perPage: number }): {
  pages: number[];
  perPage: number;
  skip: number;
  take: number;
} {
  if (pagination.perPage <= MAX_PER_PAGE) {
    return { pages: [pagination.page], perPage: pagination.perPage, skip: 0, take: pagination.perPage };
  }
  const offset = (pagination.page - 1) * pagination.perPage;
  const first = Math.floor(offset / MAX_PER_PAGE) + 1;
  const last = Math.ceil((offset + pagination.perPage) / MAX_PER_PAGE);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    pages,
    perPage: MAX_PER_PAGE,
    skip: offset - (first - 1) * MAX_PER_PAGE,
    take: pagination.perPage,
  };
}
