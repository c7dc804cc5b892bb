import { apiScopeResource } from '@services/system/api-scope.resource';
import { clientResource } from '@services/system/client.resource';
import { dataScopeResource } from '@services/system/data-scope.resource';
import { deptResource } from '@services/system/dept.resource';
import { dictBizResource } from '@services/system/dict-biz.resource';
import { dictResource } from '@services/system/dict.resource';
import { paramResource } from '@services/system/param.resource';
import { menuResource } from '@services/system/menu.resource';
import { postResource } from '@services/system/post.resource';
import { roleResource } from '@services/system/role.resource';
import { tenantPackageResource } from '@services/system/tenant-package.resource';
import { tenantResource } from '@services/system/tenant.resource';
import { topMenuResource } from '@services/system/top-menu.resource';

/** The plain records of blade-system, served by the generic resource machinery. */
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
];
