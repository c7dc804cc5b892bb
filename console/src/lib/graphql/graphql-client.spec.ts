import { gql } from 'urql';
import { createGraphqlClient, socketUrlOf } from '@console/lib/graphql/graphql-client';

const appendedSubscription = gql<{ streamEvents: { revision: number } }>`
  subscription Appended {
    streamEvents(aggregateType: "param", aggregateId: "1") {
      revision
    }
  }
`;

type Message = { id?: string; type: string; payload?: unknown };

/**
 * A WebSocket standing in for the server's graphql-ws side: it acknowledges the connection and
 * answers every subscription with one event, remembering its address and what it was sent.
 */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static readonly opened: FakeSocket[] = [];
  readonly sent: Message[] = [];
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string) {
    const message = JSON.parse(data) as Message;
    this.sent.push(message);
    if (message.type === 'connection_init') this.receive({ type: 'connection_ack' });
    if (message.type === 'subscribe')
      this.receive({ id: message.id, type: 'next', payload: { data: { streamEvents: { revision: 3 } } } });
  }

  close(code = 1000, reason = '') {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  private receive(message: Message) {
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
}

const typesQuery = gql<{ aggregateTypes: string[] }>`
  query Types {
    aggregateTypes
  }
`;

/** A fetch that answers `status` with `body` and remembers what it was sent. */
function answering(status: number, body: object) {
  const sent: RequestInit[] = [];
  const fetch = async (_: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init ?? {});
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

describe('the GraphQL client', () => {
  it('POSTs with the session token in the Blade-Auth header and answers the data', async () => {
    const { fetch, sent } = answering(200, { data: { aggregateTypes: ['param'] } });
    const client = createGraphqlClient({
      url: 'http://console.test/api/graphql',
      socketUrl: 'ws://console.test/api/graphql',
      authHeader: 'Blade-Auth',
      accessToken: () => 'token-1',
      onUnauthorized: () => {},
      fetch,
    });
    const result = await client.query(typesQuery, {}).toPromise();
    expect(result.data).toEqual({ aggregateTypes: ['param'] });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      // urql writes header names in lower case; HTTP reads them regardless of case.
      headers: expect.objectContaining({ 'blade-auth': 'bearer token-1' }),
    });
  });

  it('ends the session on a 401, as the REST client does', async () => {
    const { fetch } = answering(401, {
      data: null,
      errors: [{ message: '请求未授权', extensions: { code: 401 } }],
    });
    let ended = 0;
    const client = createGraphqlClient({
      url: 'http://console.test/api/graphql',
      socketUrl: 'ws://console.test/api/graphql',
      authHeader: 'Blade-Auth',
      accessToken: () => undefined,
      onUnauthorized: () => ended++,
      fetch,
    });
    const result = await client.query(typesQuery, {}).toPromise();
    expect(ended).toBe(1);
    expect(result.error?.graphQLErrors[0]?.message).toBe('请求未授权');
  });

  it('runs subscriptions over a WebSocket whose address carries the session token', async () => {
    const client = createGraphqlClient({
      url: 'http://console.test/api/graphql',
      socketUrl: 'ws://console.test/api/graphql',
      authHeader: 'Blade-Auth',
      accessToken: () => 'token-1',
      onUnauthorized: () => {},
      webSocketImpl: FakeSocket,
    });
    const received = await new Promise<unknown>((resolve) => {
      const { unsubscribe } = client.subscription(appendedSubscription, {}).subscribe((result) => {
        resolve(result.data);
        unsubscribe();
      });
    });
    expect(received).toEqual({ streamEvents: { revision: 3 } });
    const socket = FakeSocket.opened[0]!;
    expect(socket.url).toBe('ws://console.test/api/graphql?blade-auth=bearer%20token-1');
    expect(socket.sent.find((message) => message.type === 'subscribe')?.payload).toMatchObject({
      query: expect.stringContaining('streamEvents') as string,
    });
  });

  it('addresses the socket on the page’s own origin, wss under https', () => {
    expect(socketUrlOf('/api/graphql', { protocol: 'https:', host: 'steward.test' })).toBe(
      'wss://steward.test/api/graphql',
    );
    expect(socketUrlOf('/api/graphql', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/graphql',
    );
  });
});
