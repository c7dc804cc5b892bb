import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RefusedError } from '@platform/errors/domain-errors';
import type { BpmnResource } from '@services/workflow/manager/flow-deployment.handlers';

const maxFileBytes = 5 * 1024 * 1024;
const maxFiles = 20;
const notMultipart = '请以 multipart/form-data 上传文件';
const noFile = '请选择要部署的流程文件';
const notBpmn = '只能部署 .bpmn 或 .bpmn20.xml 文件';
const tooLarge = '流程文件不能超过5MB';

/** What deploy-upload sends: its fields as text, its .bpmn files as XML. */
export interface BpmnUpload {
  fields: Record<string, string>;
  files: BpmnResource[];
}

/** Reads the request's fields and files when the route asks, so that nothing is read for a refused call. */
export type BpmnUploadReader = () => Promise<BpmnUpload>;

/** manager/deploy-upload's multipart body: `deployUpload(@BpmnFiles() read: BpmnUploadReader)`. */
export const BpmnFiles = (): ParameterDecorator =>
  createParamDecorator((_: unknown, context: ExecutionContext): BpmnUploadReader => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return () => readUpload(request);
  })();

async function readUpload(request: FastifyRequest): Promise<BpmnUpload> {
  if (!request.isMultipart()) throw new RefusedError(notMultipart);
  const upload: BpmnUpload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: maxFiles } })) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const content = await part.toBuffer();
      if (!/\.(bpmn|bpmn20\.xml)$/i.test(part.filename)) throw new RefusedError(notBpmn);
      upload.files.push({ resourceName: part.filename, xml: content.toString('utf8') });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new RefusedError(tooLarge);
    throw error;
  }
  if (upload.files.length === 0) throw new RefusedError(noFile);
  return upload;
}
