import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import { AggregateCatalogue } from '@platform/contexts/aggregate-catalogue';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import type { Reference } from '@platform/references/reference';
import { DeclaredReferences, ReferenceChecks } from '@platform/references/reference-checks';
import { ReferenceRepository } from '@platform/references/reference.repository';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import type { Runtime } from '@platform/runtime/runtime-services';
import { FILE_STORAGE } from '@platform/storage/file-storage.token';
import { ProjectionEngine } from '@projections/runner/projection-engine';

export const RUNTIME = Symbol('Runtime');

/** Hands the running platform pieces to every module as injectable providers. */
@Global()
@Module({})
export class PlatformModule {
  static forRuntime(runtime: Runtime, references: readonly Reference[]): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: CommandExecutor, useValue: runtime.executor },
        { provide: SnowflakeIdGenerator, useValue: runtime.ids },
        { provide: ProjectionEngine, useValue: runtime.projections },
        { provide: Clock, useValue: runtime.clock },
        { provide: FILE_STORAGE, useValue: runtime.storage },
        ...runtime.outerSystems.providers(),
        {
          provide: ResourceRepository,
          useValue: new ResourceRepository(runtime.infrastructure.database.tenantReads),
        },
        ResourceHandlers,
        { provide: DeclaredReferences, useValue: new DeclaredReferences(references) },
        {
          provide: ReferenceRepository,
          useValue: new ReferenceRepository(runtime.infrastructure.database.tenantReads),
        },
        ReferenceChecks,
        { provide: AggregateCatalogue, useValue: runtime.aggregates },
      ],
      exports: [
        RUNTIME,
        CommandExecutor,
        SnowflakeIdGenerator,
        ProjectionEngine,
        Clock,
        FILE_STORAGE,
        ResourceRepository,
        ResourceHandlers,
        ReferenceChecks,
        AggregateCatalogue,
        ...runtime.outerSystems.providers().map(({ provide }) => provide),
      ],
    };
  }
}
