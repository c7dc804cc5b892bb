import { Module } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { CodeController } from '@services/develop/code/code.controller';
import { CodeGeneration } from '@services/develop/code/code-generation';
import { DatasourceConnections } from '@services/develop/datasource/datasource-connections';
import { DatasourceController } from '@services/develop/datasource/datasource.controller';
import { DatasourceHandlers } from '@services/develop/datasource/datasource.handlers';
import { DatasourceSecrets } from '@services/develop/datasource/datasource-secret';
import { ModelController } from '@services/develop/model/model.controller';
import { ModelPrototypes } from '@services/develop/model/model-prototypes';

/**
 * blade-develop: the calls of data sources, models and the code generator beyond the generic
 * ones. Data-source passwords are sealed under DATASOURCE_SECRET_KEY.
 */
@Module({
  controllers: [DatasourceController, ModelController, CodeController],
  providers: [
    {
      provide: DatasourceSecrets,
      inject: [RUNTIME],
      useFactory: (runtime: Runtime) => DatasourceSecrets.fromEnv(runtime.config.env),
    },
    DatasourceHandlers,
    DatasourceConnections,
    ModelPrototypes,
    CodeGeneration,
  ],
})
export class DevelopModule {}
