import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { BodyParams, Caller } from '@platform/http/request-params';
import { TopMenuHandlers } from '@services/system/top-menu/top-menu.handlers';
import { type TopMenuGrantBody, topMenuGrantBody } from '@services/system/top-menu/top-menu.schemas';

/**
 * blade-system/topmenu/grant; the top-menu records themselves are top-menu.resource.ts's, and
 * menu/routes?topMenuId= (MenuController) shows what a top menu was granted.
 */
@ApiTags('blade-system')
@Controller('blade-system/topmenu')
export class TopMenuController {
  constructor(@Inject(TopMenuHandlers) private readonly handlers: TopMenuHandlers) {}

  @Post('grant')
  @HttpCode(200)
  @RequiresPermission('topmenu_setting')
  @ApiOperation({ summary: 'Replace the menus shown under the top menus, all or nothing' })
  async grant(@BodyParams(topMenuGrantBody) body: TopMenuGrantBody, @Caller() caller: RequestContext) {
    await this.handlers.grant(body, caller);
    return {};
  }
}
