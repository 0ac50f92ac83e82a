import { type AxiosAdapter, AxiosError, type AxiosResponse } from 'axios';

/** What the fake server saw: method, path (without the API root), query and parsed JSON body. */
export interface FakeRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/**
 * A fake API for an axios instance's `adapter`: routes are keyed `'METHOD /path'` and answer canned replies,
 * so the real interceptors, error mapping and components run unchanged. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const reply = (typeof route === 'function' ? await route(request) : route) ?? {
      status: 404,
      body: { description: 'Kayıt bulunamadı.' },
    };
    const response: AxiosResponse = {
      data: reply.body ?? {},
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}
