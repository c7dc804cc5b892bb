import { featureMessages } from '@console/lib/i18n/messages';

/** The workday calendar: a year of days, each a legal holiday, an adjusted working day or plain. */
export const workdayMessages = featureMessages(
  {
    title: '工作日管理',
    year: '年份',
    previousYear: '上一年',
    nextYear: '下一年',
    save: '保存全年',
    saved: '保存成功',
    hint: '点击日期(或用方向键选中后按回车)切换:工作日标为节假日,周末标为调休工作日,再点一次恢复。',
    legend: { holiday: '节假日', workingDay: '调休工作日' },
    mark: { holiday: '休', workingDay: '班' },
    weekdays: { mon: '一', tue: '二', wed: '三', thu: '四', fri: '五', sat: '六', sun: '日' },
  },
  {
    title: 'Workdays',
    year: 'Year',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    save: 'Save the year',
    saved: 'Saved',
    hint: 'Click a day (or reach it with the arrow keys and press Enter) to switch it: a weekday becomes a holiday, a weekend day a working day; again to restore it.',
    legend: { holiday: 'Holiday', workingDay: 'Adjusted working day' },
    mark: { holiday: 'Off', workingDay: 'Work' },
    weekdays: { mon: 'Mo', tue: 'Tu', wed: 'We', thu: 'Th', fri: 'Fr', sat: 'Sa', sun: 'Su' },
  },
);
