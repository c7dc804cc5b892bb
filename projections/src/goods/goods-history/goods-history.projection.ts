import { sql } from 'kysely';
import { goodsHistoryTable } from '@projections/goods/goods-history/goods-history.table';
import { historySummary } from '@projections/goods/goods-history/goods-history.summary';
import type { Projection } from '@projections/runner/projection';
import { type RowOf, writtenColumns } from '@projections/support/read-model-table';
import { type GoodsEvent, goodsEventTypes } from '@services/goods/goods.events';

type HistoryRow = RowOf<typeof goodsHistoryTable>;

const columns = writtenColumns(goodsHistoryTable);
const names = sql.raw(columns.join(', '));
const shape = sql.raw(
  columns.map((name) => `${name} ${goodsHistoryTable.columns[name as keyof HistoryRow].sqlType}`).join(', '),
);

/**
 * Every event of every goods item as a line of its history: who (from the event's metadata),
 * when, what. One insert per batch, keyed by the event id, so a replay adds nothing.
 */
export const goodsHistoryProjection: Projection = {
  name: 'goods-history',
  handles: goodsEventTypes,
  tables: [goodsHistoryTable.name],

  async apply(trx, events) {
    const rows = events.map((stored): HistoryRow => {
      const event = { type: stored.type, data: stored.data } as GoodsEvent;
      return {
        event_id: stored.eventId,
        tenant_id: stored.metadata.tenantId,
        goods_id: event.data.id,
        commit_position: String(stored.position.commit),
        prepare_position: String(stored.position.prepare),
        event_type: stored.type,
        summary: historySummary(event),
        operator_id: /^\d{1,19}$/.test(stored.metadata.userId) ? stored.metadata.userId : null,
        operator_account: stored.metadata.account,
        occurred_at: stored.metadata.occurredAt,
      };
    });
    if (rows.length === 0) return;
    await sql`
      INSERT INTO ${sql.table(goodsHistoryTable.name)} (${names})
      SELECT ${names} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${shape})
      ON CONFLICT (event_id) DO NOTHING`.execute(trx);
  },
};
