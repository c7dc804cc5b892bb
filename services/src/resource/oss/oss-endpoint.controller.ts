import { Answers } from '@platform/http/answers';
import { uploadedFile, type UploadedFileAnswer } from '@services/resource/oss/oss-endpoint.wire';
import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@platform/access/public.decorator';
import { SignedIn } from '@platform/access/signed-in.decorator';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { Caller } from '@platform/http/request-params';
import { type FileStorage, isSafeKey } from '@platform/storage/file-storage.port';
import { FILE_STORAGE } from '@platform/storage/file-storage.token';
import { UploadedFile, type UploadReader } from '@services/resource/oss/uploaded-file';
import { acceptedKind, servingHeaders, storageKeyFor } from '@services/resource/oss/upload-policy';

export const filePath = 'blade-resource/oss/endpoint/file';
const fileMissing = '文件不存在';

/**
 * blade-resource/oss/endpoint: uploads (put-file, field `file`) through the storage port, and
 * the files' links. A link is public, as an <img> cannot send the Blade-Auth header; its name is
 * random (122 bits), so only whoever was given the link can read the file.
 */
@ApiTags('blade-resource')
@Controller()
export class OssEndpointController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Post('blade-resource/oss/endpoint/put-file')
  @HttpCode(200)
  @SignedIn()
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload one file (jpg, png, gif, pdf, xlsx; 10 MB at most); answers its link' })
  @Answers(uploadedFile)
  async putFile(
    @UploadedFile() readUpload: UploadReader,
    @Caller() caller: RequestContext,
  ): Promise<UploadedFileAnswer> {
    const { originalName, content } = await readUpload();
    const key = storageKeyFor(caller.tenantId, acceptedKind(originalName, content));
    await this.storage.put(key, content);
    return { link: `/api/${filePath}/${key}`, name: key, originalName };
  }

  @Get(`${filePath}/:tenant/:name`)
  @Public()
  @ApiOperation({ summary: 'An uploaded file, by the link put-file answered' })
  async file(@Param('tenant') tenant: string, @Param('name') name: string, @Res() reply: FastifyReply) {
    const key = `${tenant}/${name}`;
    const stored = isSafeKey(key) ? await this.storage.get(key) : undefined;
    if (!stored) throw new NotFoundError(fileMissing);
    return reply.headers({ ...servingHeaders(key), 'content-length': stored.size }).send(stored.body);
  }
}
