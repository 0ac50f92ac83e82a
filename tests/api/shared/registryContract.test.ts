/**
 * The contract between the two descriptions of a resource (issue 22): the front end's registry (src/registry,
 * each resource folder's `endpoints`) and the API's OpenAPI document. For every registry entry, each endpoint is
 * an operation of the document with the same method and path, the operation's declared access (`x-access`) is
 * in the entry's area, the list's sort fields are the route's and its search parameter is one the route reads.
 * Custom pages declare no endpoints in the registry (they call the dataProvider's typed custom methods).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverRegistry } from '../../../src/registry/discover';
import type { Endpoint, ListEndpoint, ResourceConfig } from '../../../src/registry/types';
import { startTestApp, type TestContext } from '../helpers/harness';
import { areaRules, type JsonSchema, type Operation, operationsOf } from '../helpers/openapiSweep';

let ctx: TestContext;
let operations: Operation[];

beforeAll(async () => {
  ctx = await startTestApp();
  operations = operationsOf(ctx.app);
});
afterAll(() => ctx?.close());

type Kind = 'getList' | 'getOne' | 'create' | 'update' | 'delete' | 'deleteCode';
const KINDS: Kind[] = ['getList', 'getOne', 'create', 'update', 'delete', 'deleteCode'];

/** `/apartment?id=:id` → `/api/apartment` and its query's names (`id`); `:id` in the path → `{id}`. */
function documentPath(path: string): { path: string; query: string[] } {
  const [route = '', search = ''] = path.split('?');
  return {
    path: `/api${route.replace(/:(\w+)/g, '{$1}')}`,
    query: [...new URLSearchParams(search).keys()],
  };
}

/** Every endpoint of a resource with the operation the document has for it (undefined when it has none). */
function endpointsOf(resource: ResourceConfig) {
  return KINDS.flatMap((kind) => {
    const endpoint = resource.endpoints[kind] as (Endpoint | ListEndpoint) | undefined;
    if (!endpoint) return [];
    const method = endpoint.method ?? 'GET';
    const { path, query } = documentPath(endpoint.path);
    const operation = operations.find((op) => op.method === method && op.path === path);
    return [{ kind, method, path, query, endpoint, operation, name: `${resource.name} ${kind}` }];
  });
}

const resources = () => discoverRegistry().resources;

/** The names an operation reads from the query string. */
const queryNames = (op: Operation) => op.parameters.filter((p) => p.in === 'query').map((p) => p.name);

/** The literal values a schema allows (`enum`, or a union of `const`s), without null. */
function literals(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.enum) return schema.enum.filter((value) => value !== null).map(String);
  if (schema.const !== undefined) return [String(schema.const)];
  return (schema.anyOf ?? schema.oneOf ?? []).flatMap(literals);
}

/** The sort fields a list route allows: its `sort` parameter's values, in the query or the JSON body. */
function routeSortFields(op: Operation): string[] {
  const parameter = op.parameters.find((p) => p.in === 'query' && p.name === 'sort');
  return literals(parameter?.schema ?? op.body?.properties?.sort).sort();
}

describe('registry ↔ OpenAPI contract', () => {
  it('finds every endpoint of every resource in the OpenAPI document, same method and path', () => {
    const missing = resources().flatMap((resource) =>
      endpointsOf(resource)
        .filter((entry) => !entry.operation)
        .map((entry) => `${entry.name}: ${entry.method} ${entry.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('sends the query parameters a path carries (`?id=:id`) to a route that reads them', () => {
    const unread = resources().flatMap((resource) =>
      endpointsOf(resource).flatMap((entry) =>
        entry.operation
          ? entry.query
              .filter((name) => !queryNames(entry.operation as Operation).includes(name))
              .map((name) => `${entry.name}: ${name}`)
          : [],
      ),
    );
    expect(unread).toEqual([]);
  });

  it("declares each endpoint's route in the entry's permission area", () => {
    const wrong = resources().flatMap((resource) =>
      endpointsOf(resource).flatMap((entry) => {
        const access = entry.operation?.access;
        if (access === undefined) return [];
        const areas =
          typeof access === 'string' ? [access] : areaRules(access).map((rule) => rule.area as string);
        return areas.includes(resource.area)
          ? []
          : [`${entry.name}: the route says ${JSON.stringify(access)}, the entry ${resource.area}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("sorts a list by exactly the route's sort fields", () => {
    const wrong = resources().flatMap((resource) => {
      const list = endpointsOf(resource).find((entry) => entry.kind === 'getList');
      if (!list?.operation) return [];
      const entry = [...(resource.endpoints.getList.sortable ?? [])].sort();
      const route = routeSortFields(list.operation);
      return entry.join() === route.join() ? [] : [`${resource.name}: entry [${entry}], route [${route}]`];
    });
    expect(wrong).toEqual([]);
  });

  it("sends a list's search box in a parameter its route reads", () => {
    const wrong = resources().flatMap((resource) => {
      const list = endpointsOf(resource).find((entry) => entry.kind === 'getList');
      const { searchParam, searchIn } = resource.endpoints.getList;
      if (!list?.operation || !searchParam) return [];
      const inBody = list.method !== 'GET' && searchIn !== 'query';
      const reads = inBody ? Object.keys(list.operation.body?.properties ?? {}) : queryNames(list.operation);
      return reads.includes(searchParam) ? [] : [`${resource.name}: ${searchParam} is not among [${reads}]`];
    });
    expect(wrong).toEqual([]);
  });
});
