import type { Migrations } from '@infra/migrations/migrations';
import * as goods from '@infra/migrations/goods/0030-goods';
import * as goodsLists from '@infra/migrations/goods/0065-goods-lists';
import * as goodsMerchantStatistics from '@infra/migrations/goods/0206-goods-merchant-statistics';

/** The migrations of the goods context's tables, by permanent name. */
export const goodsMigrations: Migrations = {
  '0030-goods': goods,
  '0065-goods-lists': goodsLists,
  '0206-goods-merchant-statistics': goodsMerchantStatistics,
};
