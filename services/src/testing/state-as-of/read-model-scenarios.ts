import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import { bankVerification } from '@services/testing/state-as-of/bank-verify-scenario';
import { cutPaymentBook } from '@services/testing/state-as-of/cut-payment-scenario';
import { flowDefinitionVersion } from '@services/testing/state-as-of/definition-version-scenario';
import { deposit } from '@services/testing/state-as-of/deposit-scenario';
import { flowDeployment } from '@services/testing/state-as-of/flow-deployment-scenario';
import { flowModel } from '@services/testing/state-as-of/flow-model-scenario';
import type { fundedOrders } from '@services/testing/funded-orders';
import { goodsAuditConfig } from '@services/testing/state-as-of/goods-audit-config-scenario';
import { goods, goodsMould } from '@services/testing/state-as-of/goods-scenarios';
import { leave, processInstance } from '@services/testing/state-as-of/leave-scenarios';
import { merchantDayStatistics } from '@services/testing/state-as-of/merchant-day-statistics-scenario';
import { merchant } from '@services/testing/state-as-of/merchant-scenario';
import { oauthIdentity } from '@services/testing/state-as-of/oauth-identity-scenario';
import { order } from '@services/testing/state-as-of/order-scenario';
import { paymentNotice } from '@services/testing/state-as-of/payment-notice-scenario';
import { dayReconciliation } from '@services/testing/state-as-of/reconciliation-scenario';
import { refundOrder } from '@services/testing/state-as-of/refund-order-scenario';
import { refundApplication } from '@services/testing/state-as-of/refund-apply-scenario';
import { param } from '@services/testing/state-as-of/param-scenario';
import type { ReadModelScenario } from '@services/testing/state-as-of/read-model-scenario';
import { user } from '@services/testing/state-as-of/user-scenario';
import type { TestApp } from '@services/testing/test-app';
import { workflowCallers } from '@services/workflow/workflow-testing';

/**
 * The aggregate types the state-as-of property test drives (services/src/audit); the money ones
 * charge their orders through `orders`, and the bank verification, the bank's notices and its
 * statements come from `bank`; the workflow ones act as users of `app`.
 */
export const readModelScenarios = (
  orders: ReturnType<typeof fundedOrders>,
  bank: () => FakeBank,
  app: () => TestApp,
): readonly ReadModelScenario[] => {
  const workflow = workflowCallers(app);
  return [
    param,
    merchant,
    goods,
    goodsMould,
    goodsAuditConfig(),
    user,
    oauthIdentity(app),
    order(orders),
    refundApplication(orders),
    bankVerification(bank),
    refundOrder(orders),
    cutPaymentBook(orders, bank),
    deposit(orders, bank),
    paymentNotice(orders, bank),
    dayReconciliation(orders, bank),
    merchantDayStatistics(orders),
    flowModel,
    flowDeployment(app),
    flowDefinitionVersion(app),
    leave(workflow),
    processInstance(workflow),
  ];
};
