import { Module } from '@nestjs/common';
import { CommandExecutor } from '@platform/commands/command-executor';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { RUNTIME } from '@platform/runtime/platform.module';
import { tenantReads } from '@platform/runtime/read-model-providers';
import { GoodsMouldQueries } from '@projections/goods/goods-mould/goods-mould.queries';
import type { Runtime } from '@platform/runtime/runtime';
import { GoodsAuditConfigController } from '@services/goods/audit-config/goods-audit-config.controller';
import { GoodsAuditConfigHandlers } from '@services/goods/audit-config/goods-audit-config.handlers';
import { GoodsAuditConfigRepository } from '@services/goods/audit-config/goods-audit-config.repository';
import { GoodsController } from '@services/goods/goods.controller';
import { GoodsHandlers } from '@services/goods/goods.handlers';
import { GoodsRepository } from '@services/goods/goods.repository';
import { GoodsMouldController } from '@services/goods/mould/goods-mould.controller';
import { GoodsMouldHandlers } from '@services/goods/mould/goods-mould.handlers';
import { GoodsProcessLogController } from '@services/goods/process-log/goods-process-log.controller';
import { GoodsProcessLogRepository } from '@services/goods/process-log/goods-process-log.repository';

/** Repositories read as the request's tenant (row-level security is the second wall). */
const reads = <T>(Repository: new (db: Runtime['infrastructure']['database']['tenantReads']) => T) => ({
  provide: Repository,
  useFactory: (runtime: Runtime) => new Repository(runtime.infrastructure.database.tenantReads),
  inject: [RUNTIME],
});

/** prepaid-goods: goods and their lifecycle, audit steps, audit configurations and moulds. */
@Module({
  controllers: [GoodsController, GoodsProcessLogController, GoodsAuditConfigController, GoodsMouldController],
  providers: [
    // Row-level security hides the trigram index from goodsName's ILIKE (not leakproof, so it
    // may not run before the policy): goods/page was 15 times slower through it over 1,000,000
    // goods. The owner connection reads goods; every query filters tenant_id itself.
    {
      provide: GoodsRepository,
      useFactory: (runtime: Runtime) => new GoodsRepository(runtime.infrastructure.database.db),
      inject: [RUNTIME],
    },
    reads(GoodsProcessLogRepository),
    reads(GoodsAuditConfigRepository),
    tenantReads(GoodsMouldQueries),
    {
      provide: GoodsHandlers,
      useFactory: (
        executor: CommandExecutor,
        ids: SnowflakeIdGenerator,
        goods: GoodsRepository,
        moulds: GoodsMouldQueries,
        auditConfigs: GoodsAuditConfigRepository,
        processLogs: GoodsProcessLogRepository,
      ) => new GoodsHandlers({ executor, ids, goods, moulds, auditConfigs, processLogs }),
      inject: [
        CommandExecutor,
        SnowflakeIdGenerator,
        GoodsRepository,
        GoodsMouldQueries,
        GoodsAuditConfigRepository,
        GoodsProcessLogRepository,
      ],
    },
    GoodsMouldHandlers,
    {
      provide: GoodsAuditConfigHandlers,
      useFactory: (
        executor: CommandExecutor,
        ids: SnowflakeIdGenerator,
        configs: GoodsAuditConfigRepository,
      ) => new GoodsAuditConfigHandlers(executor, ids, configs),
      inject: [CommandExecutor, SnowflakeIdGenerator, GoodsAuditConfigRepository],
    },
  ],
})
export class GoodsModule {}
