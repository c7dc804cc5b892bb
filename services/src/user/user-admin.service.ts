import { createHash } from 'node:crypto';
import { executeAllOrNothing, executeAsOne } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, NotFoundError, ValidationError } from '@platform/errors/domain-errors';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import type { PasswordHasher } from '@services/user/passwords/password-hasher';
import type { ParamQueries } from '@projections/system/param/param.queries';
import { runForEachUser } from '@services/user/user-batch';
import { type CreateUser, webUserType } from '@services/user/user.commands';
import type { UserProfile } from '@services/user/user.events';
import { accountTaken, userAccountKey } from '@services/user/user-account.key';
import { userDecider } from '@services/user/user.decider';
import { userStreamId } from '@services/user/user.stream';
import type { UserQueriesRepository, UserRecord } from '@services/user/user-queries.repository';
import type { UserForm } from '@services/user/user.schemas';

/** The parameter that holds the password a reset gives, as the user would type it. */
const initPasswordKey = 'account.initPassword';
/** BladeX's default when neither the tenant nor the platform sets it. */
const fallbackInitPassword = '123456';

export const userNotFound = '用户不存在';

export interface UserAdminDeps {
  executor: CommandExecutor;
  ids: SnowflakeIdGenerator;
  hasher: PasswordHasher;
  queries: UserQueriesRepository;
  params: ParamQueries;
}

/**
 * What administrators do to the users of their tenant. Each method checks what spans users
 * (account uniqueness) or needs secrets (hashing), then leaves the rules of one user to its
 * decider. Every write answers after the read model shows it.
 */
export class UserAdminService {
  constructor(private readonly deps: UserAdminDeps) {}

  /** blade-user/submit and update: creates without an id, else updates; answers the saved user. */
  async save(form: UserForm, context: RequestContext, at: Date): Promise<UserRecord> {
    const { id } =
      form.id !== undefined
        ? await this.update(form.id, form, context, at)
        : await this.create(form, context, at);
    const saved = await this.deps.queries.findRecord(context.tenantId, id);
    if (!saved) throw new NotFoundError(userNotFound);
    return saved;
  }

  /** All or nothing; the accounts of the removed users are free again. */
  async remove(ids: readonly string[], context: RequestContext, at: Date): Promise<void> {
    const metadata = commandMetadata(context, at);
    const accountOf = await this.deps.queries.accountsOf(context.tenantId, ids);
    const targets = ids.flatMap((id) =>
      [
        stepOn(userStreamId(id), userDecider, { type: 'RemoveUser', data: {}, metadata }),
        ...uniqueKeySteps(userAccountKey, context.tenantId, id, metadata.at).release(accountOf.get(id)),
      ].map((target) => ({ ...target, id })),
    );
    await executeAllOrNothing(this.deps.executor, streamStepsDecider, targets, context, at);
  }

  async grant(
    userIds: readonly string[],
    roleIds: string[],
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    const data = { roleIds };
    await runForEachUser(
      this.deps.executor,
      userIds,
      (metadata) => ({ type: 'GrantRoles', data, metadata }),
      context,
      at,
    );
  }

  async unlock(userIds: readonly string[], context: RequestContext, at: Date): Promise<void> {
    await runForEachUser(
      this.deps.executor,
      userIds,
      (metadata) => ({ type: 'Unlock', data: {}, metadata }),
      context,
      at,
    );
  }

  /** user/update-platform: the user's settings for one client platform, replaced whole. */
  async updatePlatform(
    userId: string,
    data: { userType: number; userExt: string | null },
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    await runForEachUser(
      this.deps.executor,
      [userId],
      (metadata) => ({ type: 'UpdatePlatform', data, metadata }),
      context,
      at,
    );
  }

  /** Sets each user's password to the tenant's initial password. */
  async resetPassword(userIds: readonly string[], context: RequestContext, at: Date): Promise<void> {
    const initPassword =
      (await this.deps.params.value(context.tenantId, initPasswordKey)) ?? fallbackInitPassword;
    // One hash for all: the initial password is known to everyone it is given to, so separate
    // salts would protect nothing, and argon2 costs 64 MiB per hash.
    const passwordHash = await this.deps.hasher.hashPassword(md5Hex(initPassword));
    const data = { passwordHash, reset: true };
    await runForEachUser(
      this.deps.executor,
      userIds,
      (metadata) => ({ type: 'ChangePassword', data, metadata }),
      context,
      at,
    );
  }

  /**
   * What creating a user in the caller's tenant writes: checks the password is given and the
   * account free, then draws the id and hashes the password. `status` 1 signs in at once.
   */
  async newUserData(form: UserForm, context: RequestContext, status = 1): Promise<CreateUser['data']> {
    if (!form.password) throw new ValidationError('请输入密码', 'password');
    await this.refuseTakenAccount(context.tenantId, form.account);
    return {
      ...profileOf(form, undefined),
      id: this.deps.ids.next(),
      passwordHash: await this.deps.hasher.hashPassword(form.password),
      status,
      createDept: context.deptId || '0',
    };
  }

  private async create(form: UserForm, context: RequestContext, at: Date): Promise<{ id: string }> {
    const data = await this.newUserData(form, context);
    const { id } = data;
    const metadata = commandMetadata(context, at);
    await executeAsOne(
      this.deps.executor,
      [
        stepOn(userStreamId(id), userDecider, { type: 'CreateUser', data, metadata }),
        uniqueKeySteps(userAccountKey, context.tenantId, id, metadata.at).hold(data.account),
      ],
      context,
      at,
    );
    return { id };
  }

  /** Fields the body leaves out keep their stored values; a password here is ignored (it has its own calls). */
  private async update(
    id: string,
    form: UserForm,
    context: RequestContext,
    at: Date,
  ): Promise<{ id: string }> {
    const current = await this.deps.queries.findRecord(context.tenantId, id);
    if (!current) throw new NotFoundError(userNotFound);
    await this.refuseTakenAccount(context.tenantId, form.account, id);
    const data = profileOf(form, current);
    const metadata = commandMetadata(context, at);
    await executeAsOne(
      this.deps.executor,
      [
        stepOn(userStreamId(id), userDecider, { type: 'UpdateUser', data, metadata }),
        ...uniqueKeySteps(userAccountKey, context.tenantId, id, metadata.at).move(
          current.account,
          data.account,
        ),
      ],
      context,
      at,
    );
    return { id };
  }

  /**
   * The friendly answer before anything is written; the account's own stream (userAccountKey),
   * written with the user, is what holds under racing saves.
   */
  private async refuseTakenAccount(tenantId: string, account: string, exceptId?: string): Promise<void> {
    if (await this.deps.queries.isAccountTaken(tenantId, account, exceptId))
      throw new RefusedError(accountTaken);
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
