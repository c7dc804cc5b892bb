import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAllOrNothing, executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { onNewStream, stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, ValidationError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { ParamQueries } from '@projections/system/param/param.queries';
import { UserQueries } from '@projections/user/user/user.queries';
import { foundUser } from '@services/user/found-user';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { accountTaken, userAccountKey } from '@services/user/user-account.key';
import { runForEachUser } from '@services/user/user-batch';
import { type CreateUser, webUserType } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import type { UserProfile } from '@services/user/user.events';
import type { PlatformUpdate, UserForm } from '@services/user/user.schemas';
import type { UserRecord } from '@services/user/user.wire';
import { userStreamId } from '@services/user/user.stream';

/** The parameter that holds the password a reset gives, as the user would type it. */
const initPasswordKey = 'account.initPassword';
/** BladeX's default when neither the tenant nor the platform sets it. */
const fallbackInitPassword = '123456';

/**
 * What administrators do to the users of their tenant. Each method checks what spans users
 * (account uniqueness) or needs secrets (hashing), then leaves the rules of one user to its
 * decider. Every write answers after the read model shows it.
 */
@Injectable()
export class UserHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
    private readonly users: UserQueries,
    private readonly params: ParamQueries,
    private readonly references: ReferenceChecks,
  ) {}

  /** blade-user/submit and update: creates without an id, else updates; answers the saved user. */
  async save(form: UserForm, caller: RequestContext): Promise<UserRecord> {
    const id =
      form.id !== undefined ? await this.update(form.id, form, caller) : await this.create(form, caller);
    return foundUser(await this.users.findRecord(caller.tenantId, id));
  }

  /** All or nothing; the accounts of the removed users are free again. */
  async remove(ids: readonly string[], caller: RequestContext): Promise<void> {
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const accountOf = await this.users.accountsOf(caller.tenantId, ids);
    const targets = ids.flatMap((id) =>
      [
        stepOn(userStreamId(id), userDecider, { type: 'RemoveUser', data: {}, metadata }),
        ...uniqueKeySteps(userAccountKey, caller.tenantId, id, metadata.at).release(accountOf.get(id)),
      ].map((target) => ({ ...target, id })),
    );
    await executeAllOrNothing(this.executor, streamStepsDecider, targets, caller, at);
  }

  async grant(userIds: readonly string[], roleIds: string[], caller: RequestContext): Promise<void> {
    await this.references.assertExist('blade_user', { roleIds }, caller.tenantId);
    await runForEachUser(this.executor, userIds, 'GrantRoles', { roleIds }, caller, this.clock.now());
  }

  async unlock(userIds: readonly string[], caller: RequestContext): Promise<void> {
    await runForEachUser(this.executor, userIds, 'Unlock', {}, caller, this.clock.now());
  }

  /** user/update-platform: the user's settings for one client platform, replaced whole. */
  async updatePlatform({ userId, ...data }: PlatformUpdate, caller: RequestContext): Promise<void> {
    await runForEachUser(this.executor, [userId], 'UpdatePlatform', data, caller, this.clock.now());
  }

  /** Sets each user's password to the tenant's initial password. */
  async resetPassword(userIds: readonly string[], caller: RequestContext): Promise<void> {
    const initPassword = (await this.params.value(caller.tenantId, initPasswordKey)) ?? fallbackInitPassword;
    // One hash for all: the initial password is known to everyone it is given to, so separate
    // salts would protect nothing, and argon2 costs 64 MiB per hash.
    const passwordHash = await this.hasher.hashPassword(md5Hex(initPassword));
    const data = { passwordHash, reset: true };
    await runForEachUser(this.executor, userIds, 'ChangePassword', data, caller, this.clock.now());
  }

  /**
   * What creating a user in the caller's tenant writes: checks the password is given, the
   * account free and the roles, departments and posts the tenant's, then draws the id and
   * hashes the password. `status` 1 signs in at once.
   */
  async newUserData(form: UserForm, caller: RequestContext, status = 1): Promise<CreateUser['data']> {
    if (!form.password) throw new ValidationError('请输入密码', 'password');
    await this.refuseTakenAccount(caller.tenantId, form.account);
    await this.references.assertExist('blade_user', form, caller.tenantId);
    return {
      ...profileOf(form, undefined),
      id: this.ids.next(),
      passwordHash: await this.hasher.hashPassword(form.password),
      status,
      createDept: caller.deptId || '0',
    };
  }

  private async create(form: UserForm, caller: RequestContext): Promise<string> {
    const data = await this.newUserData(form, caller);
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const steps = [
      onNewStream(stepOn(userStreamId(data.id), userDecider, { type: 'CreateUser', data, metadata })),
      uniqueKeySteps(userAccountKey, caller.tenantId, data.id, metadata.at).claim(data.account),
    ];
    await executeAsOne(this.executor, steps, caller, at);
    return data.id;
  }

  /** Fields the body leaves out keep their stored values; a password here is ignored (it has its own calls). */
  private async update(id: string, form: UserForm, caller: RequestContext): Promise<string> {
    const current = foundUser(await this.users.findRecord(caller.tenantId, id));
    await this.refuseTakenAccount(caller.tenantId, form.account, id);
    await this.references.assertExist('blade_user', form, caller.tenantId);
    const data = profileOf(form, current);
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const accounts = uniqueKeySteps(userAccountKey, caller.tenantId, id, metadata.at);
    const steps = [
      stepOn(userStreamId(id), userDecider, { type: 'UpdateUser', data, metadata }),
      ...accounts.move(current.account, data.account),
    ];
    await executeAsOne(this.executor, steps, caller, at);
    return id;
  }

  /**
   * The friendly answer before anything is written; the account's own stream (userAccountKey),
   * written with the user, is what holds under racing saves.
   */
  private async refuseTakenAccount(tenantId: string, account: string, exceptId?: string): Promise<void> {
    if (await this.users.isAccountTaken(tenantId, account, exceptId)) throw new RefusedError(accountTaken);
  }
}

function profileOf(form: UserForm, current: UserRecord | undefined): UserProfile {
  const keep = <T>(given: T | undefined, stored: T): T => (given === undefined ? stored : given);
  return {
    account: form.account,
    name: form.name,
    realName: form.realName,
    code: keep(form.code, current?.code ?? null),
    userType: keep(form.userType, current?.userType ?? webUserType) ?? webUserType,
    avatar: keep(form.avatar, current?.avatar ?? null),
    email: keep(form.email, current?.email ?? null),
    phone: keep(form.phone, current?.phone ?? null),
    birthday: keep(form.birthday, current?.birthday ?? null),
    sex: keep(form.sex, current?.sex ?? null),
    roleIds: keep(form.roleId, commaList(current?.roleId)),
    deptIds: keep(form.deptId, commaList(current?.deptId)),
    postIds: keep(form.postId, commaList(current?.postId)),
  };
}

function commaList(text: string | undefined): string[] {
  return text ? text.split(',').filter((id) => id !== '') : [];
}

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
