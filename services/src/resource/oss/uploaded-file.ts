import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RefusedError } from '@platform/errors/domain-errors';
import { maxUploadBytes, tooLarge } from '@services/resource/oss/upload-policy';

const noFile = '请选择要上传的文件';
const notMultipart = '请以 multipart/form-data 上传文件';

export interface Upload {
  originalName: string;
  content: Buffer;
}

/** Reads the request's one file when the route asks, so that nothing is read for a refused call. */
export type UploadReader = () => Promise<Upload>;

/** The one file (field `file`) of a multipart request: `putFile(@UploadedFile() read: UploadReader)`. */
export const UploadedFile = (): ParameterDecorator =>
  createParamDecorator((_: unknown, context: ExecutionContext): UploadReader => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return () => readUpload(request);
  })();

/** Read whole (10 MB at most); clear 400s otherwise. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new RefusedError(notMultipart);
  const part = await request.file({ limits: { fileSize: maxUploadBytes, files: 1 } });
  if (!part || part.fieldname !== 'file' || !part.filename) throw new RefusedError(noFile);
  try {
    return { originalName: part.filename, content: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new RefusedError(tooLarge);
    throw error;
  }
}
