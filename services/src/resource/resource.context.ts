import { resourceMigrations } from '@infra/migrations/resource/resource.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { BladeResourceModule } from '@services/resource/blade-resource.module';
import { smsGateway } from '@services/resource/sms/sms-gateway.outer-system';
import { smsResource } from '@services/resource/sms/sms.resource';
import { ossResource } from '@services/resource/oss/oss.resource';
import { attachResource } from '@services/resource/attach/attach.resource';
import { resourceReferences } from '@services/resource/resource.references';

/** blade-resource: uploaded files and their storage settings, SMS settings, and the progress and files of background jobs. */
export const resourceContext: BoundedContext = {
  name: 'resource',
  module: BladeResourceModule,
  resources: [smsResource, ossResource, attachResource],
  references: resourceReferences,
  outerSystems: [smsGateway],
  migrations: resourceMigrations,
};
