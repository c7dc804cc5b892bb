import { PermissionChecker } from '@platform/access/permission-checker';
import type { RequestContext } from '@platform/context/request-context';
import type { GrantsRepository } from '@services/system/grants/grants.repository';

/** A caller holds a code when one of their roles is the administrator or was granted it. */
export class RolePermissionChecker extends PermissionChecker {
  constructor(private readonly grantsRepository: GrantsRepository) {
    super();
  }

  async grants(caller: RequestContext, code: string): Promise<boolean> {
    const { tenantId, roleIds } = caller;
    return (
      (await this.grantsRepository.includesAdministrator(tenantId, roleIds)) ||
      (await this.grantsRepository.grantsCode(tenantId, roleIds, code))
    );
  }
}
