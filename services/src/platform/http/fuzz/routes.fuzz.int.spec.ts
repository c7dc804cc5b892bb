import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { AppendedEvents } from '@platform/testing/appended-events';
import { finishedJob } from '@services/testing/finished-export';
import { tenantCaller } from '@services/testing/tenant-caller';
import { platformTenantId } from '@infra/seed/platform-tenant.seed';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { answerProblem, writesOnRefusal } from './answer-checks';
import { type Route, routesOf } from './route-catalogue';
import { requestsTo } from './route-requests';

/**
 * FUZZ_RUNS requests per route on each database (CI: a few; `npm run fuzz`: many), generated
 * from the route's own schema in the OpenAPI document. FUZZ_SEED replays a run.
 */
const runs = Number(process.env.FUZZ_RUNS) || 8;
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Only the routes whose path contains FUZZ_ROUTE, to replay one. */
const only = process.env.FUZZ_ROUTE ?? '';

/** What failed, the request that did it (cut short) and the seed that replays it. */
function describeFailure(route: Route, result: fc.RunDetails<[InjectOptions]>): string {
  const error =
    result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  const request = JSON.stringify(result.counterexample?.[0]).slice(0, 400);
  return `${route.method} ${route.path}: ${error}\n  request ${request}\n  FUZZ_SEED=${result.seed}`;
}

/** The job id an accepted request answers (an export, a reconciliation run), if any. */
function startedJobOf(body: string): string | undefined {
  try {
    const jobId = (JSON.parse(body) as { data?: { jobId?: unknown } }).data?.jobId;
    return typeof jobId === 'string' ? jobId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every route, as a platform administrator, with wrong types, missing and extra fields, NUL,
 * lone surrogates, huge text and numbers, deep nesting, __proto__ keys and odd paging: no
 * answer is a 5xx, every answer is the envelope, and a refused call writes nothing.
 */
describeOnBothDatabases('every route under hostile input', 'route_fuzz', (current) => {
  let routes: Route[];
  let appended: AppendedEvents;
  const call = tenantCaller(() => current().app);

  beforeAll(async () => {
    const document = await current().app.inject({ method: 'GET', url: '/api/docs-json' });
    routes = routesOf(document.json()).filter((route) => route.path.includes(only));
    appended = new AppendedEvents(current().runtime.infrastructure.store);
    await appended.since();
  });

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(only ? 0 : 150);
  });

  it(
    'answers every request without a 5xx, in the envelope, writing nothing when it refuses',
    async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const property = fc.asyncProperty(requestsTo(route), async (request) => {
          const response = await current().app.inject(request);
          const problem = answerProblem(route.path, response);
          if (problem) throw new Error(problem);
          // A job the request started writes on its own clock: let it finish, so that its events
          // count for this accepted request and not for the next one, which may be refused.
          const jobId = startedJobOf(response.body);
          if (jobId) await finishedJob(call, jobId, platformTenantId);
          const written = await appended.since();
          if (response.statusCode >= 400 && written.length > 0 && !writesOnRefusal(route.path))
            throw new Error(
              `refused with ${response.statusCode} but wrote ${written.map((event) => event.type).join(', ')}`,
            );
        });
        const result = await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
        if (result.failed) problems.push(describeFailure(route, result));
      }
      expect(problems).toEqual([]);
    },
    Math.max(120_000, runs * 60_000),
  );
});
