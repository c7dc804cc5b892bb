import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import { RowScopes } from '@platform/access/row-scopes';
import { Public } from '@platform/access/public.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import { currentRequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { parseFilters } from '@platform/http/filters';
import { pageQuery } from '@platform/http/paging';
import { parseWith } from '@platform/http/zod-validation';
import { UserAdminService, userNotFound } from '@services/user/user-admin.service';
import { UserQueriesRepository, userFilterable } from '@services/user/user-queries.repository';
import { GuestRegistration } from '@services/user/guest-registration';
import { UserRegistration } from '@services/user/user-registration';
import { UserSelfService } from '@services/user/user-self.service';
import {
  detailQuery,
  grantQuery,
  ownInfoSchema,
  removeQuery,
  updatePasswordQuery,
  updatePlatformSchema,
  userFormSchema,
  userIdsQuery,
} from '@services/user/user.schemas';

/** blade-user/user: administrators manage the users of their tenant; users edit their own account. */
@ApiTags('blade-user')
@Controller('blade-user')
export class UserController {
  constructor(
    @Inject(UserQueriesRepository) private readonly queries: UserQueriesRepository,
    @Inject(UserAdminService) private readonly admin: UserAdminService,
    @Inject(UserSelfService) private readonly self: UserSelfService,
    @Inject(UserRegistration) private readonly registration: UserRegistration,
    @Inject(GuestRegistration) private readonly guests: GuestRegistration,
    @Inject(RowScopes) private readonly rowScopes: RowScopes,
  ) {}

  @Post('register')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign up into a tenant that allows it (account.registerUser)' })
  register(@Req() request: FastifyRequest) {
    return this.registration.register(request.body ?? {}, currentRequestContext(), new Date());
  }

  @Post('register-guest')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'A third-party identity asks for an account, to be approved by an administrator' })
  registerGuest(@Req() request: FastifyRequest) {
    return this.guests.register(request.body ?? {}, currentRequestContext(), new Date());
  }

  @Post('audit-pass')
  @HttpCode(200)
  @RequiresPermission('user_audit')
  @ApiOperation({ summary: 'Approve registrations awaiting approval, all or nothing' })
  async auditPass(@Req() request: FastifyRequest) {
    const { userIds } = parseWith(userIdsQuery, request.query);
    await this.guests.approve(userIds, currentRequestContext(), new Date());
    return {};
  }

  @Post('audit-refuse')
  @HttpCode(200)
  @RequiresPermission('user_audit')
  @ApiOperation({ summary: 'Refuse registrations awaiting approval, all or nothing' })
  async auditRefuse(@Req() request: FastifyRequest) {
    const { userIds } = parseWith(userIdsQuery, request.query);
    await this.guests.refuse(userIds, currentRequestContext(), new Date());
    return {};
  }

  @Get('page')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: 'Users of the tenant, newest first; filters account, realName, deptId' })
  async page(@Req() request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    const paging = parseWith(pageQuery, query);
    const filters = parseFilters(query, { filterable: userFilterable });
    const caller = currentRequestContext();
    return this.queries.page(caller.tenantId, paging, filters, await this.rowScopes.scopeFor(caller, 'user'));
  }

  @Get('detail')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: 'One user of the tenant' })
  async detail(@Req() request: FastifyRequest) {
    const { id } = parseWith(detailQuery, request.query);
    const caller = currentRequestContext();
    const visible = await this.rowScopes.scopeFor(caller, 'user');
    return this.found(await this.queries.findRecord(caller.tenantId, id, visible));
  }

  @Get('platform-detail')
  @RequiresPermission('user_view')
  @ApiOperation({ summary: "One user of the tenant with userExt, the settings of the user's own platform" })
  async platformDetail(@Req() request: FastifyRequest) {
    const { id } = parseWith(detailQuery, request.query);
    const { tenantId } = currentRequestContext();
    const user = this.found(await this.queries.findRecord(tenantId, id));
    return { ...user, userExt: await this.queries.platformExt(tenantId, id, user.userType) };
  }

  @Post('update-platform')
  @HttpCode(200)
  @RequiresPermission('user_platform')
  @ApiOperation({ summary: "Set a user's settings for one client platform (userId, userType, userExt)" })
  async updatePlatform(@Req() request: FastifyRequest) {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const { userId, ...data } = parseWith(updatePlatformSchema, { ...body, ...(request.query as object) });
    await this.admin.updatePlatform(userId, data, currentRequestContext(), new Date());
    return {};
  }

  @Get('info')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  async info() {
    const { tenantId, userId } = currentRequestContext();
    return this.found(await this.queries.findRecord(tenantId, userId));
  }

  @Post('submit')
  @HttpCode(200)
  @RequiresPermission('user_add')
  @ApiOperation({ summary: 'Create a user (no id) or update one' })
  submit(@Req() request: FastifyRequest) {
    return this.admin.save(
      parseWith(userFormSchema, request.body ?? {}),
      currentRequestContext(),
      new Date(),
    );
  }

  @Post('update')
  @HttpCode(200)
  @RequiresPermission('user_edit')
  @ApiOperation({ summary: 'Update a user (the password is ignored)' })
  update(@Req() request: FastifyRequest) {
    const form = parseWith(userFormSchema.required({ id: true }), request.body ?? {});
    return this.admin.save(form, currentRequestContext(), new Date());
  }

  @Post('remove')
  @HttpCode(200)
  @RequiresPermission('user_delete')
  @ApiOperation({ summary: 'Remove users, all or nothing; nobody removes himself' })
  async remove(@Req() request: FastifyRequest) {
    const { ids } = parseWith(removeQuery, request.query);
    await this.admin.remove(ids, currentRequestContext(), new Date());
    return {};
  }

  @Post('reset-password')
  @HttpCode(200)
  @RequiresPermission('user_reset')
  @ApiOperation({ summary: "Set users' passwords to the initial password (param account.initPassword)" })
  async resetPassword(@Req() request: FastifyRequest) {
    const { userIds } = parseWith(userIdsQuery, request.query);
    await this.admin.resetPassword(userIds, currentRequestContext(), new Date());
    return {};
  }

  @Post('update-password')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Change the caller's password (md5 hex values)" })
  async updatePassword(@Req() request: FastifyRequest) {
    const passwords = parseWith(updatePasswordQuery, request.query);
    await this.self.updatePassword(passwords, currentRequestContext(), new Date());
    return {};
  }

  @Post('update-info')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Change the caller's own profile" })
  async updateInfo(@Req() request: FastifyRequest) {
    await this.self.updateInfo(
      parseWith(ownInfoSchema, request.body ?? {}),
      currentRequestContext(),
      new Date(),
    );
    return {};
  }

  @Post('grant')
  @HttpCode(200)
  @RequiresPermission('user_role')
  @ApiOperation({ summary: 'Give users these roles, all or nothing' })
  async grant(@Req() request: FastifyRequest) {
    const { userIds, roleIds } = parseWith(grantQuery, request.query);
    await this.admin.grant(userIds, roleIds, currentRequestContext(), new Date());
    return {};
  }

  @Post('unlock')
  @HttpCode(200)
  @RequiresPermission('user_unlock')
  @ApiOperation({ summary: 'Lift login locks, all or nothing' })
  async unlock(@Req() request: FastifyRequest) {
    const { userIds } = parseWith(userIdsQuery, request.query);
    await this.admin.unlock(userIds, currentRequestContext(), new Date());
    return {};
  }

  private found<T>(record: T | undefined): T {
    if (!record) throw new NotFoundError(userNotFound);
    return record;
  }
}
