import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ownerReads, tenantReads } from '@platform/runtime/read-model-providers';
import { BankVerifyQueries } from '@projections/merchant/bank-verify/bank-verify.queries';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { CardQueries } from '@projections/money/card/card.queries';
import { CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { ConsumptionQueries } from '@projections/money/consumption/consumption.queries';
import { DepositQueries } from '@projections/money/deposit/deposit.queries';
import { OrderQueries } from '@projections/money/order/order.queries';
import { PaymentDataLogQueries } from '@projections/money/payment-data-log/payment-data-log.queries';
import { ReconciliationDaysQueries } from '@projections/money/reconciliation/reconciliation-days.queries';
import { ReconciliationQueries } from '@projections/money/reconciliation/reconciliation.queries';
import { AbnormalOrderController } from '@services/money/abnormal-order/abnormal-order.controller';
import { ReconciliationController } from '@services/money/reconciliation/reconciliation.controller';
import { CardController } from '@services/money/card/card.controller';
import { ConsumptionController } from '@services/money/consumption/consumption.controller';
import { CutPaymentController } from '@services/money/cut-payment/cut-payment.controller';
import { CutPaymentHandlers } from '@services/money/cut-payment/cut-payment.handlers';
import { CutPaymentContractHandlers } from '@services/money/cut-payment/cut-payment-contract.handlers';
import { ContractModule } from '@services/contract/contract.public';
import { BladeResourceModule } from '@services/resource/resource.public';
import { SystemModule } from '@services/system/system.public';
import { SettlementDates } from '@services/money/cut-payment/settlement-dates';
import { ParamQueries } from '@projections/system/param/param.queries';
import { ChargeNoticeController } from '@services/money/deposit/charge-notice.controller';
import { ChargeNoticeHandlers } from '@services/money/deposit/charge-notice.handlers';
import { DepositController } from '@services/money/deposit/deposit.controller';
import { DepositHandlers } from '@services/money/deposit/deposit.handlers';
import { MoneyJobs } from '@services/money/money.jobs';
import { SuperviseChargeController } from '@services/money/deposit/supervise-charge.controller';
import { OrderController } from '@services/money/order/order.controller';
import { OrderLedgerController } from '@services/money/order/order-ledger.controller';
import { OrderHandlers } from '@services/money/order/order.handlers';
import { OrderLookup } from '@services/money/order/order-lookup';
import { UnionOrderController } from '@services/money/order/union-order.controller';
import { PaymentDataLogController } from '@services/money/payment-data-log/payment-data-log.controller';
import { RefundApplyQueries } from '@projections/money/refund-apply/refund-apply.queries';
import { RefundOrderQueries } from '@projections/money/refund-order/refund-order.queries';
import { RefundApplyController } from '@services/money/refund-apply/refund-apply.controller';
import { RefundApplyHandlers } from '@services/money/refund-apply/refund-apply.handlers';
import { RefundListsController } from '@services/money/refund-order/refund-lists.controller';
import { RefundOrderController } from '@services/money/refund-order/refund-order.controller';
import { RefundOrderHandlers } from '@services/money/refund-order/refund-order.handlers';

/** prepaid-transaction and prepaid-payment: supervised money, from the bank's charge to the merchant's cut-payment. */
@Module({
  imports: [ContractModule, BladeResourceModule, SystemModule],
  controllers: [
    OrderController,
    OrderLedgerController,
    UnionOrderController,
    DepositController,
    ConsumptionController,
    CardController,
    ChargeNoticeController,
    PaymentDataLogController,
    SuperviseChargeController,
    CutPaymentController,
    ReconciliationController,
    AbnormalOrderController,
    RefundApplyController,
    RefundOrderController,
    RefundListsController,
  ],
  providers: [
    tenantReads(OrderQueries),
    tenantReads(DepositQueries),
    tenantReads(ConsumptionQueries),
    tenantReads(CardQueries),
    tenantReads(PaymentDataLogQueries),
    tenantReads(CutPaymentQueries),
    tenantReads(BankVerifyQueries),
    tenantReads(ReconciliationQueries),
    tenantReads(ReconciliationDaysQueries),
    OrderLookup,
    OrderHandlers,
    DepositHandlers,
    ChargeNoticeHandlers,
    CutPaymentHandlers,
    CutPaymentContractHandlers,
    SettlementDates,
    ownerReads(ParamQueries),
    tenantReads(MerchantQueries),
    tenantReads(RefundApplyQueries),
    tenantReads(RefundOrderQueries),
    RefundApplyHandlers,
    RefundOrderHandlers,
    { provide: MoneyJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
  ],
})
export class MoneyModule {}
