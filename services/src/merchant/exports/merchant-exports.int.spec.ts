import { randomUUID } from 'node:crypto';
import { composeContexts } from '@platform/contexts/compose-contexts';
import type { DomainEvent } from '@platform/commands/decider';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import type { Jobs } from '@platform/jobs/jobs.port';
import { waitFor } from '@platform/jobs/testing/probes';
import { exportKey } from '@platform/exports/export-job';
import type { MerchantJobPayloads } from '@services/merchant/merchant.jobs';
import {
  type MerchantDayStatisticsRecorded,
  merchantStatisticsStreamId,
} from '@services/merchant/merchant-statistics/merchant-statistics.events';
import { merchantContext } from '@services/merchant/merchant.context';
import { createMerchant, importTestRegions } from '@services/merchant/testing/merchant-test-data';
import type { FileStorage } from '@platform/storage/file-storage.port';
import { FILE_STORAGE } from '@platform/storage/file-storage.token';
import { finishedJob, sheetRows } from '@services/testing/finished-export';
import { describeOnBothDatabases, type TestApp } from '@services/testing/test-app';
import type { Page } from '@platform/http/paging';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';

/** Records a day's totals through the write path, so the answer comes after the read model has them. */
async function recordDay(
  testApp: TestApp,
  merchantId: string,
  statDate: string,
  orderCount: number,
  amount: string,
) {
  const data = {
    tenantId: tenantA,
    merchantId,
    statDate,
    orderCount,
    depositAmount: amount,
    consumeAmount: '1.00',
    refundAmount: '0.50',
  };
  const decider = {
    initialState: () => null,
    evolve: () => null,
    decide: (): MerchantDayStatisticsRecorded[] => [{ type: 'MerchantDayStatisticsRecorded', data }],
  };
  const at = new Date().toISOString();
  await testApp.runtime.executor.execute<null, DomainEvent, null>(
    decider,
    { streamId: merchantStatisticsStreamId(merchantId, statDate), command: null },
    {
      tenantId: tenantA,
      userId: '0',
      account: 'test',
      correlationId: 'stats',
      causationId: 'stats',
      occurredAt: at,
      clientIp: '127.0.0.1',
    },
  );
}

/**
 * On PostgreSQL the exports run on BullMQ over the machine's Redis, as a deployment with
 * REDIS_URL runs them; on PGlite in the in-process queue, as `npm start` does.
 */
