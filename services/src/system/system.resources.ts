import { apiScopeResource } from '@services/system/api-scope/api-scope.resource';
import { clientResource } from '@services/system/client/client.resource';
import { dataScopeResource } from '@services/system/data-scope/data-scope.resource';
import { deptResource } from '@services/system/dept/dept.resource';
import { dictBizResource } from '@services/system/dict-biz/dict-biz.resource';
import { dictResource } from '@services/system/dict/dict.resource';
import { menuResource } from '@services/system/menu/menu.resource';
import { paramResource } from '@services/system/param/param.resource';
import { postResource } from '@services/system/post/post.resource';
import { roleResource } from '@services/system/role/role.resource';
import { tenantPackageResource } from '@services/system/tenant-package/tenant-package.resource';
import { tenantResource } from '@services/system/tenant/tenant.resource';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';
import { workdayResource } from '@services/system/workday/workday.resource';

/**
 * The plain records of blade-system, served by the generic resource machinery: each serves
 * /api/blade-system/<path> from services/src/system/<path>/, beside that path's own controller
 * where it has calls of its own (menu, role, tenant, topmenu in top-menu/).
 */
export const systemResources = [
  paramResource,
  postResource,
  clientResource,
  tenantResource,
  tenantPackageResource,
  deptResource,
  dictResource,
  dictBizResource,
  roleResource,
  menuResource,
  topMenuResource,
  dataScopeResource,
  apiScopeResource,
  workdayResource,
];
