import { ApiError, TransportError } from '@console/lib/http/api-error';
import { type Query, toQueryString } from '@console/lib/http/query-string';

/** What the client needs from the rest of the console; supplied once at start (and by tests). */
export interface HttpClientEnvironment {
  clientId: string;
  clientSecret: string;
  authHeader: string;
  timeoutMs: number;
  /** Codes that fail a call without a toast. */
  silentCodes: readonly number[];
  /** The fallback message when an error answer carries none. */
  unknownErrorMessage: () => string;
  accessToken: () => string | undefined;
  notifyError: (message: string) => void;
  /** A 401: the session is over; local state is cleared and the user goes to /login. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Show no toast for this call's failure; the caller handles it. */
  silent?: boolean;
  /** The answer is a file: a success resolves with its bytes; a failure is the envelope as usual. */
  file?: boolean;
}

interface AnswerBody {
  code?: number;
  msg?: string;
  error_description?: string;
  data?: unknown;
}

/**
 * The one HTTP client of the console (SPEC.md §7, §8): client and token headers, the 120 s
 * timeout, the answer's code (or else the HTTP status) decides success, failures toast the
 * answer's message unless whitelisted, and a 401 ends the session.
 */
export function createHttpClient(env: HttpClientEnvironment) {
  const doFetch = env.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const basic = `Basic ${btoa(`${env.clientId}:${env.clientSecret}`)}`;

  async function request<T = unknown>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { Authorization: basic, ...options.headers };
    const token = env.accessToken();
    if (token) headers[env.authHeader] = `bearer ${token}`;
    let payload: BodyInit | undefined;
    if (options.body instanceof FormData) payload = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }

    const response = await send(`${env.baseUrl ?? ''}${path}${toQueryString(options.query)}`, {
      method,
      headers,
      body: payload,
    });
    if (options.file && response.status === 200 && !isJson(response)) return (await response.blob()) as T;
    const body = (await readJson(response)) as AnswerBody | undefined;
    const code = typeof body?.code === 'number' ? body.code : response.status;
    if (code === 200) return body as T;

    const message = body?.msg || body?.error_description || env.unknownErrorMessage();
    const silent = options.silent === true || env.silentCodes.includes(code);
    if (!silent) env.notifyError(message);
    if (code === 401) env.onUnauthorized();
    throw new ApiError(message, code, silent, body);
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), env.timeoutMs);
    try {
      const response = await doFetch(url, { ...init, signal: abort.signal });
      // Statuses 200 to 500 are answers to read; anything else is a failed transport.
      if (response.status >= 200 && response.status <= 500) return response;
      const body = (await readJson(response)) as AnswerBody | undefined;
      throw new TransportError(body?.msg ?? `HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof TransportError) {
        env.notifyError(error.message);
        throw error;
      }
      const message = abort.signal.aborted ? `timeout of ${env.timeoutMs}ms exceeded` : String(error);
      env.notifyError(message);
      throw new TransportError(message);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The whole parsed answer (the token call answers without an envelope). */
    request,
    /** GET an enveloped answer and return its data. */
    async get<T>(path: string, query?: Query, options: Omit<RequestOptions, 'query'> = {}): Promise<T> {
      return ((await request<AnswerBody>('GET', path, { ...options, query })).data ?? {}) as T;
    },
    /** GET a file (an xlsx export) with the caller's token; failures toast as any call's do. */
    download(path: string, query?: Query): Promise<Blob> {
      return request<Blob>('GET', path, { query, file: true });
    },
    /** POST and return the envelope's data. */
    async post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
      return ((await request<AnswerBody>('POST', path, { ...options, body })).data ?? {}) as T;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('application/json');
}
