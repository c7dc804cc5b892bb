import { seedAuditorRole } from '@infra/seed/platform-tenant.seed';
import { defaultCatchUpTiming } from '@platform/event-store/catch-up-loop';
import { listen } from '@platform/http/http-app';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import type { Client } from 'graphql-ws';
import { graphqlSocket } from '@services/testing/graphql-socket';
import { paramEditedTwice } from '@services/testing/param-edited-twice';
import { tenantCaller } from '@services/testing/tenant-caller';
import { startTestApp, type TestApp } from '@services/testing/test-app';

type Appended = { streamEvents: { aggregateId: string; revision: number; type: string } };

const streamEvents = `subscription ($id: ID!, $after: Int) {
  streamEvents(aggregateType: "param", aggregateId: $id, afterRevision: $after) { aggregateId revision type }
}`;

/**
 * An audit page open on one API process follows a record another process writes: the append
 * reaches the page's process only through PostgreSQL's NOTIFY (each app has its own store, its
 * own pool and its own listener, as two processes of one deployment have), not through memory.
 */
describe('the audit subscription across processes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let watched: TestApp;
  let writer: TestApp;
  let socket: Client;
  beforeAll(async () => {
    scratch = await createScratchDatabase('audit_live_across');
    watched = await startTestApp({ databaseUrl: scratch.url });
    writer = await startTestApp({ databaseUrl: scratch.url });
    // Loopback only: the test reaches the page's process over a real socket, nobody else does.
    const url = await listen(watched.app, '127.0.0.1', 0);
    socket = graphqlSocket(url, {
      'x-test-tenant': '000000',
      'x-test-user': '7',
      'x-test-roles': seedAuditorRole.id,
    });
  });
  afterAll(async () => {
    await socket.dispose();
    await writer.close();
    await watched.close();
    await scratch.drop();
  });

  it('pushes to the page each event the other process appends', async () => {
    const call = tenantCaller(() => writer.app);
    const paramId = await paramEditedTwice(call, '000000', 'across.processes');
    const events = socket.iterate<Appended>({ query: streamEvents, variables: { id: paramId, after: 2 } });
    // The page's process has the subscription running once the first pushed event (none yet) is awaited.
    const next = events.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await call('POST', '/api/blade-system/param/submit', {
      id: paramId,
      paramKey: 'across.processes',
      paramName: 'across.processes',
      paramValue: 'v3',
    });
    // Sooner than the subscription's safety-net poll could have found it: only the NOTIFY wakes it so soon.
    const late = new Promise<'late'>((resolve) =>
      setTimeout(() => resolve('late'), defaultCatchUpTiming.idlePollMs - 1000),
    );
    const pushed = await Promise.race([next, late]);
    expect(pushed).not.toBe('late');
    expect((await next).value?.data?.streamEvents).toEqual({
      aggregateId: paramId,
      revision: 3,
      type: 'param.updated',
    });
    await events.return?.();
  });
});
