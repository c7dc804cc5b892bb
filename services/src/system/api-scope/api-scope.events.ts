import { apiScopeResource } from '@services/system/api-scope/api-scope.resource';

/** An API scope removed from the catalogue leaves every role it was granted to. */
export const apiScopeRemoved = apiScopeResource.events.removed;
