import { seedAuditorRole } from '@infra/seed/platform-tenant.seed';
import { listen } from '@platform/http/http-app';
import type { Client } from 'graphql-ws';
import { graphqlSocket } from '@services/testing/graphql-socket';
import { paramEditedTwice } from '@services/testing/param-edited-twice';
import { tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

type Appended = { streamEvents: { aggregateId: string; revision: number; type: string; tenantId: string } };

const streamEvents = `subscription ($type: String!, $id: ID!, $after: Int) {
  streamEvents(aggregateType: $type, aggregateId: $id, afterRevision: $after) {
    aggregateId revision type tenantId
  }
}`;

const otherTenant = '000042';

describeOnBothDatabases('the audit explorer’s subscription over WebSocket', 'audit_live', (current) => {
  const call = tenantCaller(() => current().app);
  const sockets: Client[] = [];
  let baseUrl: string;
  /**
   * A socket to the listening app as `tenant`'s user 7 holding `roles` (user '0' is nobody); the
   * tenant's administrator role when no roles are named.
   */
  const socketOf = (tenant: string, roles?: string, user = '7') => {
    const headers: Record<string, string> = { 'x-test-tenant': tenant, 'x-test-user': user };
    if (roles !== undefined) headers['x-test-roles'] = roles;
    const socket = graphqlSocket(baseUrl, headers);
    sockets.push(socket);
    return socket;
  };
  const follow = (socket: Client, id: string, after?: number) =>
    socket.iterate<Appended>({ query: streamEvents, variables: { type: 'param', id, after } });
  const edit = (id: string, key: string, value: string, tenant = '000000') =>
    call(
      'POST',
      '/api/blade-system/param/submit',
      { id, paramKey: key, paramName: key, paramValue: value },
      tenant,
    );

  let paramId: string;
  beforeAll(async () => {
    // Loopback only: the test reaches the app over a real socket, nobody else does.
    baseUrl = await listen(current().app, '127.0.0.1', 0);
    paramId = await paramEditedTwice(call, '000000', 'live.first');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });

  it('pushes the events missed since the page read the record, then each new one as a REST call appends it', async () => {
    const events = follow(socketOf('000000', seedAuditorRole.id), paramId, 0);
    const missed = [await events.next(), await events.next()];
    expect(missed.map((result) => result.value?.data?.streamEvents.revision)).toEqual([1, 2]);
    await edit(paramId, 'live.first', 'v3');
    const { value } = await events.next();
    expect(value?.data?.streamEvents).toEqual({
      aggregateId: paramId,
      revision: 3,
      type: 'param.updated',
      tenantId: '000000',
    });
    await events.return?.();
  });

  it('refuses a caller without a token (401), one without the audit code (403), and an unknown record type (400)', async () => {
    const anonymous = follow(socketOf('000000', '', '0'), paramId);
    await expect(anonymous.next()).rejects.toEqual([
      expect.objectContaining({ message: '请求未授权,请重新登录', extensions: { code: 401 } }),
    ]);
    const withoutCode = follow(socketOf('000000', ''), paramId);
    await expect(withoutCode.next()).rejects.toEqual([
      expect.objectContaining({ extensions: { code: 403 } }),
    ]);
  });

  it('gives a caller of another tenant nothing of a record not theirs', async () => {
    const socket = socketOf(otherTenant);
    const foreign = follow(socket, paramId, -1);
    const received: unknown[] = [];
    void (async () => {
      for await (const result of foreign) received.push(result);
    })();
    const ownId = await paramEditedTwice(call, otherTenant, 'live.own');
    const own = follow(socket, ownId, 2);
    await edit(paramId, 'live.first', 'v4');
    await edit(ownId, 'live.own', 'v3', otherTenant);
    const { value } = await own.next();
    expect(value?.data?.streamEvents).toMatchObject({
      aggregateId: ownId,
      revision: 3,
      tenantId: otherTenant,
    });
    expect(received).toEqual([]);
    await Promise.all([own.return?.(), foreign.return?.()]);
  });
});
