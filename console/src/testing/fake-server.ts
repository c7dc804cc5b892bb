import { createHttpClient, type HttpClient } from '@console/lib/http/http-client';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Route = (call: FakeCall) => unknown;

/**
 * The real HTTP client over an in-memory server: each route answers the data of the envelope,
 * or throws a message that becomes a 400 answer, as the API does.
 */
export function fakeServer(routes: Record<string, Route>) {
  const calls: FakeCall[] = [];
  const toasts: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return answer(404, { code: 404, success: false, msg: `no route ${call.path}` });
    try {
      return answer(200, { code: 200, success: true, data: route(call) ?? {}, msg: '操作成功' });
    } catch (error) {
      return answer(400, { code: 400, success: false, msg: (error as Error).message });
    }
  };
  const http: HttpClient = createHttpClient({
    clientId: 'saber',
    clientSecret: 'saber_secret',
    authHeader: 'Blade-Auth',
    timeoutMs: 5000,
    silentCodes: [],
    unknownErrorMessage: () => '未知错误',
    accessToken: () => 'token',
    notifyError: (message) => toasts.push(message),
    onUnauthorized: () => undefined,
    fetch,
  });
  return { http, calls, toasts };
}

/** A paged list route's answer: the page of `records` the call asks for by `current` and `size`. */
export function pageOf<T>(records: readonly T[], { query }: FakeCall) {
  const [current, size] = [Number(query.current), Number(query.size)];
  return {
    records: records.slice((current - 1) * size, current * size),
    total: records.length,
    size,
    current,
    pages: Math.ceil(records.length / size),
  };
}

function answer(status: number, body: unknown): Response {
  return {
    status,
    text: async () => JSON.stringify(body),
  } as Response;
}
