import { gql } from 'urql';
import { createGraphqlClient } from '@console/lib/graphql/graphql-client';

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
      authHeader: 'Blade-Auth',
      accessToken: () => undefined,
      onUnauthorized: () => ended++,
      fetch,
    });
    const result = await client.query(typesQuery, {}).toPromise();
    expect(ended).toBe(1);
    expect(result.error?.graphQLErrors[0]?.message).toBe('请求未授权');
  });
});
