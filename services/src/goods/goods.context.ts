import { goodsMigrations } from '@infra/migrations/goods/goods.migrations';
import { aggregate } from '@platform/contexts/aggregate';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { goodsAuditConfigProjection } from '@projections/goods/goods-audit-config/goods-audit-config.projection';
import { goodsHistoryProjection } from '@projections/goods/goods-history/goods-history.projection';
import { goodsMouldProjection } from '@projections/goods/goods-mould/goods-mould.projection';
import { goodsProcessLogProjection } from '@projections/goods/goods-process-log/goods-process-log.projection';
import { goodsProjection } from '@projections/goods/goods/goods.projection';
import { GoodsModule } from '@services/goods/goods.module';
import { goodsReferences } from '@services/goods/goods.references';
import { goodsAuditConfigDecider } from '@services/goods/audit-config/goods-audit-config.decider';
import { goodsAuditConfigStreamOf } from '@services/goods/audit-config/goods-audit-config.stream';
import { goodsDecider } from '@services/goods/goods.decider';
import { goodsStreamId } from '@services/goods/goods.stream';
import { goodsMouldDecider } from '@services/goods/mould/goods-mould.decider';
import { goodsMouldStreamId } from '@services/goods/mould/goods-mould.stream';

/** prepaid-goods: goods and their lifecycle, audit steps, audit configurations and moulds. */
export const goodsContext: BoundedContext = {
  name: 'goods',
  references: goodsReferences,
  module: GoodsModule,
  aggregates: [
    aggregate('goods', goodsStreamId, goodsDecider),
    aggregate('goodsMould', goodsMouldStreamId, goodsMouldDecider),
    // One per tenant and industry category, keyed `<tenant>-<category>`.
    aggregate('goodsAuditConfig', goodsAuditConfigStreamOf, goodsAuditConfigDecider),
  ],
  projections: [
    goodsProjection,
    goodsHistoryProjection,
    goodsProcessLogProjection,
    goodsMouldProjection,
    goodsAuditConfigProjection,
  ],
  migrations: goodsMigrations,
};
