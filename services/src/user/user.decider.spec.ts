import { given } from '@platform/commands/given-when-then';
import { RefusedError, ConflictError, ForbiddenError, NotFoundError } from '@platform/errors/domain-errors';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import { webUserType } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import type { UserCreated, UserProfile, UserRemoved } from '@services/user/user.events';

const tenantId = '000000';
const admin = '1123598821738675201';
const id = '1858000000000000001';
const createdAt = '2026-11-21T01:00:00.000Z';
const later = '2026-11-21T02:00:00.000Z';

const by = (callerId: string, tenant = tenantId): CommandMetadata => ({
  tenantId: tenant,
  callerId,
  at: later,
});

const profile: UserProfile = {
  account: 'zhangsan',
  code: 'U001',
  userType: webUserType,
  name: '小张',
  realName: '张三',
  avatar: null,
  email: 'zhangsan@example.com',
  phone: '13800000000',
  birthday: '1990-05-01',
  sex: 1,
  roleIds: ['11', '12'],
  deptIds: ['21'],
  postIds: [],
};
const created: UserCreated = {
  type: 'UserCreated',
  data: {
    id,
    tenantId,
    ...profile,
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    status: 1,
    createUser: admin,
    createDept: '21',
    createTime: createdAt,
  },
};
const removed: UserRemoved = { type: 'UserRemoved', data: { id, by: admin, at: later } };
const ownInfo = {
  avatar: 'https://oss/avatar.png',
  name: '阿张',
  realName: '张三',
  phone: null,
  email: null,
};

