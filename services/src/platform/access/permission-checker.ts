import type { RequestContext } from '@platform/context/request-context';

/**
 * Whether a caller's roles grant a button code. The access guard asks it for every route that
 * requires one; the module that owns roles and menus provides it (the platform knows neither).
 */
export abstract class PermissionChecker {
  abstract grants(caller: RequestContext, code: string): Promise<boolean>;

  /**
   * Whether the caller's roles let them call this path, where API scopes guard it (SPEC.md §6:
   * "API scopes restrict calls per role"). A path no scope guards is open to the button code.
   */
  abstract allowsCall(caller: RequestContext, path: string): Promise<boolean>;
}
