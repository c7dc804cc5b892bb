import { deskMigrations } from '@infra/migrations/desk/desk.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { DeskModule } from '@services/desk/desk.module';
import { noticeResource } from '@services/desk/notice/notice.resource';

/** blade-desk: notices, and the home page's figures over the other contexts' read models. */
export const deskContext: BoundedContext = {
  name: 'desk',
  module: DeskModule,
  resources: [noticeResource],
  migrations: deskMigrations,
};
