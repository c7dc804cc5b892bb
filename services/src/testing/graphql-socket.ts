import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'undici';

/**
 * A graphql-ws client of the /api/graphql of a test app listening at `baseUrl`, whose WebSocket
 * upgrade request carries `headers`: who calls, in the header-identity test app. It connects on
 * the first subscription and never retries (a refusal is the answer a test looks at).
 */
export function graphqlSocket(baseUrl: string, headers: Record<string, string>): Client {
  class CallerSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, { protocols, headers });
    }
  }
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/api/graphql`,
    webSocketImpl: CallerSocket,
    retryAttempts: 0,
  });
}
