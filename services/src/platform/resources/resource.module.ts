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
  /** `imports` must provide RowScopes (the data scopes of the module that owns roles). */
  static register(resources: readonly Resource[], imports: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: ResourceModule,
      imports: [CqrsModule, ...imports],
      controllers: [...resources.map(resourceController), ResourceMetadataController],
      providers: [
        { provide: RESOURCES, useValue: resources },
        SubmitResourceRecordHandler,
        RemoveResourceRecordsHandler,
      ],
    };
  }
}
