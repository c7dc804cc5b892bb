import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { TopMenuHandlers } from '@services/system/top-menu/top-menu.handlers';
import { type TopMenuGrantBody, topMenuGrantBody } from '@services/system/top-menu/top-menu.schemas';

/**
 * blade-system/topmenu/grant; the top-menu records themselves are top-menu.resource.ts's, and
 * menu/routes?topMenuId= (MenuController) shows what a top menu was granted.
 */
@ApiTags('blade-system')
@Controller('blade-system/topmenu')
export class TopMenuController {
  constructor(private readonly handlers: TopMenuHandlers) {}

  @Writes('grant', 'topmenu_setting', 'Replace the menus shown under the top menus, all or nothing')
  @Answers(nothing)
  async grant(@BodyParams(topMenuGrantBody) body: TopMenuGrantBody, @Caller() caller: RequestContext) {
    await this.handlers.grant(body, caller);
    return {};
  }
}
