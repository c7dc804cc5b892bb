import { Inject, Injectable } from '@nestjs/common';
import { stateOf } from '@platform/commands/stream-state';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import { definitionVersionDecider } from '@services/workflow/manager/definition-version.decider';
import {
  definitionVersionId,
  definitionVersionStreamId,
} from '@services/workflow/manager/definition-version.stream';

/** The last version of each process key, as its versions stream says, for the next deployment to count from. */
@Injectable()
export class DefinitionVersions {
  constructor(
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
    private readonly definitions: FlowDefinitionQueries,
  ) {}

  async latest(tenantId: string, key: string): Promise<number> {
    const streamId = definitionVersionStreamId(definitionVersionId(tenantId, key));
    const { latest: taken } = await stateOf(
      this.runtime.infrastructure.store,
      definitionVersionDecider,
      streamId,
    );
    // Definitions deployed before keys had a versions stream are only in the read model.
    return Math.max(taken, await this.definitions.latestVersion(tenantId, key));
  }
}
