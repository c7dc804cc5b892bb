import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { grantToRecords } from '@services/system/grants/record-grants';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleResource } from '@services/system/role/role.resource';
import type { RoleGrantBody } from '@services/system/role/role.schemas';

/** A role's grants: its menus, and its data and API scopes. */
const roleGrantTables = ['blade_role_menu', 'blade_role_scope'] as const;

/** The write side of roles beyond the record itself: what they grant. */
@Injectable()
export class RoleHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly references: ReferenceChecks,
    private readonly clock: Clock,
  ) {}

  /** role/grant: replaces what each role grants, all or nothing over the roles. */
  async grant(body: RoleGrantBody, caller: RequestContext): Promise<void> {
    const lists = { menuIds: body.menuIds, dataScopeIds: body.dataScopeIds, apiScopeIds: body.apiScopeIds };
    const deps = { executor: this.executor, references: this.references };
    const target = { resource: roleResource, decider: roleGrantDecider, grantTables: roleGrantTables };
    await grantToRecords(deps, target, body.roleIds, lists, caller, this.clock.now());
  }
}
