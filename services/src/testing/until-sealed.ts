import type { SqlDatabase } from '@platform/database/database';
import { unsealedEvents } from '@platform/event-store/sql/tenant-seals';

/** Waits until the sealer has sealed every stored event into its tenant's chain (migration 0130). */
export async function untilSealed(database: SqlDatabase): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if ((await unsealedEvents(database)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the tenant chains were not sealed in time');
}
