import { developMigrations } from '@infra/migrations/develop/develop.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { codeResource } from '@services/develop/code/code.resource';
import { datasourceResource } from '@services/develop/datasource/datasource.resource';
import { DevelopModule } from '@services/develop/develop.module';
import { developReferences } from '@services/develop/develop.references';
import { modelResource } from '@services/develop/model/model.resource';

/**
 * blade-develop: data sources (passwords sealed at rest, a connection test), data models read
 * from a source's tables, and the code generator that writes a registry resource for a model.
 */
export const developContext: BoundedContext = {
  name: 'develop',
  module: DevelopModule,
  resources: [datasourceResource, modelResource, codeResource],
  references: developReferences,
  migrations: developMigrations,
};
