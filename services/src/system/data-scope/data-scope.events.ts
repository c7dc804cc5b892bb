import { dataScopeResource } from '@services/system/data-scope/data-scope.resource';

/** A data scope removed from the catalogue leaves every role it was granted to. */
export const dataScopeRemoved = dataScopeResource.events.removed;
