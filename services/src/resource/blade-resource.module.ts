import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { JobDetailController } from '@services/resource/job/job-detail.controller';
import { OssEndpointController } from '@services/resource/oss/oss-endpoint.controller';
import { FileLinks } from '@services/resource/oss/file-links';
import { TenantStorages } from '@services/resource/oss/tenant-storages';
import { AttachController } from '@services/resource/attach/attach.controller';
import { Attachments } from '@services/resource/attach/attachments';
import { AttachQueries } from '@projections/resource/attach/attach.queries';
import { OssQueries } from '@projections/resource/oss/oss.queries';
import { maxUploadBytes } from '@services/resource/oss/upload-policy';
import { ownerReads } from '@platform/runtime/read-model-providers';
import { SmsQueries } from '@projections/resource/sms/sms.queries';
import { SmsEndpointController } from '@services/resource/sms/sms-endpoint.controller';
import { SmsSenders } from '@services/resource/sms/sms-senders';

/**
 * blade-resource: uploaded files, text messages, and the progress and files of background jobs
 * (exports). SMS settings are read on the owner connection: codes are sent to callers not yet
 * signed in, whose tenant the call names (SmsQueries filters it). So are the storage settings
 * and attachments: file links are served without a token, the key naming the tenant.
 */
@Module({
  controllers: [OssEndpointController, AttachController, JobDetailController, SmsEndpointController],
  providers: [
    ownerReads(SmsQueries),
    SmsSenders,
    ownerReads(OssQueries),
    ownerReads(AttachQueries),
    TenantStorages,
    FileLinks,
    Attachments,
  ],
  exports: [SmsSenders, Attachments],
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
