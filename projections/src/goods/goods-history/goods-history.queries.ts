import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Reads of the goods history, always within one tenant. */
export class GoodsHistoryQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The item's events in the order they happened, for the history panel. */
  ofGoods(tenantId: string, goodsId: string) {
    return this.db
      .selectFrom('prepaid_goods_history')
      .where('tenant_id', '=', tenantId)
      .where('goods_id', '=', goodsId)
      .select([
        'event_type as type',
        'occurred_at as time',
        'operator_id as operatorId',
        'operator_account as operator',
        'summary',
      ])
      .orderBy('commit_position')
      .orderBy('prepare_position')
      .execute();
  }
}
