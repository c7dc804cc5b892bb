import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { onNewStream, stepOn, type StreamStepsTarget } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { parseWith } from '@platform/http/zod-validation';
import { ParamQueries } from '@projections/system/param/param.queries';
import { TenantQueries } from '@projections/system/tenant/tenant.queries';
import { OAuthClaimQueries } from '@projections/user/oauth-claim/oauth-claim.queries';
import { UserQueries } from '@projections/user/user/user.queries';
import { type OAuthIdentityCommand, oauthIdentityDecider } from '@services/user/oauth/oauth-identity.decider';
import { oauthIdentityStreamId } from '@services/user/oauth/oauth-identity.stream';
import { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
import { userAccountKey } from '@services/user/user-account.key';
import { runForEachUser } from '@services/user/user-batch';
import { awaitingApprovalStatus, type UserCommand } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { UserHandlers } from '@services/user/user.handlers';
import {
  type GuestRegistrationForm,
  type RegistrationForm,
  type UserForm,
  userFormSchema,
} from '@services/user/user.schemas';
import { userStreamId } from '@services/user/user.stream';

export const registrationClosed = '当前系统未开启注册功能';
export const unknownIdentity = '第三方账号不存在,请重新进行第三方登录';
const unknownTenant = '租户不存在';
const registerUserKey = 'account.registerUser';

/**
 * Users who register themselves (SPEC.md §3, §4), and the administrators who decide on the
 * registrations awaiting approval.
 */
@Injectable()
export class RegistrationHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly admin: UserHandlers,
    private readonly users: UserQueries,
    private readonly tenants: TenantQueries,
    private readonly params: ParamQueries,
    private readonly identities: UserOAuthRepository,
    private readonly claims: OAuthClaimQueries,
  ) {}

  /**
   * blade-user/register: self-service sign-up into an existing tenant, when that tenant (or the
   * platform) has account.registerUser = true. The new user holds no role until an
   * administrator grants one.
   */
  async register(form: RegistrationForm, caller: RequestContext): Promise<void> {
    await this.refuseUnknownTenant(form.tenantId);
    if ((await this.params.value(form.tenantId, registerUserKey)) !== 'true')
      throw new RefusedError(registrationClosed);
    const registrant = { ...registrantIn(form.tenantId, caller), account: form.account };
    // The same form and rules as an administrator's submit (md5 password, account free, ...).
    await this.admin.save(userFormOf(form), registrant);
  }

  /**
   * blade-user/register-guest: a third-party identity no account owns yet asks for one. The user
   * is created awaiting approval, and the identity claimed for it, in one atomic write: an
   * identity can ask once at a time. Approved (audit-pass), the identity signs in as that user.
   */
  async registerGuest(form: GuestRegistrationForm, caller: RequestContext): Promise<void> {
    await this.refuseUnknownTenant(form.tenantId);
    if (!(await this.identities.exists(form.tenantId, form.oauthId))) throw new RefusedError(unknownIdentity);
    const registrant = registrantIn(form.tenantId, caller);
    const data = await this.admin.newUserData(userFormOf(form), registrant, awaitingApprovalStatus);
    const at = this.clock.now();
    const metadata = commandMetadata(registrant, at);
    const claim = { oauthId: form.oauthId, tenantId: form.tenantId, userId: data.id, at: metadata.at };
    const steps = [
      onNewStream(userStep(data.id, { type: 'CreateUser', data, metadata })),
      identityStep(form.oauthId, { type: 'ClaimIdentity', ...claim }),
      uniqueKeySteps(userAccountKey, form.tenantId, data.id, metadata.at).claim(data.account),
    ];
    await executeAsOne(this.executor, steps, registrant, at);
  }

  /** audit-pass: the users may sign in, and their identities sign in as them. All or nothing. */
  async approve(userIds: readonly string[], caller: RequestContext): Promise<void> {
    await runForEachUser(this.executor, userIds, 'ApproveRegistration', {}, caller, this.clock.now());
  }

  /**
   * audit-refuse: the users are gone, their accounts free and their identities may ask again.
   * All or nothing.
   */
  async refuse(userIds: readonly string[], caller: RequestContext): Promise<void> {
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const accountOf = await this.users.accountsOf(caller.tenantId, userIds);
    const steps = await Promise.all(
      userIds.map(async (id) => {
        const oauthId = await this.claims.claimedBy(caller.tenantId, id);
        const accounts = uniqueKeySteps(userAccountKey, caller.tenantId, id, metadata.at);
        return [
          userStep(id, { type: 'RefuseRegistration', data: {}, metadata }),
          ...accounts.release(accountOf.get(id)),
          ...(oauthId ? [identityStep(oauthId, { type: 'ReleaseIdentity', at: metadata.at })] : []),
        ];
      }),
    );
    await executeAsOne(this.executor, steps.flat(), caller, at);
  }

  private async refuseUnknownTenant(tenantId: string): Promise<void> {
    if (!(await this.tenants.findByTenantId(tenantId))) throw new RefusedError(unknownTenant);
  }
}

/** Registrants act in the tenant they register into, as nobody yet. */
function registrantIn(tenantId: string, caller: RequestContext): RequestContext {
  return { ...caller, tenantId, userId: '0', deptId: '0' };
}

/** The user form an administrator would submit for the registrant; the nickname doubles as the name. */
function userFormOf(form: RegistrationForm): UserForm {
  const name = form.name || form.account;
  return parseWith(userFormSchema, { account: form.account, name, realName: name, password: form.password });
}

function userStep(id: string, command: UserCommand): StreamStepsTarget {
  return stepOn(userStreamId(id), userDecider, command);
}

function identityStep(oauthId: string, command: OAuthIdentityCommand): StreamStepsTarget {
  return stepOn(oauthIdentityStreamId(oauthId), oauthIdentityDecider, command);
}
