import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import { historySummary } from '@services/goods/goods-history.summary';
import { type GoodsEvent, goodsEventTypes } from '@services/goods/goods.events';

/**
 * Every event of every goods item as a line of its history: who (from the event's metadata),
 * when, what. One insert per batch, keyed by the event id, so a replay adds nothing.
 */
export const goodsHistoryProjection: Projection = {
  name: 'goods-history',
  handles: goodsEventTypes,
  tables: ['prepaid_goods_history'],

  async apply(trx, events) {
    const rows = events.map((stored) => {
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
      INSERT INTO prepaid_goods_history (event_id, tenant_id, goods_id, commit_position, prepare_position,
                                         event_type, summary, operator_id, operator_account, occurred_at)
      SELECT event_id, tenant_id, goods_id, commit_position, prepare_position,
             event_type, summary, operator_id, operator_account, occurred_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
               event_id uuid, tenant_id text, goods_id bigint, commit_position bigint, prepare_position bigint,
               event_type text, summary text, operator_id bigint, operator_account text, occurred_at timestamptz)
      ON CONFLICT (event_id) DO NOTHING`.execute(trx);
  },
};
