import { goodsAuditConfigProjection } from '@projections/goods/goods-audit-config-projection';
import { goodsHistoryProjection } from '@projections/goods/goods-history-projection';
import { goodsMouldProjection } from '@projections/goods/goods-mould/goods-mould.projection';
import { goodsProcessLogProjection } from '@projections/goods/goods-process-log-projection';
import { goodsProjection } from '@projections/goods/goods-projection';

/** The read models of prepaid-goods. */
export const goodsProjections = [
  goodsProjection,
  goodsHistoryProjection,
  goodsProcessLogProjection,
  goodsMouldProjection,
  goodsAuditConfigProjection,
];
