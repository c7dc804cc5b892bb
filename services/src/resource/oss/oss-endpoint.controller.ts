import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Public } from '@platform/access/public.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Answers } from '@platform/http/answers';
import { Caller, QueryParams } from '@platform/http/request-params';
import { isSafeKey } from '@platform/storage/file-storage.port';
import { Attachments } from '@services/resource/attach/attachments';
import { filePath, FileLinks, keyOfLink } from '@services/resource/oss/file-links';
import {
  fileQuery,
  linkQuery,
  type PutFileQuery,
  putFileQuery,
} from '@services/resource/oss/oss-endpoint.schemas';
import { fileLink, uploadedFile, type UploadedFileAnswer } from '@services/resource/oss/oss-endpoint.wire';
import { UploadedFile, type UploadReader } from '@services/resource/oss/uploaded-file';
import { servingHeaders } from '@services/resource/oss/upload-policy';

const fileMissing = '文件不存在';

/**
 * blade-resource/oss/endpoint: uploads (put-file, field `file`) through the tenant's storage, and
 * the files' links. Images are served to whoever holds the link (an <img> cannot send the
 * Blade-Auth header; the name is random, 122 bits); documents only on a signed link that has not
 * expired (file-links.ts).
 */
@ApiTags('blade-resource')
@Controller()
export class OssEndpointController {
  constructor(
    private readonly attachments: Attachments,
    private readonly links: FileLinks,
  ) {}

  @Post('blade-resource/oss/endpoint/put-file')
  @HttpCode(200)
  @SignedIn()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      "Upload one file (jpg, png, gif, pdf, xlsx, docx; 10 MB or the storage setting's limit); records an attachment and answers its link",
  })
  @Answers(uploadedFile)
  async putFile(
    @UploadedFile() readUpload: UploadReader,
    @QueryParams(putFileQuery) { purpose }: PutFileQuery,
    @Caller() caller: RequestContext,
  ): Promise<UploadedFileAnswer> {
    return this.attachments.store(await readUpload(), purpose, caller);
  }

  @Get('blade-resource/oss/endpoint/link')
  @SignedIn()
  @ApiOperation({ summary: "A stored file's link of the caller's tenant, signed afresh (documents expire)" })
  @Answers(fileLink)
  link(@QueryParams(linkQuery) { link }: z.output<typeof linkQuery>, @Caller() caller: RequestContext) {
    const key = keyOfLink(link);
    if (key === undefined || key.split('/')[0] !== caller.tenantId) throw new NotFoundError(fileMissing);
    return { link: this.links.linkTo(key) };
  }

  @Get(`${filePath}/:tenant/:name`)
  @Public()
  @ApiOperation({ summary: 'An uploaded file, by the link put-file answered' })
  async file(
    @Param('tenant') tenant: string,
    @Param('name') name: string,
    @QueryParams(fileQuery) signature: z.output<typeof fileQuery>,
    @Res() reply: FastifyReply,
  ) {
    const key = `${tenant}/${name}`;
    const readable = isSafeKey(key) && this.links.allows(key, signature);
    const stored = readable ? await this.attachments.open(key) : undefined;
    if (!stored) throw new NotFoundError(fileMissing);
    return reply.headers({ ...servingHeaders(key), 'content-length': stored.size }).send(stored.body);
  }
}
