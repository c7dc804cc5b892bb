import { Client, fetchExchange } from 'urql';

/** What the GraphQL client needs from the shell: where the token is, and what a 401 means. */
export interface GraphqlClientEnvironment {
  url: string;
  authHeader: string;
  accessToken: () => string | undefined;
  /** A 401: the session is over, as for every REST call. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

/**
 * The urql client of /api/graphql (the audit explorer), sending the session's token as REST
 * calls do. No cache: a history is read fresh each time it is asked for. Queries are POSTed so
 * that the token never rides in a URL.
 */
export function createGraphqlClient(env: GraphqlClientEnvironment): Client {
  const doFetch = env.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return new Client({
    url: env.url,
    exchanges: [fetchExchange],
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
