import { defaultSupervisedAccountNo } from '@infra/fake-bank/fake-bank';
import { type ChargeNotice, signNotice } from '@infra/fake-bank/fake-bank-notifier';
import { runConcurrently } from '@bench/support/concurrent-writers';
import { withClient } from '@bench/support/with-client';
import { creditCodeNumber, merchantProfile } from '@services/merchant/testing/merchant-fixtures';
import { yuanOf } from '@services/money/amount.wire';
import { chargeNotifyPath, superviseBankNotifySecret } from '@services/money/money.public';
import { orderStatus } from '@services/money/order/order.events';
import type { OrderRow } from '@services/money/simulation/money-calls';
import type { ProductApi } from '@services/money/simulation/product-api';

/** An order with money frozen against it, and what its consumptions' postings name. */
export interface FundedOrder {
  id: string;
  merchantId: string;
  /** Its provision ratio in basis points (the order answers it in percent). */
  provisionRatioBp: number;
}

/** How many intake calls the setup keeps in flight: as many as the load's clients. */
const setupClients = 16;

/**
 * Merchants of the signed-in tenant numbered `first`… (their credit codes and accounts follow
 * the number), made through merchant/submit with a category and a supervise bank of their own.
 */
export async function benchMerchants(api: ProductApi, first: number, count: number): Promise<string[]> {
  const category = await api.post<{ id: string }>('prepaid-merchant/category/submit', {
    parentId: '0',
    industryCategory: `基准类别${first}`,
    sort: 1,
  });
  const bank = await api.post<{ id: string }>('prepaid-merchant/superviseBank/submit', {
    bankName: `基准监管银行${first}`,
    bankCode: `BENCH${first}`,
  });
  const ids: string[] = [];
  await runConcurrently(setupClients, count, async (index) => {
    const number = first + index;
    const merchant = await api.post<{ id: string }>(
      'prepaid-merchant/merchant/submit',
      merchantProfile({
        merchantName: `基准商户${number}`,
        creditCode: creditCodeNumber(number),
        industryCategory: category.id,
        superviseBankId: bank.id,
        bankAccountNo: `62220300${String(number).padStart(11, '0')}`,
      }),
    );
    ids[index] = merchant.id;
  });
  return ids;
}

/**
 * `count` orders dealt in turn to `merchantIds`, each as the consumer side makes it
 * (orderInfo/create, `tradeFen` on its card) and paid: the bank's signed charge notice of the
 * whole amount sent to the product's intake, which freezes it against the order. Payment
 * numbers begin with `label`, unique in the database.
 */
export async function fundedOrders(
  api: ProductApi,
  {
    merchantIds,
    count,
    tradeFen,
    label,
  }: { merchantIds: readonly string[]; count: number; tradeFen: number; label: string },
): Promise<FundedOrder[]> {
  const orders: FundedOrder[] = [];
  await runConcurrently(setupClients, count, async (index) => {
    const merchantId = merchantIds[index % merchantIds.length]!;
    const paymentNo = `${label}-${index}`;
    const order = await api.post<OrderRow>('prepaid-transaction/orderInfo/create', {
      merchantId,
      paymentNo,
      cardNo: `CARD-${paymentNo}`,
      buyerName: '基准顾客',
      tradeAmount: yuanOf(tradeFen),
    });
    await notifyCharge(api.url, {
      bankSerial: `BANK-${paymentNo}`,
      paymentNo,
      accountNo: defaultSupervisedAccountNo,
      payerName: '基准顾客',
      amount: tradeFen,
      valueDate: new Date().toISOString().slice(0, 10),
      notifiedAt: new Date().toISOString(),
    });
    orders[index] = {
      id: order.id,
      merchantId,
      provisionRatioBp: Math.round(Number(order.provisionRatio) * 100),
    };
  });
  return orders;
}

/** Fails unless every order holds its deposit (a notice the product put into suspense would not). */
export async function assertDeposited(databaseUrl: string, orders: readonly FundedOrder[]): Promise<void> {
  const deposited = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM prepaid_order_info WHERE id = ANY($1::int8[]) AND status = $2',
      [orders.map((order) => order.id), orderStatus.deposited],
    );
    return Number(rows[0]!.count);
  });
  if (deposited !== orders.length) throw new Error(`${deposited} of ${orders.length} orders deposited`);
}

/** The bank's notice of a charge, signed as the bank signs it, answered once the product recorded it. */
async function notifyCharge(productUrl: string, notice: ChargeNotice): Promise<void> {
  const body = JSON.stringify(notice);
  const answer = await fetch(`${productUrl}${chargeNotifyPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bank-signature': signNotice(body, superviseBankNotifySecret({})),
    },
    body,
  });
  const envelope = (await answer.json()) as { code: number; msg: string };
  if (envelope.code !== 200)
    throw new Error(`charge notice of ${notice.paymentNo}: ${envelope.code} ${envelope.msg}`);
}
