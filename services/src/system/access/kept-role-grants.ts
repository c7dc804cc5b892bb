import { ReadModelCache } from '@platform/read-model-cache/read-model-cache';
import type { ReadModelChanges } from '@platform/read-model-cache/read-model-changes';
import { grantedCodeTables, type RoleMenuQueries } from '@projections/system/role-menu/role-menu.queries';
import {
  apiScopeCatalogueTables,
  type GrantedDataScope,
  grantedDataScopeTables,
  grantedScopeTables,
  type RoleScopeQueries,
} from '@projections/system/role-scope/role-scope.queries';

type ApiScope = { id: string; scopePath: string };

/** Roles a process keeps the grants of: far more than a tenant's back office has. */
const maxRoles = 10_000;
/** Roles times the resources whose rows data scopes may narrow. */
const maxRoleResources = 100_000;
const catalogueKey = 'api-scopes';

/**
 * What the permission checks read, kept in memory (ReadModelCache): the button codes, the API
 * scopes and the data scopes each role of a tenant is granted, and the API-scope catalogue. A
 * grant, a menu's code or a scope that changes is read again at the next call, in every process.
 */
export class KeptRoleGrants {
  private readonly codes: ReadModelCache<ReadonlySet<string>>;
  private readonly apiScopes: ReadModelCache<ReadonlySet<string>>;
  private readonly catalogue: ReadModelCache<readonly ApiScope[]>;
  private readonly dataScopes: ReadModelCache<readonly GrantedDataScope[]>;

  constructor(
    changes: ReadModelChanges,
    private readonly roleMenus: RoleMenuQueries,
    private readonly scopes: RoleScopeQueries,
  ) {
    this.codes = new ReadModelCache(changes, grantedCodeTables, maxRoles);
    this.apiScopes = new ReadModelCache(changes, grantedScopeTables, maxRoles);
    this.catalogue = new ReadModelCache(changes, apiScopeCatalogueTables, 1);
    this.dataScopes = new ReadModelCache(changes, grantedDataScopeTables, maxRoleResources);
  }

  codesOf(tenantId: string, roleId: string): Promise<ReadonlySet<string>> {
    return this.codes.read(
      roleKey(tenantId, roleId),
      async () => new Set(await this.roleMenus.grantedCodes(tenantId, roleId)),
    );
  }

  apiScopesOf(tenantId: string, roleId: string): Promise<ReadonlySet<string>> {
    return this.apiScopes.read(
      roleKey(tenantId, roleId),
      async () => new Set(await this.scopes.grantedScopeIds(tenantId, [roleId], 'api')),
    );
  }

  apiScopeCatalogue(): Promise<readonly ApiScope[]> {
    return this.catalogue.read(catalogueKey, () => this.scopes.apiScopePaths());
  }

  /** The data scopes on `resourceCode` that any of the roles grants, each once. */
  async dataScopesOf(
    tenantId: string,
    roleIds: readonly string[],
    resourceCode: string,
  ): Promise<GrantedDataScope[]> {
    const granted = await Promise.all(
      roleIds.map((roleId) =>
        this.dataScopes.read(`${roleKey(tenantId, roleId)}:${resourceCode}`, () =>
          this.scopes.grantedDataScopes(tenantId, [roleId], resourceCode),
        ),
      ),
    );
    const distinct = new Map(granted.flat().map((scope) => [JSON.stringify(scope), scope]));
    return [...distinct.values()];
  }
}

const roleKey = (tenantId: string, roleId: string) => `${tenantId}:${roleId}`;
