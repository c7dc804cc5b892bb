import type { Event } from '@event-driven-io/emmett';
import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';

/** The record a `param.created` event carries, exactly as rebuild-bench.ts's loadEvents builds it in SQL. */
export type ParamRecord = {
  id: string;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string | null;
  createUser: string;
  createDept: string;
  createTime: string;
  updateUser: string;
  updateTime: string;
  status: number;
};

type RequestMetadata = Record<string, string>;

export type ParamCreated = Event<'param.created', ParamRecord, RequestMetadata>;

const benchTime = '2026-11-21T01:00:00.000Z';

/** Event number g, field for field the same data and metadata as our store's copy of it. */
export function paramCreated(g: number): ParamCreated {
  return {
    type: 'param.created',
    data: {
      id: String(g),
      tenantId: '000000',
      paramName: `参数 ${g}`,
      paramKey: `bench.key.${g}`,
      paramValue: 'v'.repeat(40),
      remark: null,
      createUser: '1',
      createDept: '1',
      createTime: benchTime,
      updateUser: '1',
      updateTime: benchTime,
      status: 1,
    },
    metadata: {
      tenantId: '000000',
      userId: '1',
      account: 'bench',
      correlationId: 'bench',
      causationId: 'bench',
      occurredAt: benchTime,
      clientIp: '127.0.0.1',
    },
  };
}

const columns = [
  'id',
  'tenant_id',
  'param_name',
  'param_key',
  'param_value',
  'remark',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
];

// An upsert, like ours, so that replaying an event twice leaves the same row.
const upsertRow = `
  INSERT INTO blade_param (${columns.join(', ')})
  VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (id) DO UPDATE SET ${columns
    .slice(1)
    .map((column) => `${column} = excluded.${column}`)
    .join(', ')}`;

function rowValues(r: ParamRecord): unknown[] {
  return [
    r.id,
    r.tenantId,
    r.paramName,
    r.paramKey,
    r.paramValue,
    r.remark,
    r.createUser,
    r.createDept,
    r.createTime,
    r.updateUser,
    r.updateTime,
    r.status,
  ];
}

/**
 * The parameter read model as an Emmett PostgreSQL projection: one blade_param row per event,
 * written on the transaction Emmett gives the handler (which also carries its checkpoint).
 * Emmett's consumer settles its processors with Promise.allSettled and simply stops on a
 * rejection, so the first error is kept here for the caller to report.
 */
export function paramReadModelProjection() {
  let failure: unknown;
  const projection = postgreSQLProjection<ParamCreated>({
    name: 'bench_blade_param',
    canHandle: ['param.created'],
    truncate: async ({ connection }) => {
      await connection.client.query('TRUNCATE blade_param');
    },
    handle: async (events, { connection }) => {
      try {
        for (const event of events) await connection.client.query(upsertRow, rowValues(event.data));
      } catch (error) {
        failure ??= error;
        throw error;
      }
    },
  });
  return { projection, failure: () => failure };
}
