import { randomUUID } from 'node:crypto';
import { signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { seedMenus } from '@infra/seed/platform-menus.seed';
import { chargeNotifyPath, superviseBankNotifySecret } from '@services/money/money.public';
import { seedAuditorRole } from '@infra/seed/platform-tenant.seed';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { tenantCaller } from '@services/testing/tenant-caller';
import { createRole } from '@services/testing/test-roles';
import { untilSealed } from '@services/testing/until-sealed';
import { paramEditedTwice as editedTwice } from '@services/testing/param-edited-twice';
import { buildSchema } from 'graphql';
import { sql } from 'kysely';
import { auditTypeDefs } from '@services/audit/audit.graphql';

type GraphQLAnswer<T> = {
  data: T | null;
  errors?: { message: string; extensions: { code: number } }[];
};
type Change = { field: string; before: unknown; after: unknown };
type AuditEvent = { position: string; type: string; revision: number; userId: string; clientIp: string };
type Entry = { event: AuditEvent & { recordedAt: string; correlationId: string }; changes: Change[] };

const auditMenuIds = seedMenus.filter((menu) => /^audit(_|$)/.test(menu.code)).map((menu) => menu.id);
const otherTenant = '000042';

const streamQuery = `query ($type: String!, $id: ID!) {
  stream(aggregateType: $type, aggregateId: $id) {
    entries {
      event { position type revision userId clientIp recordedAt correlationId }
      changes { field before after }
    }
  }
}`;
const stateQuery = `query ($type: String!, $id: ID!, $asOf: AsOf!) {
  stateAsOf(aggregateType: $type, aggregateId: $id, asOf: $asOf) { revision recordedAt state }
}`;
const eventsQuery = `query ($filter: EventFilter, $after: String, $first: Int, $order: HistoryOrder) {
  events(filter: $filter, after: $after, first: $first, order: $order) {
    events { position type revision userId tenantId aggregateType aggregateId correlationId }
    endCursor
    hasNextPage
  }
}`;

describeOnBothDatabases('the audit explorer over GraphQL', 'audit', (current) => {
  const call = tenantCaller(() => current().app);
  /** The headers of the header-identity test app: tenant, user and roles. */
  const caller = (tenant: string, roles: string, user = '7') => ({
    'x-test-tenant': tenant,
    'x-test-user': user,
    'x-test-roles': roles,
  });
  const platformAuditor = caller('000000', seedAuditorRole.id);

  async function graphql<T>(headers: Record<string, string>, query: string, variables: object = {}) {
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers,
      payload: { query, variables },
    });
    return { status: response.statusCode, body: response.json<GraphQLAnswer<T>>() };
  }

  const paramEditedTwice = (tenant: string, key: string) => editedTwice(call, tenant, key);

  let paramId: string;
  beforeAll(async () => {
    paramId = await paramEditedTwice('000000', 'audit.first');
  });

  it('shows a record’s timeline: who, from where, and what each event changed, field by field', async () => {
    const { status, body } = await graphql<{ stream: { entries: Entry[] } }>(platformAuditor, streamQuery, {
      type: 'param',
      id: paramId,
    });
    expect(status).toBe(200);
    const entries = body.data!.stream.entries;
    expect(entries.map((entry) => [entry.event.type, entry.event.revision])).toEqual([
      ['param.created', 0],
      ['param.updated', 1],
      ['param.updated', 2],
    ]);
    expect(entries[1]!.event).toMatchObject({ userId: '1', clientIp: '127.0.0.1' });
    expect(entries[1]!.changes).toEqual(
      expect.arrayContaining([{ field: 'record.paramValue', before: 'v0', after: 'v1' }]),
    );
    expect(entries[2]!.changes).toEqual(
      expect.arrayContaining([{ field: 'record.paramValue', before: 'v1', after: 'v2' }]),
    );
  });

  it('folds the state as of an instant between two edits to the first edit, and as of a revision', async () => {
    const { body: timeline } = await graphql<{ stream: { entries: Entry[] } }>(platformAuditor, streamQuery, {
      type: 'param',
      id: paramId,
    });
    const firstEdit = new Date(timeline.data!.stream.entries[1]!.event.recordedAt);
    const between = new Date(firstEdit.getTime() + 1).toISOString();
    type State = { stateAsOf: { revision: number; state: { record: { paramValue: string } } } };
    const asOfInstant = await graphql<State>(platformAuditor, stateQuery, {
      type: 'param',
      id: paramId,
      asOf: { at: between },
    });
    expect(asOfInstant.body.data!.stateAsOf).toMatchObject({
      revision: 1,
      state: { record: { paramValue: 'v1' } },
    });
    // As of the edit's own time, as the timeline shows it (to the millisecond): the edit is in.
    const asOfShownTime = await graphql<State>(platformAuditor, stateQuery, {
      type: 'param',
      id: paramId,
      asOf: { at: firstEdit.toISOString() },
    });
    expect(asOfShownTime.body.data!.stateAsOf.revision).toBe(1);
    const asOfRevision = await graphql<State>(platformAuditor, stateQuery, {
      type: 'param',
      id: paramId,
      asOf: { revision: 0 },
    });
    expect(asOfRevision.body.data!.stateAsOf.state.record.paramValue).toBe('v0');

    const diff = await graphql<{ stateDiff: { changes: Change[] } }>(
      platformAuditor,
      `
        query ($id: ID!) {
          stateDiff(aggregateType: "param", aggregateId: $id, from: { revision: 0 }, to: { revision: 2 }) {
            changes {
              field
              before
              after
            }
          }
        }
      `,
      { id: paramId },
    );
    expect(diff.body.data!.stateDiff.changes).toEqual(
      expect.arrayContaining([{ field: 'record.paramValue', before: 'v0', after: 'v2' }]),
    );
  });

  it('pages a record’s events by cursor in either order, narrows them by user and time, and follows a correlation id', async () => {
    type Page = {
      events: {
        events: (AuditEvent & { aggregateId: string; correlationId: string })[];
        endCursor: string;
        hasNextPage: boolean;
      };
    };
    const filter = { aggregateType: 'param', aggregateId: paramId };
    const first = await graphql<Page>(platformAuditor, eventsQuery, { filter, first: 2 });
    expect(first.body.data!.events.events.map((event) => event.revision)).toEqual([2, 1]);
    expect(first.body.data!.events.hasNextPage).toBe(true);
    const second = await graphql<Page>(platformAuditor, eventsQuery, {
      filter,
      first: 2,
      after: first.body.data!.events.endCursor,
    });
    expect(second.body.data!.events).toMatchObject({ hasNextPage: false, events: [{ revision: 0 }] });

    const oldest = await graphql<Page>(platformAuditor, eventsQuery, { filter, order: 'OLDEST_FIRST' });
    expect(oldest.body.data!.events.events.map((event) => event.revision)).toEqual([0, 1, 2]);

    const recent = {
      userId: '1',
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date().toISOString(),
    };
    const byUserAndTime = await graphql<Page>(platformAuditor, eventsQuery, {
      filter: { ...filter, ...recent },
    });
    expect(byUserAndTime.body.data!.events.events.map((event) => event.revision)).toEqual([2, 1, 0]);
    const byOtherUser = await graphql<Page>(platformAuditor, eventsQuery, {
      filter: { ...filter, userId: '2' },
    });
    expect(byOtherUser.body.data!.events.events).toEqual([]);
    const before = await graphql<Page>(platformAuditor, eventsQuery, {
      filter: { ...filter, to: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(before.body.data!.events.events).toEqual([]);

    const { correlationId } = first.body.data!.events.events[0]!;
    const sameRequest = await graphql<Page>(platformAuditor, eventsQuery, { filter: { correlationId } });
    expect(sameRequest.body.data!.events.events).toEqual([
      expect.objectContaining({ aggregateId: paramId, revision: 2, correlationId }),
    ]);
  });

  it('says whether a record’s hash chain verifies, and where it breaks once a stored row is edited', async () => {
    const chainQuery = `query ($id: ID!) {
      stream(aggregateType: "param", aggregateId: $id) { chain { verified sealed broken { reason revision } } }
    }`;
    type Chain = { stream: { chain: { verified: boolean; sealed: number; broken: unknown } } };
    const id = await paramEditedTwice('000000', 'audit.chain');
    const db = current().runtime.infrastructure.database.db;
    await untilSealed(current().runtime.infrastructure.database);
    const intact = await graphql<Chain>(platformAuditor, chainQuery, { id });
    expect(intact.body.data!.stream.chain).toEqual({ verified: true, sealed: 3, broken: null });

    await sql`UPDATE es_events SET data = jsonb_set(data, '{paramValue}', '"forged"')
               WHERE stream_id = ${`param-${id}`} AND stream_revision = 1`.execute(db);
    const edited = await graphql<Chain>(platformAuditor, chainQuery, { id });
    expect(edited.body.data!.stream.chain).toMatchObject({
      verified: false,
      broken: { reason: 'altered', revision: 1 },
    });
  });

  it('gives a bank charge its value date as effective time, and folds "as of" on either time', async () => {
    const body = JSON.stringify({
      bankSerial: 'B-EFFECTIVE',
      paymentNo: 'P-NO-ORDER',
      accountNo: '6222000000000001',
      payerName: '张三',
      amount: 10_000,
      valueDate: '2020-01-02',
      notifiedAt: '2026-11-24T10:00:00+08:00',
    });
    const notified = await current().app.inject({
      method: 'POST',
      url: chargeNotifyPath,
      headers: {
        'content-type': 'application/json',
        'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
      },
      payload: body,
    });
    expect(notified.statusCode).toBe(200);
    type Page = { events: { events: { aggregateId: string; type: string; effectiveAt: string | null }[] } };
    const { body: page } = await graphql<Page>(
      platformAuditor,
      `
        query {
          events(filter: { aggregateType: "deposit" }, order: OLDEST_FIRST) {
            events {
              aggregateId
              type
              effectiveAt
            }
          }
        }
      `,
    );
    const received = page.data!.events.events.find((event) => event.type === 'DepositReceived')!;
    // The value date is a day of the bank's, in China Standard Time.
    expect(received.effectiveAt).toBe('2020-01-01T16:00:00.000Z');
    expect(
      page.data!.events.events.find((event) => event.type === 'DepositUnmatched')!.effectiveAt,
    ).toBeNull();

    type State = { stateAsOf: { revision: number } };
    const asOf = (time: string) =>
      graphql<State>(platformAuditor, stateQuery, {
        type: 'deposit',
        id: received.aggregateId,
        asOf: { at: '2020-06-01T00:00:00Z', time },
      });
    expect((await asOf('EFFECTIVE')).body.data!.stateAsOf.revision).toBe(0);
    expect((await asOf('RECORDED')).body.data!.stateAsOf.revision).toBe(-1);
  });

  it('finds a record’s events by its aggregate’s own streams, whose ids need not start with the type’s name', async () => {
    const id = `S${Date.now()}`;
    const streams = [
      `refund-order-${id}`,
      `refund-apply-${id}`,
      `merchant-cut-payments-${id}`,
      `merchant-${id}`,
    ];
    await current().runtime.infrastructure.store.append(
      streams.map((streamId) => ({
        streamId,
        expectedRevision: 'no_stream' as const,
        events: [
          {
            eventId: randomUUID(),
            type: 'Probed',
            data: {},
            metadata: {
              tenantId: '000000',
              userId: '7',
              account: 'admin',
              correlationId: id,
              causationId: id,
              occurredAt: new Date().toISOString(),
              clientIp: '127.0.0.1',
            },
          },
        ],
      })),
    );
    type Page = { events: { events: { aggregateType: string; aggregateId: string }[] } };
    const found = async (filter: object) =>
      (await graphql<Page>(platformAuditor, eventsQuery, { filter: { ...filter, correlationId: id } })).body
        .data!.events.events;
    expect(await found({})).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ aggregateType: 'refundOrder', aggregateId: id }),
        expect.objectContaining({ aggregateType: 'refundApply', aggregateId: id }),
        expect.objectContaining({ aggregateType: 'cutPaymentBook', aggregateId: id }),
        expect.objectContaining({ aggregateType: 'merchant', aggregateId: id }),
      ]),
    );
    for (const type of ['refundOrder', 'refundApply', 'cutPaymentBook', 'merchant']) {
      const only = [expect.objectContaining({ aggregateType: type, aggregateId: id })];
      expect(await found({ aggregateType: type })).toEqual(only);
      expect(await found({ aggregateType: type, aggregateId: id })).toEqual(only);
    }
  });

  it('keeps a tenant’s auditor to that tenant', async () => {
    const tenantCall: typeof call = (method, url, body) => call(method, url, body, otherTenant);
    const auditorRole = await createRole(tenantCall, 'auditor');
    await tenantCall('POST', '/api/blade-system/role/grant', {
      roleIds: [auditorRole],
      menuIds: auditMenuIds,
    });
    const ownParam = await paramEditedTwice(otherTenant, 'audit.own');
    const tenantAuditor = caller(otherTenant, auditorRole);

    const own = await graphql<{ stream: { entries: Entry[] } }>(tenantAuditor, streamQuery, {
      type: 'param',
      id: ownParam,
    });
    expect(own.body.data!.stream.entries).toHaveLength(3);
    const foreign = await graphql<{ stream: null; stateAsOf: null; stateDiff: null }>(
      tenantAuditor,
      `
        query ($id: ID!) {
          stream(aggregateType: "param", aggregateId: $id) {
            aggregateId
          }
          stateAsOf(aggregateType: "param", aggregateId: $id, asOf: { revision: 2 }) {
            revision
          }
          stateDiff(aggregateType: "param", aggregateId: $id, from: { revision: 0 }, to: { revision: 2 }) {
            changes {
              field
            }
          }
        }
      `,
      { id: paramId },
    );
    expect(foreign).toEqual({
      status: 200,
      body: { data: { stream: null, stateAsOf: null, stateDiff: null } },
    });

    type Page = { events: { events: { tenantId: string }[] } };
    const everything = await graphql<Page>(tenantAuditor, eventsQuery, { first: 500 });
    expect(everything.body.data!.events.events.length).toBeGreaterThan(0);
    expect(new Set(everything.body.data!.events.events.map((event) => event.tenantId))).toEqual(
      new Set([otherTenant]),
    );
    const asked = await graphql<Page>(tenantAuditor, eventsQuery, { filter: { tenantId: '000000' } });
    expect(asked.body.data!.events.events).toEqual([]);

    const platformSees = await graphql<Page>(platformAuditor, eventsQuery, {
      filter: { tenantId: otherTenant },
      first: 500,
    });
    expect(platformSees.body.data!.events.events.length).toBe(everything.body.data!.events.events.length);
  });

  /** A query of each field of the schema's Query type: the guard must stand before every one. */
  const everyField: Record<string, string> = {
    aggregateTypes: '{ aggregateTypes }',
    events: '{ events { events { position } } }',
    stream: '{ stream(aggregateType: "param", aggregateId: "1") { aggregateId } }',
    stateAsOf: '{ stateAsOf(aggregateType: "param", aggregateId: "1", asOf: { revision: 0 }) { revision } }',
    stateDiff:
      '{ stateDiff(aggregateType: "param", aggregateId: "1", from: { revision: 0 }, to: { revision: 1 }) { changes { field } } }',
    projections: '{ projections { name } }',
  };

  it('asks of every query field of the schema below', () => {
    const queryFields = Object.keys(buildSchema(auditTypeDefs).getQueryType()!.getFields());
    expect(Object.keys(everyField).sort()).toEqual(queryFields.sort());
  });

  it.each(Object.entries(everyField))(
    'answers %s with 401 without a token and 403 without the audit code, in the GraphQL error shape',
    async (_, query) => {
      // Nothing answered: a nullable field is null beside its error, a non-null one nulls the data.
      const nothing = (data: object | null) => Object.values(data ?? {}).every((value) => value === null);
      const anonymous = await graphql<object>(caller('000000', '', '0'), query);
      expect(anonymous.status).toBe(401);
      expect(nothing(anonymous.body.data)).toBe(true);
      expect(anonymous.body.errors).toEqual([
        expect.objectContaining({ message: '请求未授权,请重新登录', extensions: { code: 401 } }),
      ]);
      const withoutCode = await graphql<object>(caller('000000', ''), query);
      expect(withoutCode.status).toBe(403);
      expect(nothing(withoutCode.body.data)).toBe(true);
      expect(withoutCode.body.errors![0]!.extensions.code).toBe(403);
    },
  );

  it('names the foldable aggregate types and reports every projection’s lag', async () => {
    const { body } = await graphql<{
      aggregateTypes: string[];
      projections: { name: string; lag: number }[];
    }>(platformAuditor, '{ aggregateTypes projections { name lag lagSeconds position } }');
    expect(body.data!.aggregateTypes).toEqual(
      expect.arrayContaining([
        'goods',
        'merchant',
        'param',
        'user',
        'order',
        'deposit',
        'paymentNotice',
        'cutPaymentBook',
        'goodsAuditConfig',
        'merchantDayStatistics',
        'userOAuth',
      ]),
    );
    expect(body.data!.projections.length).toBeGreaterThan(5);
    expect(body.data!.projections.every((projection) => projection.lag >= 0)).toBe(true);
  });

  it('refuses a bad instant and an unknown aggregate type with a 400', async () => {
    const badInstant = await graphql(platformAuditor, stateQuery, {
      type: 'param',
      id: paramId,
      asOf: { at: '2026-11-24 10:00:00' },
    });
    expect(badInstant.status).toBe(400);
    const unknownType = await graphql(platformAuditor, stateQuery, {
      type: 'nothing',
      id: '1',
      asOf: { revision: 0 },
    });
    expect(unknownType.body.errors![0]!.extensions.code).toBe(400);
  });
});
