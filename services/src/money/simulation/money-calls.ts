import { yuanOf } from '@services/money/amount.wire';
import { until } from '@services/money/simulation/polling';
import type { ProductApi } from '@services/money/simulation/product-api';

const transaction = 'prepaid-transaction';

/** An order as orderInfo/page answers it, in what the simulator reads of it. */
export interface OrderRow {
  id: string;
  status: number;
  paymentNo: string;
  provisionRatio: string;
  frozenAmount: string;
  provisionAmount: string;
}

/** A bank instruction's end as its detail says it: 2 paid, 3 failed. */
export type BankAnswer = 'paid' | 'failed';

/**
 * The calls of supervised money the simulator makes, each as the consumer side or an operator
 * makes it (SPEC.md §7, the prepaid-transaction intake and its operators' calls).
 */
export const moneyCalls = {
  /** The consumer side's order with its card; answers it as created. */
  createOrder(
    api: ProductApi,
    order: {
      merchantId: string;
      goodsId: string;
      paymentNo: string;
      cardNo: string;
      buyerName: string;
      buyerPhone: string;
      tradeFen: number;
    },
  ): Promise<OrderRow> {
    const { tradeFen, ...terms } = order;
    return api.post<OrderRow>(`${transaction}/orderInfo/create`, { ...terms, tradeAmount: yuanOf(tradeFen) });
  },

  async orderOf(api: ProductApi, paymentNo: string): Promise<OrderRow | undefined> {
    const page = await api.get<{ records: OrderRow[] }>(`${transaction}/orderInfo/page`, { paymentNo });
    return page.records[0];
  },

  /** How many deposits the bank's notices of `paymentNo` made (matched or in suspense). */
  async depositsOf(api: ProductApi, paymentNo: string): Promise<number> {
    return (await api.get<{ total: number }>(`${transaction}/orderInfoDepository/page`, { paymentNo })).total;
  },

  /** An operator reconciles `date` (orderInfo/reconciliation/run) and waits for the job to end. */
  async reconciled(
    api: ProductApi,
    date: string,
    { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<void> {
    const { jobId } = await api.post<{ jobId: string }>(
      `${transaction}/orderInfo/reconciliation/run`,
      undefined,
      {
        date,
      },
    );
    const status = await until(
      `the reconciliation of ${date}`,
      async () => {
        const job = await api.get<{ status: string; error: string | null }>('blade-resource/job/detail', {
          id: jobId,
        });
        return job.status === 'completed' || job.status === 'failed' ? job : undefined;
      },
      { timeoutMs, signal },
    );
    if (status.status === 'failed') throw new Error(`the reconciliation of ${date} failed: ${status.error}`);
  },

  /** The consumer side reports a consumption (a lesson attended, a visit used). */
  async consume(api: ProductApi, orderId: string, fen: number, remark: string): Promise<void> {
    await api.post(`${transaction}/orderInfoConsume/report`, { orderId, consumeAmount: yuanOf(fen), remark });
  },

  /** The consumer applies for `fen` back, an operator approves: answers the refund order's id. */
  async approvedRefund(
    api: ProductApi,
    orderId: string,
    fen: number,
    account: { accountNo: string; accountName: string },
  ): Promise<string> {
    const applied = await api.post<{ id: string }>(`${transaction}/refundApply/apply`, {
      orderId,
      amount: yuanOf(fen),
      reason: '不再需要',
      ...account,
    });
    const approved = await api.post<{ refundOrderId: string }>(`${transaction}/refundApply/refund`, {
      id: applied.id,
      approve: true,
    });
    return approved.refundOrderId;
  },

  /** A merchant's payable applied for: answers the application's id. */
  async cutPaymentApplied(
    api: ProductApi,
    application: { merchantId: string; orgPaymentNo: string; batchNo: string; fen: number },
  ): Promise<string> {
    const { fen, ...numbers } = application;
    const applied = await api.post<{ id: string }>(`${transaction}/cutPaymentApply/apply`, {
      ...numbers,
      amount: yuanOf(fen),
    });
    return applied.id;
  },

  refunds: `${transaction}/orderInfoRefund`,
  cutPayments: `${transaction}/cutPaymentApply`,

  /**
   * Sends instructions (refund orders or cut-payment applications, `path` one of the two above)
   * to the bank and waits for each job's answer, in the order of `ids`.
   */
  async sentToTheBank(
    api: ProductApi,
    path: string,
    ids: readonly string[],
    { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<BankAnswer[]> {
    if (ids.length === 0) return [];
    await api.post(`${path}/submit`, undefined, { ids: ids.join(',') });
    const answers: BankAnswer[] = [];
    for (const id of ids) {
      const answer = await until(
        `the bank's answer to ${path} ${id}`,
        async () => {
          const { status } = await api.get<{ status: number }>(`${path}/detail`, { id });
          return status === 2 ? 'paid' : status === 3 ? 'failed' : undefined;
        },
        { timeoutMs, signal },
      );
      answers.push(answer);
    }
    return answers;
  },
};
