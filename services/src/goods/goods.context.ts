import { goodsMigrations } from '@infra/migrations/goods/goods.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { goodsAuditConfigProjection } from '@projections/goods/goods-audit-config/goods-audit-config.projection';
import { goodsHistoryProjection } from '@projections/goods/goods-history/goods-history.projection';
import { goodsMouldProjection } from '@projections/goods/goods-mould/goods-mould.projection';
import { goodsProcessLogProjection } from '@projections/goods/goods-process-log/goods-process-log.projection';
import { goodsProjection } from '@projections/goods/goods/goods.projection';
import { GoodsModule } from '@services/goods/goods.module';
import { goodsReferences } from '@services/goods/goods.references';

/** prepaid-goods: goods and their lifecycle, audit steps, audit configurations and moulds. */
export const goodsContext: BoundedContext = {
  name: 'goods',
  references: goodsReferences,
  module: GoodsModule,
  projections: [
    goodsProjection,
    goodsHistoryProjection,
    goodsProcessLogProjection,
    goodsMouldProjection,
    goodsAuditConfigProjection,
  ],
  migrations: goodsMigrations,
};
