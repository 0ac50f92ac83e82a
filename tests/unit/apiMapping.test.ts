import { describe, expect, it } from 'vitest';
import {
  apiPagesFor,
  emptyToNull,
  fillPath,
  fromListAnswer,
  toListRequest,
} from '../../src/dataProvider/apiMapping';
import type { ListEndpoint } from '../../src/resources/types';

const buildings: ListEndpoint = { method: 'GET', path: '/building', searchParam: 'key', sortable: ['name'] };
const residents: ListEndpoint = { method: 'POST', path: '/resident/all', searchParam: 'name' };

describe('list requests', () => {
  it('sends page, per_page and a sortable field with its order in lower case', () => {
    expect(
      toListRequest(buildings, {
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'name', order: 'DESC' },
        filter: {},
      }),
    ).toEqual({
      method: 'GET',
      url: '/building',
      params: { page: 3, per_page: 25, sort: 'name', order: 'desc' },
    });
  });

  it('leaves out a sort the API cannot do and pages from 1 by 10 by default', () => {
    expect(toListRequest(buildings, { sort: { field: 'id', order: 'ASC' } })).toEqual({
      method: 'GET',
      url: '/building',
      params: { page: 1, per_page: 10 },
    });
  });

  it('sends the search box (q) under the endpoint search parameter', () => {
    const request = toListRequest(buildings, { filter: { q: 'A Blok' } });
    expect(request.params).toEqual({ page: 1, per_page: 10, key: 'A Blok' });
  });

  it('drops empty filters from GET queries', () => {
    const request = toListRequest(buildings, { filter: { q: '', group_id: undefined, ids: [], land: 0 } });
    expect(request.params).toEqual({ page: 1, per_page: 10, land: 0 });
    expect(request.data).toBeUndefined();
  });

  it('sends empty filters as null in POST bodies, with the paging in the query', () => {
    expect(
      toListRequest(residents, {
        pagination: { page: 2, perPage: 10 },
        filter: { q: '', building_id: 4, phone: '', gender: undefined, debt_remaining: [] },
      }),
    ).toEqual({
      method: 'POST',
      url: '/resident/all',
      params: { page: 2, per_page: 10 },
      data: { building_id: 4, phone: null, gender: null, debt_remaining: null, name: null },
    });
  });

  it('treats "", undefined and [] as no filter, but keeps 0, false and text', () => {
    expect(emptyToNull({ a: '', b: undefined, c: [], d: 0, e: false, f: 'x', g: [1] })).toEqual({
      a: null,
      b: null,
      c: null,
      d: 0,
      e: false,
      f: 'x',
      g: [1],
    });
  });
});

describe('list answers', () => {
  it('maps Records and TotalRecords to data and total', () => {
    expect(fromListAnswer({ Records: [{ id: 1 }, { id: 2 }], TotalRecords: 42 })).toEqual({
      data: [{ id: 1 }, { id: 2 }],
      total: 42,
    });
  });

  it('keeps report totals (AdditionalData) as meta', () => {
    expect(fromListAnswer({ Records: [], TotalRecords: 0, AdditionalData: { income: 10 } })).toEqual({
      data: [],
      total: 0,
      meta: { income: 10 },
    });
  });

  it('reads a missing list as empty and counts the records when no total is given', () => {
    expect(fromListAnswer({ Records: null })).toEqual({ data: [], total: 0 });
    expect(fromListAnswer({ Records: [{ id: 1 }] })).toEqual({ data: [{ id: 1 }], total: 1 });
  });
});

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/building/:id', { id: 7 })).toBe('/building/7');
    expect(fillPath('/download/documents?file_name=:name', { name: 'a b/c' })).toBe(
      '/download/documents?file_name=a%20b%2Fc',
    );
  });

  it('leaves a parameter without a value empty', () => {
    expect(fillPath('/survey/:id', {})).toBe('/survey/');
  });
});

describe('apiPagesFor', () => {
  it('asks the API for one page when the window fits', () => {
    expect(apiPagesFor({ page: 3, perPage: 25 })).toEqual({ pages: [3], perPage: 25, skip: 0, take: 25 });
  });

  it('splits an export of 1000 rows into two API pages of 500', () => {
    expect(apiPagesFor({ page: 1, perPage: 1000 })).toEqual({
      pages: [1, 2],
      perPage: 500,
      skip: 0,
      take: 1000,
    });
  });

  it('covers a window that starts inside an API page', () => {
    // rows 750..1499 → API pages 2 (500..999) and 3 (1000..1499), skipping the first 250
    expect(apiPagesFor({ page: 2, perPage: 750 })).toEqual({
      pages: [2, 3],
      perPage: 500,
      skip: 250,
      take: 750,
    });
  });
});
