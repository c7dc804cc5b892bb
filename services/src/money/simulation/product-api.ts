import { ApiCallError, apiCall, type SignInAs, signIn } from '@platform/http/api-client';

export type Query = Record<string, string | number>;

/**
 * The product's API as the simulator calls it: signed in once as `who` (again when the token
 * is refused, as a long run may outlive it); every call that does not answer 200 throws
 * ApiCallError, which ends the simulation.
 */
export class ProductApi {
  private token: Promise<string> | undefined;
  private made = 0;

  constructor(
    readonly url: string,
    private readonly who: SignInAs = {},
  ) {}

  /** How many calls were made (sign-ins aside). */
  get calls(): number {
    return this.made;
  }

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>('GET', withQuery(path, query));
  }

  post<T>(path: string, body?: unknown, query: Query = {}): Promise<T> {
    return this.call<T>('POST', withQuery(path, query), body);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    this.made++;
    try {
      return await apiCall<T>(this.url, await this.signedIn(), method, path, body);
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.code !== 401) throw error;
      this.token = undefined;
      return apiCall<T>(this.url, await this.signedIn(), method, path, body);
    }
  }

  /** Signs in now, so that wrong credentials fail the run before anything is done. */
  async signIn(): Promise<void> {
    await this.signedIn();
  }

  private signedIn(): Promise<string> {
    this.token ??= signIn(this.url, this.who);
    return this.token;
  }
}

function withQuery(path: string, query: Query): string {
  const entries = Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries)}`;
}
