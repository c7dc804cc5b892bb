import { fold } from '@platform/commands/decider';
import { NotFoundError } from '@platform/errors/domain-errors';
import { roleGrantDecider } from '@services/system/role/role-grant.decider';
import { roleMenusGranted } from '@services/system/role/role.events';

const lists = { menuIds: ['11', '12'], dataScopeIds: ['21'], apiScopeIds: [] };
const command = { id: '7', tenantId: '000000', lists, userId: '1', at: '2026-01-01T00:00:00.000Z' };
const created = { type: 'role.created', data: { id: '7', tenantId: '000000' } };

describe('roleGrantDecider', () => {
  it('grants the full lists to a present role of the tenant', () => {
    const state = fold(roleGrantDecider, [created]);
    expect(roleGrantDecider.decide(command, state)).toEqual([
      {
        type: roleMenusGranted,
        data: { roleId: '7', tenantId: '000000', ...lists, grantedBy: '1', grantedAt: command.at },
      },
    ]);
  });

  it('decides nothing when the lists are those already granted', () => {
    const [granted] = roleGrantDecider.decide(command, fold(roleGrantDecider, [created]));
    const state = fold(roleGrantDecider, [created, granted!]);
    expect(roleGrantDecider.decide(command, state)).toEqual([]);
    expect(roleGrantDecider.decide({ ...command, lists: { ...lists, menuIds: [] } }, state)).toHaveLength(1);
  });

  it('refuses an absent, removed or foreign role as missing', () => {
    const removed = { type: 'role.removed', data: { id: '7' } };
    expect(() => roleGrantDecider.decide(command, fold(roleGrantDecider, []))).toThrow(NotFoundError);
    expect(() => roleGrantDecider.decide(command, fold(roleGrantDecider, [created, removed]))).toThrow(
      NotFoundError,
    );
    const foreign = fold(roleGrantDecider, [created]);
    expect(() => roleGrantDecider.decide({ ...command, tenantId: '000042' }, foreign)).toThrow('角色不存在');
  });
});
