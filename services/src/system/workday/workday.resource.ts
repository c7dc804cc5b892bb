import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';
import { isCalendarDay } from '@platform/lang/calendar-days';

/** The keys of the workday_type dictionary: a legal holiday, or a weekend day worked instead. */
export const workdayTypes = { holiday: '1', workingDay: '2' } as const;
export type WorkdayType = (typeof workdayTypes)[keyof typeof workdayTypes];

export const workDateInvalidMsg = '日期格式应为 yyyy-MM-dd';
export const workdayTypeInvalidMsg = '日期类型只能是节假日或调休工作日';

/**
 * The workday calendar (blade-system/workday): the days that differ from the plain week, one
 * record per day of a tenant: legal holidays on weekdays and adjusted working days on weekends.
 * Every other day is what its weekday says (Monday to Friday working). The calendar answers "the
 * n-th working day after a date" (workday-calendar.ts) for settlement dates.
 */
export const workdayResource = defineResource({
  name: 'workday',
  title: { zh: '工作日管理', en: 'Workdays' },
  service: 'blade-system',
  path: 'workday',
  table: 'blade_workday',
  fields: {
    workDate: field.code({
      label: { zh: '日期', en: 'Date' },
      required: '请选择日期',
      filterable: true,
      sortable: true,
    }),
    dateType: field.code({
      label: { zh: '日期类型', en: 'Type' },
      required: '请选择日期类型',
      dictCode: 'workday_type',
      filterable: true,
    }),
    remark: field.remark({ zh: '说明', en: 'Note' }),
  },
  unique: { field: 'workDate', taken: '该日期已在日历中' },
  defaultSort: [{ field: 'workDate', direction: 'asc' }],
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'workday_view', add: 'workday_add', edit: 'workday_edit', remove: 'workday_delete' },
  validate(values) {
    if (!isCalendarDay(String(values.workDate))) return workDateInvalidMsg;
    if (!Object.values(workdayTypes).includes(values.dateType as WorkdayType)) return workdayTypeInvalidMsg;
    return undefined;
  },
});
