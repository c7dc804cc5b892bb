import { Module } from '@nestjs/common';
import { ownerReads, tenantReads } from '@platform/runtime/read-model-providers';
import { GoodsAuditConfigQueries } from '@projections/goods/goods-audit-config/goods-audit-config.queries';
import { GoodsHistoryQueries } from '@projections/goods/goods-history/goods-history.queries';
import { GoodsMouldQueries } from '@projections/goods/goods-mould/goods-mould.queries';
import { GoodsProcessLogQueries } from '@projections/goods/goods-process-log/goods-process-log.queries';
import { GoodsQueries } from '@projections/goods/goods/goods.queries';
import { GoodsAuditConfigController } from '@services/goods/audit-config/goods-audit-config.controller';
import { GoodsAuditConfigHandlers } from '@services/goods/audit-config/goods-audit-config.handlers';
import { GoodsController } from '@services/goods/goods.controller';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import { GoodsMouldController } from '@services/goods/mould/goods-mould.controller';
import { GoodsMouldHandlers } from '@services/goods/mould/goods-mould.handlers';
import { GoodsProcessLogController } from '@services/goods/process-log/goods-process-log.controller';

/** prepaid-goods: goods and their lifecycle, audit steps, audit configurations and moulds. */
@Module({
  controllers: [GoodsController, GoodsProcessLogController, GoodsAuditConfigController, GoodsMouldController],
  providers: [
    // Row-level security hides the trigram index from goodsName's ILIKE (not leakproof, so it
    // may not run before the policy): goods/page was 15 times slower through it over 1,000,000
    // goods. The owner connection reads goods; every query filters tenant_id itself.
    ownerReads(GoodsQueries),
    tenantReads(GoodsHistoryQueries),
    tenantReads(GoodsProcessLogQueries),
    tenantReads(GoodsAuditConfigQueries),
    tenantReads(GoodsMouldQueries),
    GoodsHandlers,
    GoodsAuditConfigHandlers,
    GoodsMouldHandlers,
  ],
})
export class GoodsModule {}
