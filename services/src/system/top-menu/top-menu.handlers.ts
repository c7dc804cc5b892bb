import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { grantToRecords } from '@services/system/grants/record-grants';
import { topMenuGrantDecider } from '@services/system/top-menu/top-menu-grant.decider';
import { topMenuResource } from '@services/system/top-menu/top-menu.resource';
import type { TopMenuGrantBody } from '@services/system/top-menu/top-menu.schemas';

/** The write side of top menus beyond the record itself: the menus shown under them. */
@Injectable()
export class TopMenuHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly references: ReferenceChecks,
    private readonly clock: Clock,
  ) {}

  /** topmenu/grant: replaces the menus under each top menu, all or nothing over the top menus. */
  async grant({ topMenuIds, menuIds }: TopMenuGrantBody, caller: RequestContext): Promise<void> {
    const deps = { executor: this.executor, references: this.references };
    const grantTables = ['blade_top_menu_setting'];
    const target = { resource: topMenuResource, decider: topMenuGrantDecider, grantTables };
    await grantToRecords(deps, target, topMenuIds, { menuIds }, caller, this.clock.now());
  }
}
