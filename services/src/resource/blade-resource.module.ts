import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { JobDetailController } from '@services/resource/job/job-detail.controller';
import { OssEndpointController } from '@services/resource/oss/oss-endpoint.controller';
import { maxUploadBytes } from '@services/resource/oss/upload-policy';
import { ownerReads } from '@platform/runtime/read-model-providers';
import { SmsQueries } from '@projections/resource/sms/sms.queries';
import { SmsEndpointController } from '@services/resource/sms/sms-endpoint.controller';
import { SmsSenders } from '@services/resource/sms/sms-senders';

/**
 * blade-resource: uploaded files, text messages, and the progress and files of background jobs
 * (exports). SMS settings are read on the owner connection: codes are sent to callers not yet
 * signed in, whose tenant the call names (SmsQueries filters it).
 */
@Module({
  controllers: [OssEndpointController, JobDetailController, SmsEndpointController],
  providers: [ownerReads(SmsQueries), SmsSenders],
  exports: [SmsSenders],
})
export class BladeResourceModule implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  /**
   * Multipart bodies are parsed for the upload routes only when asked (request.file()); the
   * plugin joins the server here, as routes are registered and before it starts listening.
   */
  async onModuleInit(): Promise<void> {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('multipart/form-data')) return;
    await fastify.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } });
  }
}
