import { Injectable } from '@nestjs/common';
import { everyRow, type RowRule, type RowScope, RowScopes } from '@platform/access/row-scopes';
import type { RequestContext } from '@platform/context/request-context';
import { DeptQueries } from '@projections/system/dept/dept.queries';
import { RoleQueries } from '@projections/system/role/role.queries';
import type { GrantedDataScope } from '@projections/system/role-scope/role-scope.queries';
import { actsAsAdministrator } from '@services/system/access/acts-as-administrator';
import { KeptRoleGrants } from '@services/system/access/kept-role-grants';
import { dataScopeType } from '@services/system/data-scope/data-scope.resource';

/** What rows a scope is about unless it names its own column. */
const defaultColumn = { byUser: 'create_user', byDepartment: 'create_dept' } as const;

type ScopeType = (typeof dataScopeType)[keyof typeof dataScopeType];

/**
 * Data scopes through roles (WIRE.md): a resource no granted scope covers shows every row, as do
 * the administrator and a granted "all"; otherwise the rows any granted scope allows. A scope of
 * an unknown type allows nothing.
 */
@Injectable()
export class RoleRowScopes extends RowScopes {
  constructor(
    private readonly roles: RoleQueries,
    private readonly kept: KeptRoleGrants,
    private readonly depts: DeptQueries,
  ) {
    super();
  }

  async scopeFor(caller: RequestContext, resourceCode: string): Promise<RowScope> {
    const { tenantId, roleIds } = caller;
    if (await actsAsAdministrator(this.roles, caller)) return everyRow;
    const granted = await this.kept.dataScopesOf(tenantId, roleIds, resourceCode);
    if (granted.length === 0 || granted.some((scope) => scope.scopeType === dataScopeType.all))
      return everyRow;
    const rules = await Promise.all(granted.map((scope) => this.ruleOf(scope, caller)));
    return { kind: 'matching', rules: rules.flat() };
  }

  private async ruleOf(scope: GrantedDataScope, caller: RequestContext): Promise<RowRule[]> {
    const departments = caller.deptId.split(',').filter(Boolean);
    const type = scope.scopeType as ScopeType;
    switch (type) {
      case dataScopeType.all:
        return [];
      case dataScopeType.ownRows:
        return [{ column: scope.scopeColumn || defaultColumn.byUser, values: [caller.userId] }];
      case dataScopeType.ownDepartments:
        return [{ column: scope.scopeColumn || defaultColumn.byDepartment, values: departments }];
      case dataScopeType.departmentsAndBelow:
        return [
          {
            column: scope.scopeColumn || defaultColumn.byDepartment,
            values: await this.depts.under(caller.tenantId, departments),
          },
        ];
      case dataScopeType.custom:
        // The rule value lists the department ids whose rows the scope shows.
        return [
          {
            column: scope.scopeColumn || defaultColumn.byDepartment,
            values: (scope.scopeValue ?? '')
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          },
        ];
      default:
        // A type the catalogue does not define (stored before a change, say) shows nothing.
        return [];
    }
  }
}
