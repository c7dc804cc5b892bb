import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@platform/access/public.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller, QueryParams } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { RegistrationHandlers } from '@services/user/registration.handlers';
import {
  type GuestRegistrationForm,
  guestRegistrationSchema,
  type RegistrationForm,
  registrationSchema,
  type UserIdsQuery,
  userIdsQuery,
} from '@services/user/user.schemas';

/** blade-user: people register themselves; administrators decide on the registrations awaiting approval. */
@ApiTags('blade-user')
@Controller('blade-user')
export class RegistrationController {
  constructor(private readonly handlers: RegistrationHandlers) {}

  @Post('register')
  @Answers(nothing)
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign up into a tenant that allows it (account.registerUser)' })
  async register(@BodyParams(registrationSchema) form: RegistrationForm, @Caller() caller: RequestContext) {
    await this.handlers.register(form, caller);
    return {};
  }

  @Post('register-guest')
  @Answers(nothing)
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'A third-party identity asks for an account, to be approved by an administrator' })
  async registerGuest(
    @BodyParams(guestRegistrationSchema) form: GuestRegistrationForm,
    @Caller() caller: RequestContext,
  ) {
    await this.handlers.registerGuest(form, caller);
    return {};
  }

  @Writes('audit-pass', 'user_audit', 'Approve registrations awaiting approval, all or nothing')
  @Answers(nothing)
  async auditPass(@QueryParams(userIdsQuery) { userIds }: UserIdsQuery, @Caller() caller: RequestContext) {
    await this.handlers.approve(userIds, caller);
    return {};
  }

  @Writes('audit-refuse', 'user_audit', 'Refuse registrations awaiting approval, all or nothing')
  @Answers(nothing)
  async auditRefuse(@QueryParams(userIdsQuery) { userIds }: UserIdsQuery, @Caller() caller: RequestContext) {
    await this.handlers.refuse(userIds, caller);
    return {};
  }
}
