import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { seedAuditorRole } from '@infra/seed/platform-tenant.seed';

/**
 * Asks the audit explorer's GraphQL as an auditor of the platform tenant (the tenant the
 * state-as-of tests write in), and answers the data of a query that succeeded.
 */
export function auditorQuery(app: () => NestFastifyApplication) {
  return async function query<T>(text: string, variables: Record<string, unknown>): Promise<T> {
    const response = await app().inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'x-test-tenant': '000000', 'x-test-user': '7', 'x-test-roles': seedAuditorRole.id },
      payload: { query: text, variables },
    });
    expect(response.statusCode).toBe(200);
    const { data, errors } = response.json<{ data: T; errors?: unknown }>();
    expect(errors).toBeUndefined();
    return data;
  };
}
