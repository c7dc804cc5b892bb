import { withAllowedActions } from '@services/money/order/order-actions';
import type { BareCaller, BarePools } from '@bench/support/bare-access';
import { bareCountAndPage } from '@bench/support/bare-page';

/** The button code orderInfo/page requires. */
export const orderViewCode = 'order_view';

/** The columns of orderInfo/page's records, as the product's order queries select them. */
const orderColumns = `id, tenant_id, merchant_id, goods_id, payment_no, card_no, buyer_name, buyer_phone,
  trade_amount::text AS trade_amount, contract_content,
  (provision_ratio / 100.0)::numeric(5, 2)::text AS provision_ratio, paid_amount::text AS paid_amount,
  frozen_amount::text AS frozen_amount, provision_amount::text AS provision_amount,
  consumed_amount::text AS consumed_amount, create_user, create_dept, create_time, update_user, update_time, status`;

/**
 * Page 1 of GET prepaid-transaction/orderInfo/page by hand: the caller's tenant newest first,
 * perhaps one merchant's orders, each with the actions its status allows. Unfiltered, its
 * total is the tenant's kept count, as the product's.
 */
export async function readOrderPage(pools: BarePools, caller: BareCaller, merchantId: string | undefined) {
  const page = await bareCountAndPage(pools, caller, {
    columns: orderColumns,
    from: 'prepaid_order_info',
    ...(merchantId === undefined
      ? { where: 'tenant_id = $1', params: [], keptTotal: true }
      : { where: 'tenant_id = $1 AND merchant_id = $2', params: [merchantId] }),
    orderBy: 'create_time DESC, id DESC',
    current: 1,
    size: 10,
  });
  // status is an integer column: pg reads it as a number.
  return withAllowedActions.onPage(page as typeof page & { records: Array<{ status: number }> });
}
