import type { BoundedContext } from '@platform/contexts/bounded-context';
import { auditContext } from '@services/audit/audit.context';
import { authContext } from '@services/auth/auth.context';
import { logContext } from '@services/log/log.context';
import { goodsContext } from '@services/goods/goods.context';
import { merchantContext } from '@services/merchant/merchant.context';
import { moneyContext } from '@services/money/money.context';
import { resourceContext } from '@services/resource/resource.context';
import { systemContext } from '@services/system/system.context';
import { userContext } from '@services/user/user.context';
import { workflowContext } from '@services/workflow/workflow.context';

/**
 * Every bounded context of the product, in the order they start (a context's seed data may
 * name an earlier one's). Production, the projections CLI and the test app all run this list.
 */
export const contexts: readonly BoundedContext[] = [
  systemContext,
  userContext,
  authContext,
  resourceContext,
  merchantContext,
  goodsContext,
  moneyContext,
  auditContext,
  logContext,
  workflowContext,
];
