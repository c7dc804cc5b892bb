import { type Client as SocketClient, createClient as createSocketClient } from 'graphql-ws';
import { Client, fetchExchange, subscriptionExchange } from 'urql';
import { withAccessToken } from '@console/lib/http/query-string';

/** What the GraphQL client needs from the shell: where the token is, and what a 401 means. */
export interface GraphqlClientEnvironment {
  url: string;
  /** The same endpoint over WebSocket (ws: or wss:), for subscriptions. */
  socketUrl: string;
  authHeader: string;
  accessToken: () => string | undefined;
  /** A 401: the session is over, as for every REST call. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** The browser's WebSocket unless a test brings its own. */
  webSocketImpl?: unknown;
}

/**
 * How long the socket stays open once its last subscription ends: a page that follows a record
 * again from its new revision (after each pushed event) keeps the same connection.
 */
const socketLingerMs = 3000;

/**
 * The urql client of /api/graphql (the audit explorer), sending the session's token as REST
 * calls do. No cache: a history is read fresh each time it is asked for. Queries are POSTed so
 * that the token never rides in a URL; subscriptions go over a WebSocket, opened only while one
 * is running, whose upgrade carries the token as the blade-auth parameter (a browser's WebSocket
 * sends no headers), read afresh at each connection.
 */
export function createGraphqlClient(env: GraphqlClientEnvironment): Client {
  const doFetch = env.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let socket: SocketClient | undefined;
  // Made at the first subscription: a page that only queries needs no WebSocket.
  const socketClient = () =>
    (socket ??= createSocketClient({
      url: () => withAccessToken(env.socketUrl, env.accessToken()),
      webSocketImpl: env.webSocketImpl,
      lazyCloseTimeout: socketLingerMs,
    }));
  return new Client({
    url: env.url,
    exchanges: [
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({
            unsubscribe: socketClient().subscribe({ ...request, query: request.query ?? '' }, sink),
          }),
        }),
      }),
    ],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => {
      const token = env.accessToken();
      return { headers: token ? { [env.authHeader]: `bearer ${token}` } : {} };
    },
    fetch: async (input, init) => {
      const response = await doFetch(input, init);
      if (response.status === 401) env.onUnauthorized();
      return response;
    },
  });
}

/** The WebSocket address of `path` on the page's own origin (wss: under https:). */
export function socketUrlOf(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
