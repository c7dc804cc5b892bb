import type { Page } from '@platform/http/paging';
import { WorkdayCalendar } from '@services/system/workday/workday-calendar';
import type { SavedYear } from '@services/system/workday/workday.wire';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';
const api = '/api/blade-system/workday';

/** 2026's National Day: 1–7 October off, Sunday 27 September and Saturday 10 October worked. */
const nationalDay = [
  ...['01', '02', '03', '04', '05', '06', '07'].map((day) => ({
    workDate: `2026-10-${day}`,
    dateType: '1',
    remark: '国庆节',
  })),
  { workDate: '2026-09-27', dateType: '2', remark: '国庆调休' },
  { workDate: '2026-10-10', dateType: '2', remark: '国庆调休' },
];

/** blade-system/workday: a year saved whole, a day submitted alone, and the n-th working day. */
describeOnBothDatabases('blade-system workday', 'workday', (current) => {
  const call = tenantCaller(() => current().app);
  const save = (body: object, tenant = tenantA) => call<SavedYear>('POST', `${api}/save`, body, tenant);
  const year = async (tenant = tenantA) =>
    (await call<Page<Row>>('GET', `${api}/list?workDate_like=2026-&size=400`, undefined, tenant)).data;
  const calendar = () => current().app.get(WorkdayCalendar);

  it('saves a whole year, then replaces it with the next save of that year', async () => {
    const saved = await save({ year: 2026, days: nationalDay });
    expect(saved).toMatchObject({ code: 200 });
    expect(saved.data.days.map((day) => day.workDate)).toEqual([
      '2026-09-27',
      ...nationalDay.slice(0, 7).map((day) => day.workDate),
      '2026-10-10',
    ]);
    const firstId = saved.data.days[0]!.id;

    // 7 October becomes a working day, 10 October is no longer marked, 1 May is added.
    const changed = [
      ...nationalDay.slice(0, 6),
      { workDate: '2026-10-07', dateType: '2', remark: null },
      nationalDay[7]!,
      { workDate: '2026-05-01', dateType: '1', remark: '劳动节' },
    ];
    const again = await save({ year: '2026', days: changed });
    expect(again.data.days).toHaveLength(9);
    expect(again.data.days.find((day) => day.workDate === '2026-09-27')!.id).toBe(firstId);
    expect(again.data.days.find((day) => day.workDate === '2026-10-07')).toMatchObject({ dateType: '2' });
    expect(again.data.days.some((day) => day.workDate === '2026-10-10')).toBe(false);
    expect((await year()).total).toBe(9);
    expect((await year(tenantB)).total).toBe(0);
  });

  it('refuses a year with a day outside it, twice the same day or a bad day, and writes nothing', async () => {
    const before = (await year()).total;
    expect(await save({ year: 2026, days: [{ workDate: '2027-01-01', dateType: '1' }] })).toMatchObject({
      code: 400,
      msg: '日期不在 2026 年内: 2027-01-01',
    });
    const twice = [nationalDay[0]!, { ...nationalDay[0]!, dateType: '2' }];
    expect(await save({ year: 2026, days: twice })).toMatchObject({ code: 400, msg: '日期重复: 2026-10-01' });
    expect(await save({ year: 2026, days: [{ workDate: '2026-02-30', dateType: '1' }] })).toMatchObject({
      code: 400,
      msg: '日期格式应为 yyyy-MM-dd',
    });
    expect(await save({ year: 2026, days: [{ workDate: '2026-02-03', dateType: '3' }] })).toMatchObject({
      code: 400,
      msg: '日期类型只能是节假日或调休工作日',
    });
    expect(await save({ year: 'x', days: [] })).toMatchObject({
      code: 400,
      msg: '请输入 1900 到 2999 之间的年份',
    });
    expect((await year()).total).toBe(before);
  });

  it('submits, reads and removes one day; a date is marked once per tenant', async () => {
    const day = await call<Row>('POST', `${api}/submit`, { workDate: '2026-12-31', dateType: '1' }, tenantA);
    expect(day).toMatchObject({ code: 200, data: { workDate: '2026-12-31', dateType: '1' } });
    expect(
      await call('POST', `${api}/submit`, { workDate: '2026-12-31', dateType: '2' }, tenantA),
    ).toMatchObject({
      code: 400,
      msg: '该日期已在日历中',
    });
    expect(
      await call('POST', `${api}/submit`, { workDate: '2026-12-31', dateType: '2' }, tenantB),
    ).toMatchObject({
      code: 200,
    });
    expect(await call<Row>('GET', `${api}/detail?id=${day.data.id}`, undefined, tenantA)).toMatchObject({
      data: { workDate: '2026-12-31' },
    });
    expect(await call('POST', `${api}/remove?ids=${day.data.id}`, undefined, tenantA)).toMatchObject({
      code: 200,
    });
    expect(await call('GET', `${api}/detail?id=${day.data.id}`, undefined, tenantA)).toMatchObject({
      code: 404,
    });
  });

  it('counts the n-th working day after a date across a holiday and an adjusted working weekend', async () => {
    await save({ year: 2026, days: nationalDay }, tenantB);
    // Friday 25 September: Sunday 27 September is worked.
    expect(await calendar().nthWorkingDayAfter(tenantB, '2026-09-25', 1)).toBe('2026-09-27');
    // Wednesday 30 September: the holiday is skipped, Saturday 10 October counts.
    expect(await calendar().nthWorkingDayAfter(tenantB, '2026-09-30', 1)).toBe('2026-10-08');
    expect(await calendar().nthWorkingDayAfter(tenantB, '2026-09-30', 3)).toBe('2026-10-10');
    // Another tenant's calendar is its own: for a tenant without one, 1 October is a Thursday.
    expect(await calendar().nthWorkingDayAfter('000077', '2026-09-30', 1)).toBe('2026-10-01');
  });
});
