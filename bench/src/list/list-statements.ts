import type { BareCaller, BarePools } from '@bench/support/bare-access';
import { bareCountAndPage } from '@bench/support/bare-page';

/** The button code GET blade-system/param/list requires. */
export const paramViewCode = 'param_view';

/** Page `current` of GET blade-system/param/list, by hand: the caller's tenant, newest first. */
export function readParamPage(pools: BarePools, caller: BareCaller, current: number, size: number) {
  return bareCountAndPage(pools, caller, {
    columns: '*',
    from: 'blade_param',
    where: 'tenant_id = $1',
    params: [],
    orderBy: 'id DESC',
    keptTotal: true,
    current,
    size,
  });
}
