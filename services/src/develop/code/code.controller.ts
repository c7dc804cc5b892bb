import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { idSchema } from '@platform/http/id-schemas';
import { Caller, Params } from '@platform/http/request-params';
import { Reads, Writes } from '@platform/http/routes';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { CodeGeneration } from '@services/develop/code/code-generation';
import { codeResource } from '@services/develop/code/code.resource';
import { generatedCode } from '@services/develop/code/code.wire';
import { assertPlatformStaff } from '@services/develop/platform-tools';

const codeIdQuery = z.object({ id: idSchema });
type CodeIdQuery = z.output<typeof codeIdQuery>;

/**
 * blade-develop/code calls beyond the generic ones (list, detail, submit, remove from
 * code.resource.ts): generating a setting's code, and copying a setting.
 */
@ApiTags('blade-develop')
@Controller('blade-develop/code')
export class CodeController {
  constructor(private readonly generation: CodeGeneration) {}

  @Reads('gen-code', 'code_gen', '代码生成: 生成代码（文件与 zip）')
  @Answers(generatedCode)
  genCode(@Params(codeIdQuery) { id }: CodeIdQuery, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    return this.generation.generate(id);
  }

  @Writes('copy', 'code_copy', '代码生成: 复制一条配置')
  @Answers(resourceAnswers(codeResource).submit)
  copy(@Params(codeIdQuery) { id }: CodeIdQuery, @Caller() caller: RequestContext) {
    assertPlatformStaff(caller);
    return this.generation.copy(id, caller);
  }
}
