import type { Migrations } from '@infra/migrations/migrations';
import * as merchants from '@infra/migrations/merchant/0040-merchants';
import * as merchantStatisticsOrder from '@infra/migrations/merchant/0041-merchant-statistics-order';
import * as merchantLists from '@infra/migrations/merchant/0064-merchant-lists';

/** The migrations of the merchant context's tables, by permanent name. */
export const merchantMigrations: Migrations = {
  '0040-merchants': merchants,
  '0041-merchant-statistics-order': merchantStatisticsOrder,
  '0064-merchant-lists': merchantLists,
};
