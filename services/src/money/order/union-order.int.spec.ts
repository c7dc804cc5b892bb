import type { Page } from '@platform/http/paging';
import { fundedOrders } from '@services/testing/funded-orders';
import { createMerchant, seedCategories } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { callAsRole, roleGranted } from '@services/testing/test-roles';

const tenantA = '000042';
const tenantB = '100001';
const unionOrders = '/api/prepaid-payment/unionOrder/list';

const { bank } = fakeBankOfTheFile();

/**
 * prepaid-payment/unionOrder/list: the card orders of the tenant, newest first, each as
 * orderInfo/page answers it, named by its merchant and goods, with the supervise bank's charge.
 */
describeOnBothDatabases('the union channel’s card orders', 'union_order', (current) => {
  const call = tenantCaller(() => current().app);
  const list = async (query = '', tenant = tenantA) => {
    const answer = await call<Page<Row>>('GET', `${unionOrders}${query}`, undefined, tenant);
    expect(answer.code).toBe(200);
    return answer.data;
  };
  const ids = (page: Page<Row>) => page.records.map((order) => order.id);

  let merchant: Row;
  let goods: Row;
  /** Oldest first: charged with its goods, never charged, charged and partly consumed. */
  let orders: Row[];
  let foreign: Row;
  beforeAll(async () => {
    const ordersOf = (tenant: string) => fundedOrders(() => current().app, call, bank, tenant);
    merchant = (await createMerchant(call, tenantA, 301)).merchant;
    await seedCategories(current().runtime, tenantA, ['501']);
    const saved = await call<Row>(
      'POST',
      '/api/prepaid-goods/goods/save',
      {
        merchantId: merchant.id,
        industryCategoryId: '501',
        goodsName: '游泳次卡',
        price: '100',
        originalPrice: '120',
        validityDays: 30,
        stock: 10,
      },
      tenantA,
    );
    goods = saved.data;
    const a = ordersOf(tenantA);
    const withGoods = await a.created(merchant.id, 'UO-1', 100, { goodsId: goods.id });
    await a.charged('UO-1', 100, '2026-11-24');
    const uncharged = await a.created(merchant.id, 'UO-2', 50);
    const consumed = await a.order(merchant.id, 'UO-3', 30, '2026-11-25');
    await a.consume(consumed.id, 10);
    orders = [withGoods, uncharged, consumed];

    const other = (await createMerchant(call, tenantB, 309)).merchant;
    foreign = await ordersOf(tenantB).order(other.id, 'UO-B', 20, '2026-11-24');
  });

  /** The order as orderInfo/page answers it, with no actions: the union list offers none. */
  const asOrderPage = async (paymentNo: string) => {
    const page = await call<Page<Row>>(
      'GET',
      `/api/prepaid-transaction/orderInfo/page?paymentNo=${paymentNo}`,
      undefined,
      tenantA,
    );
    const { allowedActions: _offered, ...order } = page.data.records[0]!;
    return order;
  };
  /** The supervise bank's charge of the order, as superviseCharge/list answers it. */
  const chargeOf = async (paymentNo: string) => {
    const charges = await call<Page<Row>>(
      'GET',
      `/api/prepaid-payment/superviseCharge/list?paymentNo=${paymentNo}`,
      undefined,
      tenantA,
    );
    const [charge] = charges.data.records;
    return { bankSerial: charge!.bankSerial, chargedTime: charge!.createTime };
  };

  it('lists the card orders newest first, each named and with the charge the bank made of it', async () => {
    const named = { merchantName: merchant.merchantName };
    expect(await list()).toEqual({
      records: [
        { ...(await asOrderPage('UO-3')), ...named, goodsName: null, ...(await chargeOf('UO-3')) },
        { ...(await asOrderPage('UO-2')), ...named, goodsName: null, bankSerial: null, chargedTime: null },
        { ...(await asOrderPage('UO-1')), ...named, goodsName: '游泳次卡', ...(await chargeOf('UO-1')) },
      ],
      total: 3,
      size: 10,
      current: 1,
      pages: 1,
    });
    const [consumed, uncharged, withGoods] = (await list()).records;
    expect(consumed).toMatchObject({
      paymentNo: 'UO-3',
      cardNo: 'CARD-UO-3',
      status: 2,
      tradeAmount: '30.00',
    });
    expect(uncharged).toMatchObject({ paymentNo: 'UO-2', status: 0, paidAmount: '0.00' });
    expect(withGoods).toMatchObject({ goodsId: goods.id, status: 1, bankSerial: expect.any(String) });
  });

  it('filters as the order list does, and pages', async () => {
    const [withGoods, uncharged, consumed] = orders.map((order) => order.id);
    expect(ids(await list('?paymentNo=UO-2'))).toEqual([uncharged]);
    expect(ids(await list('?cardNo=CARD-UO-1'))).toEqual([withGoods]);
    expect(ids(await list('?status=1'))).toEqual([withGoods]);
    expect(ids(await list(`?merchantId=${merchant.id}&status=0`))).toEqual([uncharged]);
    expect(ids(await list(`?goodsId=${goods.id}`))).toEqual([withGoods]);
    expect(await list('?current=2&size=2')).toMatchObject({
      records: [{ id: withGoods }],
      total: 3,
      current: 2,
      pages: 2,
    });
    expect(ids(await list('?size=2'))).toEqual([consumed, uncharged]);
  });

  it('shows each tenant its own orders alone', async () => {
    expect(await list('', tenantB)).toMatchObject({
      records: [{ id: foreign.id, paymentNo: 'UO-B', status: 1, bankSerial: expect.any(String) }],
      total: 1,
    });
    expect(await list('?paymentNo=UO-B')).toMatchObject({ records: [], total: 0 });
  });

  it('refuses a role without 银联订单’s view right', async () => {
    const asTenant: typeof call = (method, url, body) => call(method, url, body, tenantA);
    const listAs = (roleId: string) =>
      callAsRole(current().app, { tenant: tenantA, roleId }, 'GET', unionOrders);
    const refundsOnly = await roleGranted(asTenant, 'union-refunds', ['union_refund', 'union_refund_view']);
    const ordersClerk = await roleGranted(asTenant, 'union-orders', ['union_order', 'union_order_view']);
    expect(await listAs(refundsOnly)).toMatchObject({ code: 403 });
    expect(await listAs(ordersClerk)).toMatchObject({ code: 200, data: { total: 3 } });
  });
});
