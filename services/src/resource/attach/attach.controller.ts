import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { idListSchema } from '@platform/http/id-schemas';
import { Caller, Params } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { nothing } from '@platform/http/wire-shapes';
import { Attachments } from '@services/resource/attach/attachments';

const removeQuery = z.object({ ids: idListSchema });

/**
 * blade-resource/attach/remove: attachments and their stored objects go together (list and
 * detail are the declaration's generic routes).
 */
@ApiTags('blade-resource')
@Controller('blade-resource/attach')
export class AttachController {
  constructor(private readonly attachments: Attachments) {}

  @Writes('remove', 'attach_delete', '附件管理: 删除(连同存储的文件)')
  @Answers(nothing)
  async remove(@Params(removeQuery) { ids }: z.output<typeof removeQuery>, @Caller() caller: RequestContext) {
    await this.attachments.remove(ids, caller);
    return {};
  }
}
