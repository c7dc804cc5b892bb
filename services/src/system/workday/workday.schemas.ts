import { z } from 'zod';
import { workdayResource } from '@services/system/workday/workday.resource';

const { workDate, dateType, remark } = workdayResource.fields;

export const yearInvalidMsg = '请输入 1900 到 2999 之间的年份';

/** One marked day, as submit takes it, with the declaration's rule across its fields. */
const markedDay = z
  .object({ workDate: workDate!.schema, dateType: dateType!.schema, remark: remark!.schema })
  .superRefine((values, ctx) => {
    const broken = workdayResource.validate?.(values);
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });

/**
 * workday/save: a year's whole calendar, the marked days replacing those the year had. Every
 * day must lie in the year and appear once.
 */
export const saveYearSchema = z
  .object({
    year: z.coerce
      .number({ error: yearInvalidMsg })
      .int(yearInvalidMsg)
      .min(1900, yearInvalidMsg)
      .max(2999, yearInvalidMsg),
    days: z.array(markedDay, { error: '请提供该年的日期列表' }).max(366, '一年最多 366 天'),
  })
  .superRefine(({ year, days }, ctx) => {
    const seen = new Set<string>();
    for (const day of days) {
      const date = String(day.workDate);
      if (!date.startsWith(`${year}-`))
        ctx.addIssue({ code: 'custom', message: `日期不在 ${year} 年内: ${date}` });
      else if (seen.has(date)) ctx.addIssue({ code: 'custom', message: `日期重复: ${date}` });
      seen.add(date);
    }
  });
export type SaveYear = z.output<typeof saveYearSchema>;
