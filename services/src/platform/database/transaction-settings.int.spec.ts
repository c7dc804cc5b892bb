import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '@infra/schema/database';
import { withTransactionSettings } from '@platform/database/transaction-settings';
import { testServerUrl } from '@platform/testing/test-postgres';

describe('withTransactionSettings (PostgreSQL)', () => {
  // One connection: what the transaction set would still be there for the next statement. (A
  // custom setting once set reads as empty, not missing, after its transaction: both are ''.)
  const pool = new Pool({ connectionString: testServerUrl, max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const settingsNow = (on: Kysely<Database> = db) =>
    sql<{ jit: string; run: string }>`
      SELECT current_setting('jit') AS jit, coalesce(current_setting('prepaid.test_run', true), '') AS run`
      .execute(on)
      .then(({ rows }) => rows[0]);

  afterAll(() => db.destroy());

  it('holds the settings for the work’s transaction, and not after it', async () => {
    const before = await settingsNow();
    const inside = await withTransactionSettings(db, { jit: 'off', 'prepaid.test_run': 'r7' }, (trx) =>
      settingsNow(trx),
    );

    expect(inside).toEqual({ jit: 'off', run: 'r7' });
    expect(before?.jit).toBe('on');
    expect(await settingsNow()).toEqual(before);
  });

  it('rolls back what the work wrote when it fails, the settings gone with it', async () => {
    await sql`CREATE TEMPORARY TABLE IF NOT EXISTS settings_probe (run text)`.execute(db);
    const failing = withTransactionSettings(db, { 'prepaid.test_run': 'r8' }, async (trx) => {
      await sql`INSERT INTO settings_probe VALUES (current_setting('prepaid.test_run'))`.execute(trx);
      throw new Error('the work failed');
    });

    await expect(failing).rejects.toThrow('the work failed');
    expect((await sql`SELECT * FROM settings_probe`.execute(db)).rows).toEqual([]);
    expect((await settingsNow())?.run).toBe('');
  });

  it('runs the work as it is when there is nothing to set', async () => {
    expect(await withTransactionSettings(db, {}, (trx) => settingsNow(trx))).toEqual(await settingsNow());
  });
});
