import { seedAuditorRole } from '@infra/seed/platform-tenant.seed';
import { paramEditedTwice } from '@services/testing/param-edited-twice';
import { finishedJob, sheetRows } from '@services/testing/finished-export';
import { type Answer, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { roleGranted } from '@services/testing/test-roles';

const exportPath = '/api/audit/trail/export';
const otherTenant = '000042';

describeOnBothDatabases('the export of a record’s audit trail', 'audit_export', (current) => {
  const call = tenantCaller(() => current().app);
  /** Asks for the export of a parameter's trail as `tenant`, holding `roles` (its administrator's by default). */
  async function exportTrail(aggregateId: string, tenant = '000000', roles?: string) {
    const response = await current().app.inject({
      method: 'POST',
      url: exportPath,
      headers: { 'x-test-tenant': tenant, ...(roles === undefined ? {} : { 'x-test-roles': roles }) },
      payload: { aggregateType: 'param', aggregateId },
    });
    return response.json<Answer<{ jobId: string }>>();
  }

  let paramId: string;
  beforeAll(async () => {
    paramId = await paramEditedTwice(call, '000000', 'export.trail');
  });

  it('writes the timeline to xlsx by a job: a line per changed field, with who, when, from where and the request', async () => {
    const started = await exportTrail(paramId, '000000', seedAuditorRole.id);
    expect(started.code).toBe(200);
    const job = await finishedJob(call, started.data.jobId, '000000');
    expect(job).toMatchObject({ status: 'completed', progress: 100, error: null });
    const file = await current().app.inject({ method: 'GET', url: job.link! });
    expect(file.statusCode).toBe(200);
    const [header, ...lines] = await sheetRows(file.rawPayload);
    expect(header).toEqual(['版本', '时间', '操作人', 'IP 地址', '事件', '字段', '变更前', '变更后', '请求']);
    expect(lines).toHaveLength(job.rows!);
    const valueLines = lines.filter((line) => line[5] === 'record.paramValue');
    expect(valueLines.map((line) => [line[0], line[4], line[6] ?? null, line[7]])).toEqual([
      [0, 'param.created', null, 'v0'],
      [1, 'param.updated', 'v0', 'v1'],
      [2, 'param.updated', 'v1', 'v2'],
    ]);
    expect(valueLines[1]).toEqual(
      expect.arrayContaining([
        'user-1',
        '127.0.0.1',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      ]),
    );
    expect(String(valueLines[1]![8])).not.toBe('');
  });

  it('refuses a caller without the export code (403), and a record of another tenant (404)', async () => {
    const viewer = await roleGranted(call, 'trail.viewer', ['audit_explorer_view']);
    expect(await exportTrail(paramId, '000000', viewer)).toMatchObject({ code: 403 });
    expect(await exportTrail(paramId, otherTenant)).toMatchObject({ code: 404, msg: '未找到该记录的历史' });
  });
});