describe('user decider', () => {
  describe('CreateUser', () => {
    const command = {
      type: 'CreateUser' as const,
      data: { id, ...profile, passwordHash: created.data.passwordHash, status: 1, createDept: '21' },
      metadata: { tenantId, callerId: admin, at: createdAt },
    };
    it('records the user in the tenant of the command, created by the caller', () => {
      given(userDecider, []).when(command).then([created]);
    });
    it('refuses an id that is taken', () => {
      given(userDecider, [created]).when(command).thenRefuses(ConflictError, '用户已存在');
    });
    it('refuses an id that was taken by a removed user', () => {
      given(userDecider, [created, removed]).when(command).thenRefuses(ConflictError);
    });
  });

  describe('UpdateUser', () => {
    const edited = { ...profile, name: '张工', roleIds: ['12'], deptIds: ['21', '22'], postIds: ['31'] };
    it('records the whole profile with who changed it', () => {
      given(userDecider, [created])
        .when({ type: 'UpdateUser', data: edited, metadata: by(admin) })
        .then([{ type: 'UserUpdated', data: { id, ...edited, by: admin, at: later } }]);
    });
    it('leaves out properties that are not profile fields', () => {
      const withExtras = { ...edited, passwordHash: 'smuggled' };
      given(userDecider, [created])
        .when({ type: 'UpdateUser', data: withExtras, metadata: by(admin) })
        .then([{ type: 'UserUpdated', data: { id, ...edited, by: admin, at: later } }]);
    });
    it('records ids given in a new order', () => {
      const reordered = { ...profile, roleIds: ['12', '11'] };
      given(userDecider, [created])
        .when({ type: 'UpdateUser', data: reordered, metadata: by(admin) })
        .then([{ type: 'UserUpdated', data: { id, ...reordered, by: admin, at: later } }]);
    });
    it('records nothing when nothing changes', () => {
      given(userDecider, [created])
        .when({ type: 'UpdateUser', data: { ...profile, roleIds: ['11', '12'] }, metadata: by(admin) })
        .thenNothing();
    });
    it("refuses another tenant's user as if it did not exist", () => {
      given(userDecider, [created])
        .when({ type: 'UpdateUser', data: edited, metadata: by(admin, '000042') })
        .thenRefuses(NotFoundError, '用户不存在');
    });
    it('refuses a user that never existed', () => {
      given(userDecider, [])
        .when({ type: 'UpdateUser', data: edited, metadata: by(admin) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
    it('refuses a removed user', () => {
      given(userDecider, [created, removed])
        .when({ type: 'UpdateUser', data: edited, metadata: by(admin) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('UpdateOwnInfo', () => {
    it('records the personal info the user changed', () => {
      given(userDecider, [created])
        .when({ type: 'UpdateOwnInfo', data: ownInfo, metadata: by(id) })
        .then([{ type: 'UserOwnInfoUpdated', data: { id, ...ownInfo, at: later } }]);
    });
    it('records nothing when nothing changes', () => {
      const same = {
        avatar: null,
        name: '小张',
        realName: '张三',
        phone: '13800000000',
        email: profile.email,
      };
      given(userDecider, [created])
        .when({ type: 'UpdateOwnInfo', data: same, metadata: by(id) })
        .thenNothing();
    });
    it("refuses to change someone else's info", () => {
      given(userDecider, [created])
        .when({ type: 'UpdateOwnInfo', data: ownInfo, metadata: by(admin) })
        .thenRefuses(ForbiddenError, '只能修改本人的信息');
    });
    it('refuses a removed user', () => {
      given(userDecider, [created, removed])
        .when({ type: 'UpdateOwnInfo', data: ownInfo, metadata: by(id) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('GrantRoles', () => {
    it('records the granted roles', () => {
      given(userDecider, [created])
        .when({ type: 'GrantRoles', data: { roleIds: ['13'] }, metadata: by(admin) })
        .then([{ type: 'UserRolesGranted', data: { id, roleIds: ['13'], by: admin, at: later } }]);
    });
    it('records nothing when the user already has exactly those roles', () => {
      given(userDecider, [created])
        .when({ type: 'GrantRoles', data: { roleIds: ['11', '12'] }, metadata: by(admin) })
        .thenNothing();
    });
    it("refuses another tenant's user", () => {
      given(userDecider, [created])
        .when({ type: 'GrantRoles', data: { roleIds: ['13'] }, metadata: by(admin, '000042') })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('ChangePassword', () => {
    const passwordHash = '$argon2id$v=19$m=65536,t=3,p=4$bmV3$bmV3aGFzaA';
    it("records the user's own change", () => {
      given(userDecider, [created])
        .when({ type: 'ChangePassword', data: { passwordHash, reset: false }, metadata: by(id) })
        .then([{ type: 'UserPasswordChanged', data: { id, passwordHash, reset: false, by: id, at: later } }]);
    });
    it("records an administrator's reset", () => {
      given(userDecider, [created])
        .when({ type: 'ChangePassword', data: { passwordHash, reset: true }, metadata: by(admin) })
        .then([
          { type: 'UserPasswordChanged', data: { id, passwordHash, reset: true, by: admin, at: later } },
        ]);
    });
    it("refuses an own change of someone else's password", () => {
      given(userDecider, [created])
        .when({ type: 'ChangePassword', data: { passwordHash, reset: false }, metadata: by(admin) })
        .thenRefuses(ForbiddenError, '只能修改本人的密码');
    });
    it('refuses a user that never existed', () => {
      given(userDecider, [])
        .when({ type: 'ChangePassword', data: { passwordHash, reset: true }, metadata: by(admin) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('RecordLoggedOut', () => {
    it('records the logout', () => {
      given(userDecider, [created])
        .when({ type: 'RecordLoggedOut', data: {}, metadata: by(id) })
        .then([{ type: 'UserLoggedOut', data: { id, at: later } }]);
    });
    it('refuses a removed user', () => {
      given(userDecider, [created, removed])
        .when({ type: 'RecordLoggedOut', data: {}, metadata: by(id) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });

  describe('RemoveUser', () => {
    it('records the removal', () => {
      given(userDecider, [created])
        .when({ type: 'RemoveUser', data: {}, metadata: by(admin) })
        .then([removed]);
    });
    it('refuses to remove the caller themself', () => {
      given(userDecider, [created])
        .when({ type: 'RemoveUser', data: {}, metadata: by(id) })
        .thenRefuses(RefusedError, '不能删除本账号');
    });
    it('refuses to remove twice', () => {
      given(userDecider, [created, removed])
        .when({ type: 'RemoveUser', data: {}, metadata: by(admin) })
        .thenRefuses(NotFoundError, '用户不存在');
    });
    it("refuses another tenant's user", () => {
      given(userDecider, [created])
        .when({ type: 'RemoveUser', data: {}, metadata: by(admin, '000042') })
        .thenRefuses(NotFoundError, '用户不存在');
    });
  });
});

describe('a registration awaiting approval', () => {
  const awaiting: UserCreated = { ...created, data: { ...created.data, status: 0 } };

  it('is approved once, by an administrator', () => {
    given(userDecider, [awaiting])
      .when({ type: 'ApproveRegistration', data: {}, metadata: by(admin) })
      .then([{ type: 'UserRegistrationApproved', data: { id, by: admin, at: later } }]);
    given(userDecider, [awaiting, { type: 'UserRegistrationApproved', data: { id, by: admin, at: later } }])
      .when({ type: 'ApproveRegistration', data: {}, metadata: by(admin) })
      .thenRefuses(RefusedError, '该用户没有待审核的注册申请');
  });

  it('is refused, which ends the user', () => {
    const refused = { type: 'UserRegistrationRefused' as const, data: { id, by: admin, at: later } };
    given(userDecider, [awaiting])
      .when({ type: 'RefuseRegistration', data: {}, metadata: by(admin) })
      .then([refused]);
    given(userDecider, [awaiting, refused])
      .when({ type: 'ApproveRegistration', data: {}, metadata: by(admin) })
      .thenRefuses(NotFoundError);
  });

  it('cannot be decided for a user who never awaited approval, nor from another tenant', () => {
    given(userDecider, [created])
      .when({ type: 'RefuseRegistration', data: {}, metadata: by(admin) })
      .thenRefuses(RefusedError, '该用户没有待审核的注册申请');
    given(userDecider, [awaiting])
      .when({ type: 'ApproveRegistration', data: {}, metadata: by(admin, '100001') })
      .thenRefuses(NotFoundError);
  });
});
