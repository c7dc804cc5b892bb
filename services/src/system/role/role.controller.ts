import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { RoleHandlers } from '@services/system/role/role.handlers';
import { type RoleGrantBody, roleGrantBody } from '@services/system/role/role.schemas';

/** blade-system/role/grant; the role records themselves are role.resource.ts's. */
@ApiTags('blade-system')
@Controller('blade-system/role')
export class RoleController {
  constructor(private readonly handlers: RoleHandlers) {}

  @Writes('grant', 'role_grant', "Replace the roles' menus (and data/api scope ids), all or nothing")
  @Answers(nothing)
  async grant(@BodyParams(roleGrantBody) body: RoleGrantBody, @Caller() caller: RequestContext) {
    await this.handlers.grant(body, caller);
    return {};
  }
}
