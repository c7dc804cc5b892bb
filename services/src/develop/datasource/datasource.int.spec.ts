import { sql } from 'kysely';
import { composeContexts } from '@platform/contexts/compose-contexts';
import type { Page } from '@platform/http/paging';
import { AppendedEvents } from '@platform/testing/appended-events';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { DatasourceSecrets } from '@services/develop/datasource/datasource-secret';
import { developContext } from '@services/develop/develop.context';
import {
  createMariaDbTable,
  createPostgresBookTable,
  testMariaDb,
} from '@services/develop/testing/demo-tables';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';

const api = '/api/blade-develop/datasource';
const password = 'Pg-secret-4711';

let source: ScratchDatabase;
let mariaDb: { table: string; drop(): Promise<void> };
beforeAll(async () => {
  source = await createScratchDatabase('develop_source');
  await createPostgresBookTable(source.url);
  mariaDb = await createMariaDbTable();
});
afterAll(async () => {
  await source.drop();
  await mariaDb.drop();
});

/** Data sources: saved with the password sealed and never answered, tested against real servers. */
describeOnBothDatabases('blade-develop data sources', 'develop_datasource', (current) => {
  const call = tenantCaller(() => current().app);
  const submit = (body: object, tenant = '000000') => call<Row>('POST', `${api}/submit`, body, tenant);
  const test = (id: string) => call('POST', `${api}/test?id=${id}`);
  const postgresSource = () => ({ name: '本机 PostgreSQL', driver: 'postgresql', url: source.url, password });
  const database = () => current().runtime.infrastructure.database.db;

  it('stores the password sealed, answers only the mask, and keeps it when the mask comes back', async () => {
    const appended = new AppendedEvents(current().runtime.infrastructure.store);
    await appended.since();
    const saved = await submit(postgresSource());
    expect(saved).toMatchObject({ code: 200, data: { name: '本机 PostgreSQL', password: '******' } });
    const { id } = saved.data;

    const detail = await call<Row>('GET', `${api}/detail?id=${id}`);
    expect(detail.data.password).toBe('******');
    const page = await call<Page<Row>>('GET', `${api}/list?name=PostgreSQL`);
    expect(page.data.records.map((record) => [record.id, record.password])).toEqual([[id, '******']]);

    const events = await appended.since();
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(password);
    const stored = await sql<{
      password: string;
    }>`SELECT password FROM blade_datasource WHERE id = ${id}`.execute(database());
    const sealed = stored.rows[0]!.password;
    expect(sealed).toMatch(/^gcm1:/);
    expect(DatasourceSecrets.fromEnv({}).open(sealed)).toBe(password);

    // The form sends the mask back with a new name: the stored password stays as it was.
    expect(await submit({ ...postgresSource(), id, name: '改名', password: '******' })).toMatchObject({
      code: 200,
    });
    const after = await sql<{
      password: string;
    }>`SELECT password FROM blade_datasource WHERE id = ${id}`.execute(database());
    expect(after.rows[0]!.password).toBe(sealed);
    expect(await test(id)).toMatchObject({ code: 200, msg: '连接成功' });
  });

  it('refuses bad settings with their message and writes nothing', async () => {
    const appended = new AppendedEvents(current().runtime.infrastructure.store);
    await appended.since();
    const refusals: Array<[object, string]> = [
      [{ driver: 'postgresql', url: source.url }, '请输入数据源名称'],
      [{ name: 'x', url: source.url }, '请选择驱动类型'],
      [{ name: 'x', driver: 'oracle', url: source.url }, '驱动类型只能是 postgresql 或 mysql'],
      [{ name: 'x', driver: 'mysql', url: source.url }, '连接地址与驱动类型不符'],
      [{ name: 'x', driver: 'mysql', host: '127.0.0.1' }, '请输入连接地址，或主机与数据库'],
      [
        { name: 'x', driver: 'mysql', host: 'h', databaseName: 'd', port: 70000 },
        '端口只能在 1 到 65535 之间',
      ],
    ];
    for (const [body, msg] of refusals) expect(await submit(body)).toMatchObject({ code: 400, msg });
    expect(await submit(postgresSource(), '000042')).toMatchObject({ code: 403 });
    expect(await appended.since()).toEqual([]);
  });

  it('tests the connection of PostgreSQL and MariaDB, and answers the driver’s reason for a refused one', async () => {
    const postgres = (await submit(postgresSource())).data;
    expect(await test(postgres.id)).toMatchObject({ code: 200, success: true, msg: '连接成功' });

    const mysql = (await submit({ name: 'MariaDB', driver: 'mysql', ...testMariaDb })).data;
    expect(await test(mysql.id)).toMatchObject({ code: 200, msg: '连接成功' });
    const mysqlUrl = (
      await submit({ name: 'MariaDB URL', driver: 'mysql', url: 'mysql://root@127.0.0.1:3306/test' })
    ).data;
    expect(await test(mysqlUrl.id)).toMatchObject({ code: 200 });

    const refused = (
      await submit({ name: '关闭的', driver: 'postgresql', host: '127.0.0.1', port: 1, databaseName: 'x' })
    ).data;
    const answer = await test(refused.id);
    expect(answer).toMatchObject({ code: 400, success: false });
    expect(answer.msg).toMatch(/^连接失败：.*ECONNREFUSED/);
    const refusedMysql = (
      await submit({ name: '关闭的 MySQL', driver: 'mysql', host: '127.0.0.1', port: 1, databaseName: 'x' })
    ).data;
    expect((await test(refusedMysql.id)).msg).toMatch(/^连接失败：.*ECONNREFUSED/);
    const wrongDatabase = (await submit({ ...postgresSource(), url: `${source.url}_missing` })).data;
    expect((await test(wrongDatabase.id)).msg).toMatch(/^连接失败：.*does not exist/);

    expect(await test('1858000000000999999')).toMatchObject({ code: 404 });
  });

  it('removes a data source no model uses, and refuses one a model uses', async () => {
    const used = (await submit(postgresSource())).data;
    const unused = (await submit(postgresSource())).data;
    const model = { datasourceId: used.id, modelName: '图书', modelCode: 'book', modelTable: 'demo_book' };
    expect(await call('POST', '/api/blade-develop/model/submit', model)).toMatchObject({ code: 200 });
    expect(await call('POST', `${api}/remove?ids=${used.id}`)).toMatchObject({
      code: 400,
      msg: '该数据源已被数据模型使用,无法删除',
    });
    expect(await call('POST', `${api}/remove?ids=${unused.id}`)).toMatchObject({ code: 200 });
    expect(await call('GET', `${api}/detail?id=${unused.id}`)).toMatchObject({ code: 404 });
    const select = await call<Row[]>('GET', `${api}/select`);
    expect(select.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(select.data)).not.toContain(password);
  });

  it('reads the tables and columns of PostgreSQL and MariaDB sources', async () => {
    const postgres = (await submit(postgresSource())).data;
    const mysql = (await submit({ name: 'MariaDB', driver: 'mysql', ...testMariaDb })).data;
    const tables = (datasourceId: string) =>
      call<Row[]>('GET', `/api/blade-develop/model/table-list?datasourceId=${datasourceId}`);
    expect((await tables(postgres.id)).data).toEqual([{ tableName: 'demo_book', comment: '图书' }]);
    expect((await tables(mysql.id)).data).toEqual(
      expect.arrayContaining([{ tableName: mariaDb.table, comment: '图书' }]),
    );

    const info = (datasourceId: string, table: string) =>
      call<Row[]>(
        'GET',
        `/api/blade-develop/model/table-info?datasourceId=${datasourceId}&tableName=${table}`,
      );
    const columns = (await info(postgres.id, 'demo_book')).data;
    expect(columns[0]).toEqual({
      name: 'id',
      dataType: 'bigint',
      nullable: false,
      hasDefault: false,
      maxLength: null,
      comment: null,
      primaryKey: true,
    });
    expect(columns.find((column) => column.name === 'book_name')).toEqual({
      name: 'book_name',
      dataType: 'character varying',
      nullable: false,
      hasDefault: false,
      maxLength: 100,
      comment: '书名',
      primaryKey: false,
    });
    const mysqlColumns = (await info(mysql.id, mariaDb.table)).data;
    expect(
      mysqlColumns.map((column) => [column.name, column.dataType, column.primaryKey, column.comment]),
    ).toEqual([
      ['id', 'bigint', true, null],
      ['book_name', 'varchar', false, '书名'],
      ['pages', 'int', false, '页数'],
      ['create_time', 'datetime', false, null],
    ]);
    expect(await info(postgres.id, 'no_such_table')).toMatchObject({ code: 404, msg: '数据表不存在' });
    expect(await call('GET', `/api/blade-develop/model/table-list?datasourceId=abc`)).toMatchObject({
      code: 400,
    });
  });

  // Last: it stops the app's projection runners.
  it('writes the rows a rebuild from the events writes', async () => {
    await expectSameRowsAfterRebuild(current().runtime, composeContexts([developContext]).projections);
  });
});
