import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Resource } from '@platform/resources/define-resource';
import {
  RemoveResourceRecordsHandler,
  SubmitResourceRecordHandler,
} from '@platform/resources/resource.handlers';
import { resourceController } from '@platform/resources/resource.controller';
import { RESOURCES, ResourceMetadataController } from '@platform/resources/resource-metadata.controller';

/**
 * Serves every declared resource: one generated controller each, the shared command handlers,
 * and the metadata the console renders. The repository and executor come from PlatformModule.
 */
@Module({})
export class ResourceModule {
  /** RowScopes (the data scopes of the context that owns roles) must be provided globally. */
  static register(resources: readonly Resource[]): DynamicModule {
    return {
      module: ResourceModule,
      imports: [CqrsModule],
      controllers: [...resources.map(resourceController), ResourceMetadataController],
      providers: [
        { provide: RESOURCES, useValue: resources },
        SubmitResourceRecordHandler,
        RemoveResourceRecordsHandler,
      ],
    };
  }
}
