import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RowScopes } from '@platform/access/row-scopes';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { UserPlatformQueries } from '@projections/user/user-platform/user-platform.queries';
import { UserQueries, userList } from '@projections/user/user/user.queries';
import { foundUser } from '@services/user/found-user';
import { UserHandlers } from '@services/user/user.handlers';
import {
  detailQuery,
  type GrantQuery,
  grantQuery,
  type PlatformUpdate,
  removeQuery,
  updatePlatformSchema,
  type UserForm,
  userFormSchema,
  type UserIdsQuery,
  userIdsQuery,
  userUpdateSchema,
} from '@services/user/user.schemas';
import { userPage, userRecord, userWithPlatform } from '@services/user/user.wire';

/** blade-user: administrators manage the users of their tenant. */
@ApiTags('blade-user')
@Controller('blade-user')
export class UserController {
  constructor(
    private readonly users: UserQueries,
    private readonly platforms: UserPlatformQueries,
    private readonly handlers: UserHandlers,
    private readonly rowScopes: RowScopes,
  ) {}

  @Reads('page', 'user_view', 'Users of the tenant, newest first; filters account, realName, deptId')
  @Answers(userPage)
  async page(@ListQuery(userList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.users.page(caller.tenantId, list, await this.rowScopes.scopeFor(caller, 'user'));
  }

  @Reads('detail', 'user_view', 'One user of the tenant')
  @Answers(userRecord)
  async detail(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const visible = await this.rowScopes.scopeFor(caller, 'user');
    return foundUser(await this.users.findRecord(caller.tenantId, id, visible));
  }

  @Reads(
    'platform-detail',
    'user_view',
    "One user of the tenant with userExt, the settings of the user's own platform",
  )
  @Answers(userWithPlatform)
  async platformDetail(
    @QueryParams(detailQuery) { id }: { id: string },
    @Caller() { tenantId }: RequestContext,
  ) {
    const user = foundUser(await this.users.findRecord(tenantId, id));
    return { ...user, userExt: await this.platforms.platformExt(tenantId, id, user.userType) };
  }

  @Writes(
    'update-platform',
    'user_platform',
    "Set a user's settings for one client platform (userId, userType, userExt)",
  )
  @Answers(nothing)
  async updatePlatform(
    @Params(updatePlatformSchema) update: PlatformUpdate,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.updatePlatform(update, caller);
    return {};
  }

  @Writes('submit', 'user_add', 'Create a user (no id) or update one')
  @Answers(userRecord)
  submit(@BodyParams(userFormSchema) form: UserForm, @Caller() caller: RequestContext) {
    return this.handlers.save(form, caller);
  }

  @Writes('update', 'user_edit', 'Update a user (the password is ignored)')
  @Answers(userRecord)
  update(@BodyParams(userUpdateSchema) form: UserForm, @Caller() caller: RequestContext) {
    return this.handlers.save(form, caller);
  }

  @Writes('remove', 'user_delete', 'Remove users, all or nothing; nobody removes himself')
  @Answers(nothing)
  async remove(@QueryParams(removeQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Writes(
    'reset-password',
    'user_reset',
    "Set users' passwords to the initial password (param account.initPassword)",
  )
  @Answers(nothing)
  async resetPassword(
    @QueryParams(userIdsQuery) { userIds }: UserIdsQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.resetPassword(userIds, caller);
    return {};
  }

  @Writes('grant', 'user_role', 'Give users these roles, all or nothing')
  @Answers(nothing)
  async grant(@QueryParams(grantQuery) { userIds, roleIds }: GrantQuery, @Caller() caller: RequestContext) {
    await this.handlers.grant(userIds, roleIds, caller);
    return {};
  }

  @Writes('unlock', 'user_unlock', 'Lift login locks, all or nothing')
  @Answers(nothing)
  async unlock(@QueryParams(userIdsQuery) { userIds }: UserIdsQuery, @Caller() caller: RequestContext) {
    await this.handlers.unlock(userIds, caller);
    return {};
  }
}