describeOnBothDatabases(
  'merchant statistics and exports',
  'merchant_exports',
  (current) => {
    const call = tenantCaller(() => current().app);
    let merchantId: string;

    beforeAll(async () => {
      await importTestRegions(current().runtime);
      merchantId = (await createMerchant(call, tenantA, 1)).merchant.id;
      for (let n = 0; n < 5; n++)
        await call(
          'POST',
          '/api/prepaid-merchant/merchantExt/submit',
          { merchantId, businessArea: '350102001', employeeCount: n },
          tenantA,
        );
      await recordDay(current(), merchantId, '2024-05-06', 3, '300.00');
      await recordDay(current(), merchantId, '2024-05-07', 2, '200.50');
      await recordDay(current(), merchantId, '2024-06-01', 1, '10.00');
    });

    it('pages the daily rows and charts them per day, week and month', async () => {
      const page = await call<Page<Row>>(
        'GET',
        '/api/prepaid-merchant/merchantStatistics/page?from=2024-05-01&to=2024-05-31',
        undefined,
        tenantA,
      );
      expect(page.data.total).toBe(2);
      expect(page.data.records[0]).toMatchObject({
        statDate: '2024-05-07',
        merchantName: '商户1',
        depositAmount: '200.50',
      });
      const month = await call<{ series: unknown[] }>(
        'GET',
        '/api/prepaid-merchant/merchantStatistics/getStatisticsData?period=month&from=2024-01-01&to=2024-12-31',
        undefined,
        tenantA,
      );
      expect(month.data.series).toEqual([
        {
          period: '2024-05-01',
          newMerchants: 0,
          orderCount: 5,
          depositAmount: '500.50',
          consumeAmount: '2.00',
          refundAmount: '1.00',
        },
        {
          period: '2024-06-01',
          newMerchants: 0,
          orderCount: 1,
          depositAmount: '10.00',
          consumeAmount: '1.00',
          refundAmount: '0.50',
        },
      ]);
      const week = await call<{ series: Array<{ period: string }> }>(
        'GET',
        '/api/prepaid-merchant/merchantStatistics/getStatisticsData?period=week&to=2024-12-31',
        undefined,
        tenantA,
      );
      expect(week.data.series.map((point) => point.period)).toEqual(['2024-05-06', '2024-05-27']);
      expect(
        (
          await call(
            'GET',
            '/api/prepaid-merchant/merchantStatistics/getStatisticsData?period=year',
            undefined,
            tenantA,
          )
        ).msg,
      ).toBe('统计周期只能是 day、week 或 month');
      expect(
        (
          await call(
            'GET',
            '/api/prepaid-merchant/merchantStatistics/page?from=2024-13-01',
            undefined,
            tenantA,
          )
        ).msg,
      ).toBe('日期格式应为 yyyy-MM-dd');
      expect(
        (await call<Page<Row>>('GET', '/api/prepaid-merchant/merchantStatistics/page', undefined, tenantB))
          .data.total,
      ).toBe(0);
    });

    it('exports merchant extensions as a job: a job id, progress, then a link to the xlsx', async () => {
      const { config, jobs } = current().runtime;
      expect(jobs.kind).toBe(config.databaseUrl ? 'bullmq' : 'in-process');
      const started = await call<{ jobId: string }>(
        'POST',
        '/api/prepaid-merchant/merchantExt/handleExport',
        {},
        tenantA,
      );
      expect(started.code).toBe(200);
      const { jobId } = started.data;
      const done = await finishedJob(call, jobId, tenantA);
      expect(done).toMatchObject({ status: 'completed', progress: 100, rows: 5, error: null });
      const file = await current().app.inject({ method: 'GET', url: done.link! });
      expect(file.statusCode).toBe(200);
      const rows = await sheetRows(file.rawPayload);
      expect(rows).toHaveLength(6);
      expect(rows[0]).toEqual([
        '编号',
        '商户',
        '经营区域编码',
        '经营区域',
        '经营范围',
        '员工人数',
        '备注',
        '创建时间',
      ]);
      expect(rows[1]).toEqual(
        expect.arrayContaining(['商户1', '350102001', '福建省/福州市/鼓楼区/鼓东街道']),
      );
      // Another tenant cannot see the job.
      expect(
        await call('GET', `/api/blade-resource/job/detail?id=${jobId}`, undefined, tenantB),
      ).toMatchObject({ code: 404, msg: '任务不存在' });
    });

    it('exports statistics of a range', async () => {
      const started = await call<{ jobId: string }>(
        'POST',
        '/api/prepaid-merchant/merchantStatistics/export',
        { from: '2024-05-01', to: '2024-05-31' },
        tenantA,
      );
      const done = await finishedJob(call, started.data.jobId, tenantA);
      expect(done.status).toBe('completed');
      const rows = await sheetRows(
        (await current().app.inject({ method: 'GET', url: done.link! })).rawPayload,
      );
      expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
        ['2024-05-06', '300.00'],
        ['2024-05-07', '200.50'],
      ]);
    });

    it('runs an export once per id on the app queue, reporting progress, and tenant B exports none of A', async () => {
      const jobs = current().runtime.jobs as Jobs<MerchantJobPayloads>;
      const ofA = { exportId: randomUUID(), tenantId: tenantA, userId: '1' };
      const ofB = { exportId: randomUUID(), tenantId: tenantB, userId: '1' };
      const [a, b] = [
        await jobs.enqueue('merchant.exportExt', ofA),
        await jobs.enqueue('merchant.exportExt', ofB),
      ];
      expect((await jobs.enqueue('merchant.exportExt', ofA)).duplicate).toBe(true);
      for (const id of [a.id, b.id])
        await waitFor('export job', async () => (await jobs.getJob(id))?.status === 'completed');
      expect(await jobs.getJob(a.id)).toMatchObject({ progress: 100, result: { rows: 5 } });
      const stored = await current().app.get<symbol, FileStorage>(FILE_STORAGE).get(exportKey(ofA));
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(await sheetRows(Buffer.concat(chunks))).toHaveLength(6);
      expect(await jobs.getJob(b.id)).toMatchObject({ result: { rows: 0 } });
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes, in every read model of prepaid-merchant', async () => {
      await expectSameRowsAfterRebuild(current().runtime, composeContexts([merchantContext]).projections);
    });
  },
  { bullmqOnPostgres: true },
);
