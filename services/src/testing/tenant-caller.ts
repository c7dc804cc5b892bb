import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The envelope of every answer (WIRE.md). */
export interface Answer<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export type Row = Record<string, unknown> & { id: string };

/**
 * Calls the API of a test app started with header identities, as a user of `tenant`, and
 * checks that the HTTP status equals the envelope's code.
 */
export function tenantCaller(app: () => NestFastifyApplication) {
  return async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, tenant = '000000') {
    const response = await app().inject({
      method,
      url,
      headers: { 'x-test-tenant': tenant },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const answer = response.json<Answer<T>>();
    expect(response.statusCode).toBe(answer.code);
    return answer;
  };
}
