import { Inject, Injectable } from '@nestjs/common';
import { stateOf } from '@platform/commands/stream-state';
import { uniqueKeyDecider, uniqueKeyStreamId } from '@platform/commands/unique-key.decider';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { orderDecider, type OrderState } from '@services/money/order/order.decider';
import { orderStreamId } from '@services/money/order/order.stream';

/**
 * paymentNo is unique across the whole platform: the bank's notice names it without a tenant.
 * Its holder stream is where the write side finds the order a charge names, read straight from
 * the event store so that a charge never misses an order whose read model lags.
 */
export const paymentNoKey = {
  kind: 'payment-no',
  taken: { message: '支付单号已存在', field: 'paymentNo' },
};
export const cardNoKey = { kind: 'card-no', taken: { message: '卡号已存在', field: 'cardNo' } };

/** The orders as their streams say, found by id or by the paymentNo they hold. */
@Injectable()
export class OrderLookup {
  constructor(@Inject(RUNTIME) private readonly runtime: RuntimeServices) {}

  async byPaymentNo(paymentNo: string): Promise<OrderState> {
    const { holder } = await stateOf(
      this.runtime.infrastructure.store,
      uniqueKeyDecider,
      uniqueKeyStreamId(paymentNoKey.kind, platformTenantId, paymentNo),
    );
    return holder === undefined ? orderDecider.initialState() : this.byId(holder);
  }

  async byId(orderId: string): Promise<OrderState> {
    return stateOf(this.runtime.infrastructure.store, orderDecider, orderStreamId(orderId));
  }
}
