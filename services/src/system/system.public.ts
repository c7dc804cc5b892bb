/**
 * What other contexts may use of blade-system: importing regions (their tests bring a few), and
 * the workday calendar settlement dates are counted in (WorkdayCalendar, provided by SystemModule).
 */
export { type RegionSource } from '@services/system/region/china-division.source';
export { type Region } from '@services/system/region/region.events';
export { importRegions } from '@services/system/region/region-import';
export { administratorAlias } from '@services/system/role/role.events';
export { WorkdayCalendar } from '@services/system/workday/workday-calendar';
export { workdayTypes } from '@services/system/workday/workday.resource';
export { nthWorkingDayAfter } from '@services/system/workday/working-days';
export { SystemModule } from '@services/system/system.module';
