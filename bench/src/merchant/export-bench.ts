import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest } from '@infra/migrations/migrate';
import { merchantMigrations } from '@infra/migrations/merchant/merchant.migrations';
import { openPostgres } from '@platform/database/database';
import type { JobContext } from '@platform/jobs/jobs.port';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { formatTable } from '@bench/support/text-table';
import { exportKey } from '@platform/exports/export-job';
import { merchantStatisticsJobHandlers } from '@services/merchant/merchant-statistics/merchant-statistics.jobs';
import { LocalDiskFileStorage } from '@platform/storage/local-disk-file-storage';

/**
 * The merchant statistics export: N daily rows (1,000 merchants × N/1,000 days) through the
 * export job's handler — keyset cursor, exceljs streaming writer, the file stored on local disk —
 * with the process's peak RSS and heap sampled every 20 ms; beside `COPY (the same SELECT) TO
 * STDOUT (FORMAT csv)` of the same rows through psql, on the same server, same run.
 */
const rowCount = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const merchants = 1000;
const memoryBudgetMb = 300;
const tenantId = '000000';

export async function runExportBench(): Promise<void> {
  const scratch = await createScratchDatabase('merchant_export');
  const database = openPostgres(scratch.url, 4);
  const folder = await mkdtemp(join(tmpdir(), 'steward-export-bench-'));
  try {
    await migrateToLatest(database.db, merchantMigrations);
    await load(database.db, rowCount);
    const copy = await copyCsv(scratch.url);
    const storage = new LocalDiskFileStorage(folder);
    const handlers = merchantStatisticsJobHandlers({ database, storage });
    const request = { exportId: 'bench', tenantId, userId: '1' };
    global.gc?.();
    const sampler = peakSampler();
    const started = performance.now();
    const result = (await handlers['merchant.exportStatistics'](request, jobContext())) as {
      rows: number;
    };
    const ms = performance.now() - started;
    const peak = sampler.stop();
    const bytes = (await stat(join(folder, ...exportKey(request).split('/')))).size;
    const mb = (value: number) => Math.round((value / 2 ** 20) * 10) / 10;
    console.log(
      formatTable(
        [
          'export of merchant statistics',
          'rows',
          'seconds',
          'rows/s',
          'file MB',
          'peak RSS MB',
          'peak heap MB',
        ],
        [
          [
            'COPY ... TO STDOUT (FORMAT csv), psql',
            copy.rows,
            copy.ms / 1000,
            (copy.rows / copy.ms) * 1000,
            mb(copy.bytes),
            '-',
            '-',
          ],
          [
            'export job: cursor + exceljs stream',
            result.rows,
            ms / 1000,
            (result.rows / ms) * 1000,
            mb(bytes),
            mb(peak.rss),
            mb(peak.heap),
          ],
        ],
      ),
    );
    console.log(`\nexport takes ${(ms / copy.ms).toFixed(1)}× the time of COPY to csv`);
    console.log(
      `peak RSS ${mb(peak.rss)} MB ${peak.rss < memoryBudgetMb * 2 ** 20 ? 'within' : 'OVER'} the ${memoryBudgetMb} MB budget`,
    );
    if (result.rows !== rowCount) throw new Error(`exported ${result.rows} rows, expected ${rowCount}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await database.close();
    await scratch.drop();
  }
}

async function load(db: ReturnType<typeof openPostgres>['db'], rows: number): Promise<void> {
  const days = Math.ceil(rows / merchants);
  await sql`
    INSERT INTO prepaid_merchant (id, tenant_id, merchant_name, credit_code, legal_person, contact_name, phone,
      address, industry_category, industry_tags, supervise_bank_id, bank_account_name, bank_account_no, bank_name,
      create_time, update_time)
    SELECT m, ${tenantId}, '商户' || m, lpad(m::text, 18, '0'), '法人', '联系人', '13800138000', '地址', 1, '', 1,
           '户名', '6222' || lpad(m::text, 12, '0'), '开户行', now(), now()
      FROM generate_series(1, ${merchants}) AS m`.execute(db);
  await sql`
    INSERT INTO prepaid_merchant_statistics
      (tenant_id, merchant_id, stat_date, order_count, deposit_amount, consume_amount, refund_amount)
    SELECT ${tenantId}, m, date '2020-01-01' + d, (m + d) % 50, ((m * d) % 100000) / 100.0, (m % 977) / 10.0, (d % 31) / 10.0
      FROM generate_series(0, ${days - 1}) AS d, generate_series(1, ${merchants}) AS m
     LIMIT ${rows}`.execute(db);
  await sql`ANALYZE prepaid_merchant_statistics`.execute(db);
}

/** The same rows and columns the export writes, as csv through psql (a process of its own). */
function copyCsv(url: string): Promise<{ rows: number; bytes: number; ms: number }> {
  const select = `SELECT to_char(s.stat_date, 'YYYY-MM-DD'), s.merchant_id, m.merchant_name, s.order_count,
      to_char(s.deposit_amount, 'FM9999999999999990.00'), to_char(s.consume_amount, 'FM9999999999999990.00'),
      to_char(s.refund_amount, 'FM9999999999999990.00')
    FROM prepaid_merchant_statistics s LEFT JOIN prepaid_merchant m ON m.id = s.merchant_id AND m.tenant_id = s.tenant_id
    WHERE s.tenant_id = '${tenantId}' ORDER BY s.stat_date, s.merchant_id`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const psql = spawn('psql', [url, '-X', '-q', '-c', `COPY (${select}) TO STDOUT (FORMAT csv)`]);
    let bytes = 0;
    let rows = 0;
    psql.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
    });
    psql.on('error', reject);
    psql.on('close', (code) =>
      code === 0
        ? resolve({ rows, bytes, ms: performance.now() - started })
        : reject(new Error(`psql exited ${code}`)),
    );
  });
}

function peakSampler() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  const timer = setInterval(sample, 20);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

function jobContext(): JobContext {
  return { jobId: 'bench', attempt: 1, reportProgress: async () => {}, signal: new AbortController().signal };
}

if (require.main === module) {
  runExportBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
