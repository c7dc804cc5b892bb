import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { RowScopes } from '@platform/access/row-scopes';
import type { RequestContext } from '@platform/context/request-context';
import { ListQuery, type ListRequest } from '@platform/http/list-request';
import { BodyParams, Caller, Params, QueryParams } from '@platform/http/request-params';
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

/** blade-user: administrators manage the users of their tenant. */
@ApiTags('blade-user')
@Controller('blade-user')
export class UserController {
  constructor(
    @Inject(UserQueries) private readonly users: UserQueries,
    @Inject(UserPlatformQueries) private readonly platforms: UserPlatformQueries,
    @Inject(UserHandlers) private readonly handlers: UserHandlers,
    @Inject(RowScopes) private readonly rowScopes: RowScopes,
  ) {}

  @Get('page')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: 'Users of the tenant, newest first; filters account, realName, deptId' })
  async page(@ListQuery(userList) list: ListRequest, @Caller() caller: RequestContext) {
    return this.users.page(caller.tenantId, list, await this.rowScopes.scopeFor(caller, 'user'));
  }

  @Get('detail')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: 'One user of the tenant' })
  async detail(@QueryParams(detailQuery) { id }: { id: string }, @Caller() caller: RequestContext) {
    const visible = await this.rowScopes.scopeFor(caller, 'user');
    return foundUser(await this.users.findRecord(caller.tenantId, id, visible));
  }

  @Get('platform-detail')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: "One user of the tenant with userExt, the settings of the user's own platform" })
  async platformDetail(
    @QueryParams(detailQuery) { id }: { id: string },
    @Caller() { tenantId }: RequestContext,
  ) {
    const user = foundUser(await this.users.findRecord(tenantId, id));
    return { ...user, userExt: await this.platforms.platformExt(tenantId, id, user.userType) };
  }

  @Post('update-platform')
  @HttpCode(200)
  @RequiresPermission('user_platform')
  @ApiOperation({ summary: "Set a user's settings for one client platform (userId, userType, userExt)" })
  async updatePlatform(
    @Params(updatePlatformSchema) update: PlatformUpdate,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.updatePlatform(update, caller);
    return {};
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('user_add')
  @ApiOperation({ summary: 'Create a user (no id) or update one' })
  submit(@BodyParams(userFormSchema) form: UserForm, @Caller() caller: RequestContext) {
    return this.handlers.save(form, caller);
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('user_edit')
  @ApiOperation({ summary: 'Update a user (the password is ignored)' })
  update(@BodyParams(userUpdateSchema) form: UserForm, @Caller() caller: RequestContext) {
    return this.handlers.save(form, caller);
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('user_delete')
  @ApiOperation({ summary: 'Remove users, all or nothing; nobody removes himself' })
  async remove(@QueryParams(removeQuery) { ids }: { ids: string[] }, @Caller() caller: RequestContext) {
    await this.handlers.remove(ids, caller);
    return {};
  }

  @Post('reset-password')
  @HttpCode(200)
  @RequiresPermission('user_reset')
  @ApiOperation({ summary: "Set users' passwords to the initial password (param account.initPassword)" })
  async resetPassword(
    @QueryParams(userIdsQuery) { userIds }: UserIdsQuery,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.resetPassword(userIds, caller);
    return {};
  }

  @Post('grant')
  @HttpCode(200)
  @RequiresPermission('user_role')
  @ApiOperation({ summary: 'Give users these roles, all or nothing' })
  async grant(@QueryParams(grantQuery) { userIds, roleIds }: GrantQuery, @Caller() caller: RequestContext) {
    await this.handlers.grant(userIds, roleIds, caller);
    return {};
  }

  @Post('unlock')
  @HttpCode(200)
  @RequiresPermission('user_unlock')
  @ApiOperation({ summary: 'Lift login locks, all or nothing' })
  async unlock(@QueryParams(userIdsQuery) { userIds }: UserIdsQuery, @Caller() caller: RequestContext) {
    await this.handlers.unlock(userIds, caller);
    return {};
  }
}
