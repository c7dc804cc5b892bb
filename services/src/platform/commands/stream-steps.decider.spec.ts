import { given } from '@platform/commands/given-when-then';
import { RefusedError, ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { resourceDecider } from '@platform/resource-registry/resource.decider';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleMenusGranted } from '@services/system/role/role.events';
import { roleResource } from '@services/system/role/role.resource';
import { streamStepsDecider } from '@platform/commands/stream-steps.decider';
import { tenantCodeDecider } from '@services/system/tenant/tenant-code.decider';

const at = '2026-01-01T00:00:00.000Z';
const reserve = { tenantId: '100001', tenantName: '健身房', recordId: '7' };
const reserved = { type: 'tenant.codeReserved' as const, data: reserve };
const role = {
  id: '9',
  tenantId: '100001',
  roleName: '管理员',
  roleAlias: 'admin',
  createUser: '1',
  createDept: '1',
  createTime: at,
  updateUser: '1',
  updateTime: at,
  status: 1,
};
const create = { decider: resourceDecider(roleResource), command: { kind: 'create', record: role } };
const lists = { menuIds: ['1'], dataScopeIds: [], apiScopeIds: [] };
const grant = { decider: roleGrantDecider, command: { id: '9', tenantId: '100001', lists, userId: '1', at } };

describe('streamStepsDecider', () => {
  it('decides each step on the events so far, those of earlier steps included', () => {
    given(streamStepsDecider, [])
      .when([create, grant])
      .then([
        { type: 'role.created', data: role },
        { type: roleMenusGranted, data: expect.objectContaining({ roleId: '9', menuIds: ['1'] }) },
      ]);
  });

  it('refuses the whole when one step refuses', () => {
    given(streamStepsDecider, []).when([grant]).thenRefuses(NotFoundError, '角色不存在');
    given(streamStepsDecider, [{ type: 'role.created', data: role }])
      .when([create, grant])
      .thenRefuses(ConflictError);
  });
});

describe('tenantCodeDecider', () => {
  it('reserves a free tenant number, and refuses one already taken', () => {
    given(tenantCodeDecider, []).when(reserve).then([reserved]);
    given(tenantCodeDecider, [reserved]).when(reserve).thenRefuses(RefusedError, '租户ID已存在');
  });
});
