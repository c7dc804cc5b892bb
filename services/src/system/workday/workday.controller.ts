import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { WorkdayHandlers } from '@services/system/workday/workday.handlers';
import { type SaveYear, saveYearSchema } from '@services/system/workday/workday.schemas';
import { savedYear } from '@services/system/workday/workday.wire';

/** blade-system/workday/save; list, detail, submit and remove come from the resource registry. */
@ApiTags('blade-system')
@Controller('blade-system/workday')
export class WorkdayController {
  constructor(private readonly workdays: WorkdayHandlers) {}

  @Writes('save', ['workday_add', 'workday_edit'], '工作日: 保存一年的节假日与调休工作日')
  @Answers(savedYear)
  save(@BodyParams(saveYearSchema) year: SaveYear, @Caller() caller: RequestContext) {
    return this.workdays.saveYear(year, caller);
  }
}
