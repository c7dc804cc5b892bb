import { auditFeature } from '@console/features/audit/audit.feature';
import { deskFeature } from '@console/features/desk/desk.feature';
import { contractFeature } from '@console/features/contract/contract.feature';
import { developFeature } from '@console/features/develop/develop.feature';
import { dictFeature } from '@console/features/dict/dict.feature';
import { errorLogFeature } from '@console/features/error-log/error-log.feature';
import { errorsFeature } from '@console/features/errors/errors.feature';
import { goodsFeature } from '@console/features/goods/goods.feature';
import { grantsFeature } from '@console/features/grants/grants.feature';
import { infoFeature } from '@console/features/info/info.feature';
import { logFeature } from '@console/features/log/log.feature';
import { lockFeature } from '@console/features/lock/lock.feature';
import { merchantFeature } from '@console/features/merchant/merchant.feature';
import { moneyFeature } from '@console/features/money/money.feature';
import { reportFeature } from '@console/features/report/report.feature';
import { resourceFeature } from '@console/features/resource/resource.feature';
import { sessionFeature } from '@console/features/session/session.feature';
import { systemFeature } from '@console/features/system/system.feature';
import { themeFeature } from '@console/features/theme/theme.feature';
import { usersFeature } from '@console/features/users/users.feature';
import { welcomeFeature } from '@console/features/welcome/welcome.feature';
import { workdayFeature } from '@console/features/workday/workday.feature';
import { workflowFeature } from '@console/features/workflow/workflow.feature';

/**
 * Every feature of the console, by its manifest: its messages, its menu pages and its fixed
 * routes. The i18n setup, the menu pages, the route tree and the tabs all read this one list;
 * a new feature is its folder and one line here.
 */
export const features = [
  sessionFeature,
  welcomeFeature,
  errorsFeature,
  lockFeature,
  themeFeature,
  errorLogFeature,
  infoFeature,
  grantsFeature,
  dictFeature,
  usersFeature,
  systemFeature,
  goodsFeature,
  merchantFeature,
  auditFeature,
  resourceFeature,
  moneyFeature,
  contractFeature,
  logFeature,
  reportFeature,
  deskFeature,
  workdayFeature,
  developFeature,
  workflowFeature,
] as const;

/** The fixed routes of every feature. */
export const featureRoutes = features.flatMap((feature) => feature.routes ?? []);
