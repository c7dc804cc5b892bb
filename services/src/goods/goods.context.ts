import { goodsMigrations } from '@infra/migrations/goods/goods.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { goodsProjections } from '@projections/goods/goods-projections';
import { GoodsModule } from '@services/goods/goods.module';

/** prepaid-goods: goods and their lifecycle, audit steps, audit configurations and moulds. */
export const goodsContext: BoundedContext = {
  name: 'goods',
  module: GoodsModule,
  projections: goodsProjections,
  migrations: goodsMigrations,
};
