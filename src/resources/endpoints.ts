import type { ResourceEndpoints } from './types';

/**
 * The endpoints of a plain resource as the API writes most of them: `GET <list>` with the search box
 * as `key`, `POST <item>`, and `PUT` / `DELETE <item>` with the id in the body. The server's counterpart is the
 * account-scoped repository factory.
 */
export function plainEndpoints(list: string, item: string): ResourceEndpoints {
  return {
    getList: { method: 'GET', path: list, searchParam: 'key' },
    create: { method: 'POST', path: item },
    update: { method: 'PUT', path: item, idIn: 'body' },
    delete: { method: 'DELETE', path: item, idIn: 'body' },
  };
}
