import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '@platform/access/public.decorator';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProjectionEngine } from '@projections/runner/projection-engine';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';

/** Liveness and the progress of every projection, for operators and load balancers. */
@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly projections: ProjectionEngine,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Status of the process and the position and lag of each projection' })
  async health() {
    const { infrastructure, config } = this.runtime;
    return {
      status: 'UP',
      database: infrastructure.database.kind,
      eventStore: infrastructure.store.kind,
      jobs: this.runtime.jobs.kind,
      roles: [...config.roles],
      outerSystems: this.runtime.outerSystems.describe(),
      projections: await this.projections.status(),
    };
  }
}
