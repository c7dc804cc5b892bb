import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { MenuQueries } from '@projections/system/menu/menu.queries';
import { grantToRecords } from '@services/system/grants/record-grants';
import { topMenuGrantDecider } from '@services/system/top-menu/top-menu-grant.decider';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';
import type { TopMenuGrantBody } from '@services/system/top-menu/top-menu.schemas';

/** The write side of top menus beyond the record itself: the menus shown under them. */
@Injectable()
export class TopMenuHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly menus: MenuQueries,
    private readonly clock: Clock,
  ) {}

  /** topmenu/grant: replaces the menus under each top menu, all or nothing over the top menus. */
  async grant({ topMenuIds, menuIds }: TopMenuGrantBody, caller: RequestContext): Promise<void> {
    const deps = { executor: this.executor, menus: this.menus };
    const target = { resource: topMenuResource, decider: topMenuGrantDecider };
    await grantToRecords(deps, target, topMenuIds, { menuIds }, caller, this.clock.now());
  }
}
