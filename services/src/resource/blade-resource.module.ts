import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { JobDetailController } from '@services/resource/job/job-detail.controller';
import { OssEndpointController } from '@services/resource/oss/oss-endpoint.controller';
import { maxUploadBytes } from '@services/resource/oss/upload-policy';

/** blade-resource: uploaded files, and the progress and files of background jobs (exports). */
@Module({ controllers: [OssEndpointController, JobDetailController] })
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
