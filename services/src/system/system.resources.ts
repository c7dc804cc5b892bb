import { clientResource } from '@services/system/client.resource';
import { paramResource } from '@services/system/param.resource';
import { postResource } from '@services/system/post.resource';
import { tenantResource } from '@services/system/tenant.resource';

/** The plain records of blade-system, served by the generic resource machinery. */
export const systemResources = [paramResource, postResource, clientResource, tenantResource];
