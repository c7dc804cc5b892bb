import type { StoredEvent } from '@platform/event-store/event-store.port';
import { assertNever } from '@platform/lang/assert-never';
import { goodsProcessLogTable } from '@projections/goods/goods-process-log/goods-process-log.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { mergeChange, type RowChange, writeRowChanges } from '@projections/support/row-changes';
import {
  type GoodsAuditEvent,
  goodsAuditEventTypes,
  type GoodsProcessLogRemoved,
} from '@services/goods/goods.events';
import type { GoodsProcessStep } from '@services/goods/process-log/goods-process-log.wire';

type ProjectedEvent = GoodsAuditEvent | GoodsProcessLogRemoved;
type EntryRow = RowOf<typeof goodsProcessLogTable>;

/** How the process-log list names each audit step: [step code, result as shown]. */
function stepOf(event: GoodsAuditEvent): [GoodsProcessStep, string] {
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
 * and comment. Entries are keyed by their log id (the event's id is the goods item's), never
 * change once written, and are removed by their own event.
 */
export const goodsProcessLogProjection: Projection = {
  name: 'goods-process-log',
  handles: [...goodsAuditEventTypes, 'GoodsProcessLogRemoved'] satisfies Array<ProjectedEvent['type']>,
  tables: [goodsProcessLogTable.name],

  async apply(trx, events) {
    const changes = new Map<string, RowChange<EntryRow>>();
    for (const stored of events as ReadonlyArray<StoredEvent<ProjectedEvent['type']>>) {
      const event = { type: stored.type, data: stored.data } as ProjectedEvent;
      const { logId } = event.data;
      changes.set(logId, mergeChange(changes.get(logId), changeOf(event, stored.metadata)));
    }
    await writeRowChanges(trx, goodsProcessLogTable, changes);
  },
};

/** The entry's tenant and operator are the event's metadata (who acted, in which tenant). */
function changeOf(
  event: ProjectedEvent,
  { tenantId, account }: { tenantId: string; account: string },
): RowChange<EntryRow> {
  if (event.type === 'GoodsProcessLogRemoved') return { kind: 'removed' };
  const [step, result] = stepOf(event);
  const { logId, id, comment, by, at } = event.data;
  const row: EntryRow = {
    id: logId,
    tenant_id: tenantId,
    goods_id: id,
    step,
    result,
    comment,
    operator_account: account,
    create_user: by,
    create_dept: null,
    create_time: at,
    update_user: by,
    update_time: at,
    status: 1,
  };
  return { kind: 'row', row };
}
