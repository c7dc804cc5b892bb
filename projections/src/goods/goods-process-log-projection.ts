import { sql } from 'kysely';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import type { GoodsAuditEvent, GoodsProcessLogRemoved } from '@services/goods/goods.events';

type ProjectedEvent = GoodsAuditEvent | GoodsProcessLogRemoved;

/** How the process-log list names each audit step: [step code, result as shown]. */
function stepOf(event: GoodsAuditEvent): [string, string] {
  switch (event.type) {
    case 'GoodsSubmittedForAudit':
      return ['submit', '提交审核'];
    case 'GoodsListedWithoutAudit':
      return ['submit', '无需审核,直接上架'];
    case 'GoodsAuditWithdrawn':
      return ['withdraw', '撤回审核'];
    case 'GoodsApproved':
      return ['process', '审核通过'];
    case 'GoodsRejected':
      return ['process', '审核驳回'];
    case 'GoodsReturnedToAudit':
      return ['submit', '修改后重新审核'];
    default:
      return assertNever(event);
  }
}

/**
 * The process log: one entry per audit step of a goods item, with its operator, time, result
 * and comment. Entries are written once (keyed by their log id) and removed by their own event.
 */
export const goodsProcessLogProjection: Projection = {
  name: 'goods-process-log',
  handles: [
    'GoodsSubmittedForAudit',
    'GoodsListedWithoutAudit',
    'GoodsAuditWithdrawn',
    'GoodsApproved',
    'GoodsRejected',
    'GoodsReturnedToAudit',
    'GoodsProcessLogRemoved',
  ] satisfies Array<ProjectedEvent['type']>,
  tables: ['prepaid_goods_process_log'],

  async apply(trx, events) {
    const entries = [];
    const removals: string[] = [];
    for (const stored of events as ReadonlyArray<StoredEvent<ProjectedEvent['type']>>) {
      const event = { type: stored.type, data: stored.data } as ProjectedEvent;
      if (event.type === 'GoodsProcessLogRemoved') {
        removals.push(event.data.logId);
        continue;
      }
      const [step, result] = stepOf(event);
      const { logId, id, comment, by, at } = event.data;
      const operator = { operator_account: stored.metadata.account, by, at };
      entries.push({
        id: logId,
        tenant_id: stored.metadata.tenantId,
        goods_id: id,
        step,
        result,
        comment,
        ...operator,
      });
    }
    if (entries.length > 0) {
      await sql`
        INSERT INTO prepaid_goods_process_log (id, tenant_id, goods_id, step, result, comment, operator_account,
                                               create_user, create_time, update_user, update_time, status)
        SELECT id, tenant_id, goods_id, step, result, comment, operator_account, by, at, by, at, 1
          FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS r(
                 id bigint, tenant_id text, goods_id bigint, step text, result text, comment text,
                 operator_account text, by bigint, at timestamptz)
        ON CONFLICT (id) DO NOTHING`.execute(trx);
    }
    if (removals.length > 0)
      await sql`DELETE FROM prepaid_goods_process_log WHERE id = ANY(${removals}::bigint[])`.execute(trx);
  },
};
