import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { nothing } from '@platform/http/wire-shapes';
import { UserQueries } from '@projections/user/user/user.queries';
import { foundUser } from '@services/user/found-user';
import { OwnAccountHandlers } from '@services/user/own-account.handlers';
import {
  type OwnInfoForm,
  ownInfoSchema,
  type PasswordChange,
  updatePasswordQuery,
} from '@services/user/user.schemas';
import { userRecord } from '@services/user/user.wire';

/** blade-user: signed-in users see and edit their own account. */
@ApiTags('blade-user')
@Controller('blade-user')
export class OwnAccountController {
  constructor(
    private readonly users: UserQueries,
    private readonly handlers: OwnAccountHandlers,
  ) {}

  @Get('info')
  @Answers(userRecord)
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user' })
  async info(@Caller() { tenantId, userId }: RequestContext) {
    return foundUser(await this.users.findRecord(tenantId, userId));
  }

  @Post('update-password')
  @Answers(nothing)
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Change the caller's password (md5 hex values)" })
  async updatePassword(
    @QueryParams(updatePasswordQuery) passwords: PasswordChange,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.updatePassword(passwords, caller);
    return {};
  }

  @Post('update-info')
  @Answers(nothing)
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Change the caller's own profile" })
  async updateInfo(@BodyParams(ownInfoSchema) info: OwnInfoForm, @Caller() caller: RequestContext) {
    await this.handlers.updateInfo(info, caller);
    return {};
  }
}
