import { Module } from '@nestjs/common';
import { JobDetailController } from '@services/resource/job/job-detail.controller';

/** blade-resource/job: the progress and file of background jobs (exports). */
@Module({ controllers: [JobDetailController] })
export class JobDetailModule {}
