/**
 * oidc-provider ships no types; the test provider uses only its constructor and callback, typed
 * here as far as it needs them.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount?: (context: unknown, sub: string) => Promise<Account>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
