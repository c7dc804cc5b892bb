import { resourceMigrations } from '@infra/migrations/resource/resource.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { BladeResourceModule } from '@services/resource/blade-resource.module';
import { smsGateway } from '@services/resource/sms/sms-gateway.outer-system';
import { smsResource } from '@services/resource/sms/sms.resource';

/** blade-resource: uploaded files, SMS settings, and the progress and files of background jobs. */
export const resourceContext: BoundedContext = {
  name: 'resource',
  module: BladeResourceModule,
  resources: [smsResource],
  outerSystems: [smsGateway],
  migrations: resourceMigrations,
};
