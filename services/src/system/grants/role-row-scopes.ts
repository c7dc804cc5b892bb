import { everyRow, type RowRule, type RowScope, RowScopes } from '@platform/access/row-scopes';
import type { RequestContext } from '@platform/context/request-context';
import type { GrantsRepository } from '@services/system/grants/grants.repository';
import { dataScopeType } from '@services/system/grants/scope-category';
import type { GrantedDataScope, ScopesRepository } from '@services/system/grants/scopes.repository';

/** What rows a scope is about unless it names its own column. */
const defaultColumn = { byUser: 'create_user', byDepartment: 'create_dept' } as const;

type ScopeType = (typeof dataScopeType)[keyof typeof dataScopeType];

/**
 * Data scopes through roles (WIRE.md): a resource no granted scope covers shows every row, as do
 * the administrator and a granted "all"; otherwise the rows any granted scope allows. A scope of
 * an unknown type allows nothing.
 */
export class RoleRowScopes extends RowScopes {
  constructor(
    private readonly grants: GrantsRepository,
    private readonly scopes: ScopesRepository,
  ) {
    super();
  }

  async scopeFor(caller: RequestContext, resourceCode: string): Promise<RowScope> {
    const { tenantId, roleIds } = caller;
    if (await this.grants.includesAdministrator(tenantId, roleIds)) return everyRow;
    const granted = await this.scopes.grantedDataScopes(tenantId, roleIds, resourceCode);
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
            values: await this.scopes.departmentsUnder(caller.tenantId, departments),
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
