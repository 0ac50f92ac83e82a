import { describe, expect, it } from 'vitest';
import { toListRequest } from '../../src/dataProvider/apiMapping';
import type { ListEndpoint } from '../../src/resources/types';

const debtGroups: ListEndpoint = { method: 'GET', path: '/groups', query: { type: 1 }, searchParam: 'key' };
const apartments: ListEndpoint = {
  method: 'POST',
  path: '/all/apartments',
  searchParam: 'key',
  searchIn: 'query',
  bodyFilters: ['building_id', 'group_id', 'identifier', 'area', 'land'],
};

describe('list endpoint options', () => {
  it('adds the constant query parameters to every list request', () => {
    expect(toListRequest(debtGroups, { filter: { q: 'asansör' } }).params).toEqual({
      type: 1,
      page: 1,
      per_page: 10,
      key: 'asansör',
    });
  });

  it('sends a POST list search in the query and every body filter, null when not set', () => {
    expect(toListRequest(apartments, { filter: { q: 'A Blok', building_id: 4, identifier: '' } })).toEqual({
      method: 'POST',
      url: '/all/apartments',
      params: { page: 1, per_page: 10, key: 'A Blok' },
      data: { building_id: 4, group_id: null, identifier: null, area: null, land: null },
    });
  });

  it('leaves an empty search out of the query', () => {
    expect(toListRequest(apartments, { filter: { q: '' } }).params).toEqual({ page: 1, per_page: 10 });
  });
});
