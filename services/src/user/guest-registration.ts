import { z } from 'zod';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { stepOn, type StreamStepsTarget } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { idSchema } from '@platform/http/id-schemas';
import { parseWith } from '@platform/http/zod-validation';
import type { UserOAuthRepository } from '@services/user/oauth/user-oauth.repository';
import type { TenantQueries } from '@projections/system/tenant/tenant.queries';
import {
  type OAuthIdentityCommand,
  oauthIdentityDecider,
  oauthIdentityStreamId,
} from '@services/user/oauth-identity.decider';
import { awaitingApprovalStatus, type UserCommand } from '@services/user/user.commands';
import { userDecider } from '@services/user/user.decider';
import { runForEachUser } from '@services/user/user-batch';
import { userAccountKey } from '@services/user/user-account.key';
import type { UserQueriesRepository } from '@services/user/user-queries.repository';
import type { UserAdminService } from '@services/user/user-admin.service';
import { registrationSchema } from '@services/user/user-registration';
import { userFormSchema } from '@services/user/user.schemas';
import { userStreamId } from '@services/user/user.stream';

export const unknownIdentity = '第三方账号不存在,请重新进行第三方登录';

/** The third-party registration dialog's form: the register form and the identity it is for. */
const guestRegistrationSchema = registrationSchema.and(z.object({ oauthId: idSchema }));

/**
 * blade-user/register-guest: a third-party identity no account owns yet asks for one (SPEC.md
 * §4). The user is created awaiting approval, and the identity claimed for it, in one atomic
 * write: an identity can ask once at a time. An administrator approves (audit-pass) or refuses
 * (audit-refuse); approved, the identity signs in as that user.
 */
export class GuestRegistration {
  constructor(
    private readonly deps: {
      executor: CommandExecutor;
      admin: UserAdminService;
      users: UserQueriesRepository;
      tenants: TenantQueries;
      identities: UserOAuthRepository;
    },
  ) {}

  async register(body: unknown, caller: RequestContext, at: Date): Promise<Record<string, never>> {
    const form = parseWith(guestRegistrationSchema, body);
    if (!(await this.deps.tenants.findByTenantId(form.tenantId))) throw new RefusedError('租户不存在');
    if (!(await this.deps.identities.exists(form.tenantId, form.oauthId)))
      throw new RefusedError(unknownIdentity);

    const registrant: RequestContext = { ...caller, tenantId: form.tenantId, userId: '0', deptId: '0' };
    const name = form.name || form.account;
    const user = parseWith(userFormSchema, {
      account: form.account,
      name,
      realName: name,
      password: form.password,
    });
    const data = await this.deps.admin.newUserData(user, registrant, awaitingApprovalStatus);
    const metadata = commandMetadata(registrant, at);
    await executeAsOne(
      this.deps.executor,
      [
        userStep(data.id, { type: 'CreateUser', data, metadata }),
        identityStep(form.oauthId, {
          type: 'ClaimIdentity',
          oauthId: form.oauthId,
          tenantId: form.tenantId,
          userId: data.id,
          at: metadata.at,
        }),
        uniqueKeySteps(userAccountKey, form.tenantId, data.id, metadata.at).hold(data.account),
      ],
      registrant,
      at,
    );
    return {};
  }

  /** audit-pass: the users may sign in, and their identities sign in as them. All or nothing. */
  async approve(userIds: readonly string[], context: RequestContext, at: Date): Promise<void> {
    await runForEachUser(
      this.deps.executor,
      userIds,
      (metadata) => ({ type: 'ApproveRegistration', data: {}, metadata }),
      context,
      at,
    );
  }

  /**
   * audit-refuse: the users are gone, their accounts free and their identities may ask again.
   * All or nothing.
   */
  async refuse(userIds: readonly string[], context: RequestContext, at: Date): Promise<void> {
    const metadata = commandMetadata(context, at);
    const accountOf = await this.deps.users.accountsOf(context.tenantId, userIds);
    const steps = await Promise.all(
      userIds.map(async (id) => {
        const oauthId = await this.deps.identities.claimedBy(context.tenantId, id);
        const accounts = uniqueKeySteps(userAccountKey, context.tenantId, id, metadata.at);
        return [
          userStep(id, { type: 'RefuseRegistration', data: {}, metadata }),
          ...accounts.release(accountOf.get(id)),
          ...(oauthId ? [identityStep(oauthId, { type: 'ReleaseIdentity', at: metadata.at })] : []),
        ];
      }),
    );
    await executeAsOne(this.deps.executor, steps.flat(), context, at);
  }
}

function userStep(id: string, command: UserCommand): StreamStepsTarget {
  return stepOn(userStreamId(id), userDecider, command);
}

function identityStep(oauthId: string, command: OAuthIdentityCommand): StreamStepsTarget {
  return stepOn(oauthIdentityStreamId(oauthId), oauthIdentityDecider, command);
}
