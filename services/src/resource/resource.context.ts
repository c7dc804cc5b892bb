import type { BoundedContext } from '@platform/contexts/bounded-context';
import { BladeResourceModule } from '@services/resource/blade-resource.module';

/** blade-resource: uploaded files, and the progress and files of background jobs. */
export const resourceContext: BoundedContext = {
  name: 'resource',
  module: BladeResourceModule,
};
