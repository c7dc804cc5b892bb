import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { userPlatformTable } from '@projections/user/user-platform/user-platform.table';
import type { UserPlatformUpdated, UserRemoved } from '@services/user/user.events';

type PlatformRow = RowOf<typeof userPlatformTable>;

/**
 * Each user's settings per client platform (blade_user_platform). A batch keeps the last
 * UserPlatformUpdated of each (user, user type) and upserts them in one statement; removed users'
 * rows go in one delete (a removal is final, so nothing of theirs follows it). Events carry the
 * whole setting, so replays leave the same rows.
 */
export const userPlatformProjection: Projection = {
  name: 'user-platform-read-model',
  handles: ['UserPlatformUpdated', 'UserRemoved'] satisfies Array<
    (UserPlatformUpdated | UserRemoved)['type']
  >,
  tables: [userPlatformTable.name],

  async apply(trx, events) {
    const latest = new Map<string, UserPlatformUpdated['data']>();
    const removed = new Set<string>();
    for (const event of events) {
      if (event.type === 'UserRemoved') {
        removed.add((event.data as UserRemoved['data']).id);
      } else {
        const data = event.data as UserPlatformUpdated['data'];
        latest.set(`${data.id}/${data.userType}`, data);
      }
    }
    const rows = [...latest.values()]
      .filter((data) => !removed.has(data.id))
      .map((data): PlatformRow => ({
        user_id: data.id,
        user_type: data.userType,
        tenant_id: data.tenantId,
        user_ext: data.userExt,
        update_user: data.by,
        update_time: data.at,
      }));
    if (rows.length > 0) {
      await trx
        .insertInto('blade_user_platform')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'user_type']).doUpdateSet((eb) => ({
            user_ext: eb.ref('excluded.user_ext'),
            update_user: eb.ref('excluded.update_user'),
            update_time: eb.ref('excluded.update_time'),
          })),
        )
        .execute();
    }
    if (removed.size > 0) {
      await trx
        .deleteFrom('blade_user_platform')
        .where('user_id', 'in', [...removed])
        .execute();
    }
  },
};
