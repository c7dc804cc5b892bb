import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { BodyParams, Caller } from '@platform/http/request-params';
import { RoleHandlers } from '@services/system/role/role.handlers';
import { type RoleGrantBody, roleGrantBody } from '@services/system/role/role.schemas';

/** blade-system/role/grant; the role records themselves are role.resource.ts's. */
@ApiTags('blade-system')
@Controller('blade-system/role')
export class RoleController {
  constructor(@Inject(RoleHandlers) private readonly handlers: RoleHandlers) {}

  @Post('grant')
  @HttpCode(200)
  @RequiresPermission('role_grant')
  @ApiOperation({ summary: "Replace the roles' menus (and data/api scope ids), all or nothing" })
  async grant(@BodyParams(roleGrantBody) body: RoleGrantBody, @Caller() caller: RequestContext) {
    await this.handlers.grant(body, caller);
    return {};
  }
}
