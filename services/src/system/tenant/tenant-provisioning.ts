import { createHash } from 'node:crypto';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import type { EventStore } from '@platform/event-store/event-store.port';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { stateOf } from '@platform/commands/stream-state';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { newRecord } from '@platform/resource-registry/resource.events';
import type { ResourceRepository } from '@platform/resource-registry/resource.repository';
import {
  type CreateUser,
  type PasswordHasher,
  userAccountKey,
  userDecider,
  userStreamId,
  webUserType,
} from '@services/user/user.public';
import type { MenuQueries } from '@projections/system/menu/menu.queries';
import { deptResource } from '@services/system/dept/dept.resource';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleResource } from '@services/system/role/role.resource';
import {
  packageMenuIds,
  tenantPackageResource,
} from '@services/system/tenant-package/tenant-package.resource';
import { tenantResource } from '@services/system/tenant/tenant.resource';
import type { StreamStep } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import {
  tenantCodeDecider,
  tenantCodeStreamId,
  tenantCodeTaken,
} from '@services/system/tenant/tenant-code.decider';

/** BladeX's first account of every tenant; its password is changed after the first login. */
const tenantAdminAccount = 'admin';
const tenantAdminPassword = 'admin';
const tenantAdminRoleAlias = 'admin';

export interface TenantProvisioningDeps {
  executor: CommandExecutor;
  store: EventStore;
  ids: SnowflakeIdGenerator;
  hasher: PasswordHasher;
  records: ResourceRepository;
  menus: MenuQueries;
}

/**
 * tenant/submit without an id: the tenant record and, inside the new tenant, its administrator
 * account (admin/admin), an administrator role granted the package's menus (every menu without
 * a package) and a root department. All of it is one append over six streams, so it is all or
 * nothing; the tenant number's own stream (tenant-code.decider.ts) makes the number unique. A
 * retry of the same creation (same number and name, e.g. after a lost answer) finds the number
 * taken by that very tenant and answers it, writing nothing. Needs a store that appends to
 * several streams at once (PostgreSQL, PGlite); EventStoreDB refuses, as for every bulk call.
 */
export async function provisionTenant(
  deps: TenantProvisioningDeps,
  values: Record<string, unknown>,
  context: RequestContext,
  at: Date,
): Promise<string> {
  const tenantId = String(values.tenantId);
  const tenantName = String(values.tenantName);
  const code = await stateOf(deps.store, tenantCodeDecider, tenantCodeStreamId(tenantId));
  if (code.status === 'taken') {
    if (code.reservation.tenantName === tenantName) return code.reservation.recordId;
    throw new RefusedError(tenantCodeTaken);
  }
  // Tenants older than the number streams (the seeded platform) are only in the read model.
  const taken = await deps.records.select(tenantResource, context.tenantId, [
    { field: 'tenantId', op: '=', value: tenantId },
  ]);
  if (taken.length > 0) throw new RefusedError(tenantCodeTaken);

  const menuIds = await packageMenus(deps, values.packageId, context.tenantId);
  const passwordHash = await deps.hasher.hashPassword(md5Hex(tenantAdminPassword));
  const time = at.toISOString();
  const ids = {
    tenant: deps.ids.next(),
    role: deps.ids.next(),
    dept: deps.ids.next(),
    user: deps.ids.next(),
  };
  const author = { tenantId, userId: context.userId, deptId: context.deptId || '0' };
  const step = (resource: Resource, id: string, fields: Record<string, unknown>): StreamStep => ({
    decider: resourceDecider(resource),
    command: { kind: 'create', record: newRecord(resource.scope, id, fields, author, time) },
  });
  const roleGrant = {
    id: ids.role,
    tenantId,
    lists: { menuIds, dataScopeIds: [], apiScopeIds: [] },
    userId: context.userId,
    at: time,
  };
  const dept = {
    parentId: '0',
    deptName: tenantName,
    fullName: tenantName,
    deptCategory: 1,
    sort: 1,
    remark: null,
  };
  const role = { parentId: '0', roleName: '管理员', roleAlias: tenantAdminRoleAlias, sort: 1 };
  const targets: Array<{ streamId: string; command: StreamStep[] }> = [
    {
      streamId: tenantCodeStreamId(tenantId),
      command: [{ decider: tenantCodeDecider, command: { tenantId, tenantName, recordId: ids.tenant } }],
    },
    { streamId: tenantResource.streamId(ids.tenant), command: [step(tenantResource, ids.tenant, values)] },
    { streamId: deptResource.streamId(ids.dept), command: [step(deptResource, ids.dept, dept)] },
    {
      streamId: roleResource.streamId(ids.role),
      command: [step(roleResource, ids.role, role), { decider: roleGrantDecider, command: roleGrant }],
    },
    {
      streamId: userStreamId(ids.user),
      command: [
        {
          decider: userDecider,
          command: adminUser(ids, passwordHash, tenantId, author.userId, author.deptId, time),
        },
      ],
    },
    uniqueKeySteps(userAccountKey, tenantId, ids.user, time).claim(tenantAdminAccount),
  ];
  // A racing creation of the number loses on the number's stream: its refusal is the answer.
  await executeAsOne(deps.executor, targets, context, at);
  return ids.tenant;
}

/** The package's menus, or every menu when the tenant has no package. */
async function packageMenus(
  deps: TenantProvisioningDeps,
  packageId: unknown,
  callerTenantId: string,
): Promise<string[]> {
  if (typeof packageId !== 'string') return (await deps.menus.all()).map((menu) => menu.id);
  const found = await deps.records.detail(tenantPackageResource, callerTenantId, packageId);
  if (!found) throw new RefusedError('产品包不存在');
  return packageMenuIds(String(found.menuId));
}

function adminUser(
  ids: { user: string; role: string; dept: string },
  passwordHash: string,
  tenantId: string,
  callerId: string,
  createDept: string,
  at: string,
): CreateUser {
  return {
    type: 'CreateUser',
    data: {
      id: ids.user,
      account: tenantAdminAccount,
      code: null,
      userType: webUserType,
      name: tenantAdminAccount,
      realName: tenantAdminAccount,
      avatar: null,
      email: null,
      phone: null,
      birthday: null,
      sex: null,
      roleIds: [ids.role],
      deptIds: [ids.dept],
      postIds: [],
      passwordHash,
      status: 1,
      createDept,
    },
    metadata: { tenantId, callerId, at },
  };
}

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
