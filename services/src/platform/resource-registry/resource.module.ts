import { type DynamicModule, Module } from '@nestjs/common';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceController } from '@platform/resource-registry/resource.controller';
import {
  RESOURCES,
  ResourceMetadataController,
} from '@platform/resource-registry/resource-metadata.controller';

/**
 * Serves every declared resource: one generated controller each,
 * and the metadata the console renders. The repository and handlers come from PlatformModule.
 */
@Module({})
export class ResourceModule {
  /** RowScopes (the data scopes of the context that owns roles) must be provided globally. */
  static register(resources: readonly Resource[]): DynamicModule {
    return {
      module: ResourceModule,
      controllers: [...resources.map(resourceController), ResourceMetadataController],
      providers: [{ provide: RESOURCES, useValue: resources }],
    };
  }
}
