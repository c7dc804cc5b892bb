import type { RequestContext } from '@platform/context/request-context';

/**
 * Whether a caller's roles grant a button code. The access guard asks it for every route that
 * requires one; the module that owns roles and menus provides it (the platform knows neither).
 */
export abstract class PermissionChecker {
  abstract grants(caller: RequestContext, code: string): Promise<boolean>;
}
