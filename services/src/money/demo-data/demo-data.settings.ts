import type { AppConfig } from '@platform/config/app-config';

/** How many orders the embedded demo plays: a few hundred, in every state. */
export const demoOrders = 300;

/**
 * DEMO_DATA: how many demo orders a first start plays, or none. Unset, it is on for the embedded
 * default only (no DATABASE_URL, DATA_DIR a folder): a new user opens a console with something
 * to look at, while a deployment on a real database and an in-memory one start empty. `on` and
 * `off` say so whatever the database; a whole number is on with that many orders.
 */
export function demoDataOrders(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'env'>): number {
  const setting = config.env.DEMO_DATA;
  if (setting === undefined || setting === '') {
    const embeddedDefault = !config.databaseUrl && !config.dataDir.startsWith('memory://');
    return embeddedDefault ? demoOrders : 0;
  }
  if (setting === 'on') return demoOrders;
  if (setting === 'off') return 0;
  const orders = Number(setting);
  if (/^\d+$/.test(setting) && orders > 0) return orders;
  throw new Error(`DEMO_DATA takes on, off or a number of orders, got "${setting}"`);
}
