import type { Reference } from '@platform/references/reference';

/**
 * What orders name (their merchant and goods, checked when the consumer side creates one) and
 * the merchant a cut-payment application pays.
 */
export const moneyReferences: readonly Reference[] = [
  {
    from: { table: 'prepaid_order_info', column: 'merchant_id', field: 'merchantId' },
    to: { table: 'prepaid_merchant' },
    missing: '所属商户不存在',
    inUse: '该商户已有订单,无法删除',
  },
  {
    from: { table: 'prepaid_order_info', column: 'goods_id', field: 'goodsId' },
    to: { table: 'prepaid_goods' },
    missing: '商品不存在',
    inUse: '该商品已有订单,无法删除',
  },
  {
    from: { table: 'prepaid_cut_payment_apply', column: 'merchant_id', field: 'merchantId' },
    to: { table: 'prepaid_merchant' },
    missing: '所属商户不存在',
    inUse: '该商户已有划拨申请,无法删除',
  },
];
