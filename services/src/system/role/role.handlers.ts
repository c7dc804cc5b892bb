import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { MenuQueries } from '@projections/system/menu/menu.queries';
import { RoleScopeQueries } from '@projections/system/role-scope/role-scope.queries';
import { grantToRecords } from '@services/system/grants/record-grants';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleResource } from '@services/system/role/role.resource';
import type { RoleGrantBody } from '@services/system/role/role.schemas';

/** The write side of roles beyond the record itself: what they grant. */
@Injectable()
export class RoleHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly menus: MenuQueries,
    private readonly scopes: RoleScopeQueries,
    private readonly clock: Clock,
  ) {}

  /** role/grant: replaces what each role grants, all or nothing over the roles. */
  async grant(body: RoleGrantBody, caller: RequestContext): Promise<void> {
    const lists = { menuIds: body.menuIds, dataScopeIds: body.dataScopeIds, apiScopeIds: body.apiScopeIds };
    const missingData = await this.scopes.missingScopes('data', lists.dataScopeIds);
    if (missingData.length > 0) throw new RefusedError(`数据权限不存在: ${missingData.join(', ')}`);
    const missingApi = await this.scopes.missingScopes('api', lists.apiScopeIds);
    if (missingApi.length > 0) throw new RefusedError(`接口权限不存在: ${missingApi.join(', ')}`);
    const deps = { executor: this.executor, menus: this.menus };
    const target = { resource: roleResource, decider: roleGrantDecider };
    await grantToRecords(deps, target, body.roleIds, lists, caller, this.clock.now());
  }
}
