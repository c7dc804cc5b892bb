import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import JSZip from 'jszip';
import ts from 'typescript';
import type { Migrations } from '@infra/migrations/migrations';
import type { Page } from '@platform/http/paging';
import type { Resource } from '@platform/resource-registry/define-resource';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import type { GeneratedCodeAnswer } from '@services/develop/code/code.wire';
import { createPostgresBookTable } from '@services/develop/testing/demo-tables';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const root = resolve(__dirname, '../../../..');
const api = '/api/blade-develop';
const tenantA = '000042';

/** The TypeScript errors of `files`, compiled as the project compiles (its tsconfig at `config`). */
function compileErrors(files: string[], config: string): string[] {
  const read = ts.readConfigFile(config, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(config));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

/**
 * The code generator, end to end on PostgreSQL: a data source, a model of one of its tables with
 * edited fields, a generator setting; the generated files are compiled with the project's
 * compiler, and the resource they declare, registered in an application, serves its calls.
 */
describe('blade-develop code generation', () => {
  let scratch: ScratchDatabase;
  let generator: TestApp;
  let folder: string;
  const call = tenantCaller(() => generator.app);
  let codeId: string;
  let generated: GeneratedCodeAnswer;

  beforeAll(async () => {
    scratch = await createScratchDatabase('develop_code');
    await createPostgresBookTable(scratch.url);
    generator = await startTestApp({ databaseUrl: scratch.url });
    folder = join(root, `.generated-code-${randomBytes(4).toString('hex')}`);
  });
  afterAll(async () => {
    await generator.close();
    await scratch.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps models and generator settings, copies a setting, and refuses what names nothing', async () => {
    const source = await call<Row>('POST', `${api}/datasource/submit`, {
      name: '本库',
      driver: 'postgresql',
      url: scratch.url,
    });
    const model = await call<Row>('POST', `${api}/model/submit`, {
      datasourceId: source.data.id,
      modelName: '图书',
      modelCode: 'book',
      modelTable: 'demo_book',
    });
    expect(model).toMatchObject({ code: 200, data: { modelTable: 'demo_book', prototype: null } });
    const modelId = model.data.id;
    expect(
      await call('POST', `${api}/model/submit`, {
        datasourceId: '1858000000000999999',
        modelName: 'x',
        modelCode: 'x',
        modelTable: 'x',
      }),
    ).toMatchObject({ code: 400, msg: expect.stringMatching(/^数据源不存在/) });

    // The fields as the table offers them: every column but the audit ones.
    const offered = await call<Row[]>('GET', `${api}/model/model-prototype?modelId=${modelId}`);
    expect(offered.data.map((field) => [field.jdbcName, field.kind, field.labelZh, field.required])).toEqual([
      ['book_name', 'text', '书名', true],
      ['isbn', 'code', 'isbn', false],
      ['pages', 'integer', '页数', false],
      ['author_id', 'reference', 'author_id', false],
      ['published_at', 'datetime', 'published_at', false],
      ['summary', 'longText', 'summary', false],
      ['is_deleted', 'integer', 'is_deleted', false],
    ]);

    const edited = offered.data.map((field) =>
      field.jdbcName === 'book_name' ? { ...field, labelEn: 'Title', sortable: true } : field,
    );
    const saved = await call<Row[]>('POST', `${api}/model/submit-list`, { modelId, prototypes: edited });
    expect(saved).toMatchObject({ code: 200 });
    const reread = await call<Row[]>('GET', `${api}/model/model-prototype?modelId=${modelId}`);
    expect(reread.data[0]).toMatchObject({ jdbcName: 'book_name', labelEn: 'Title', sortable: true });
    expect(
      await call('POST', `${api}/model/submit-list`, {
        modelId,
        prototypes: [{ ...edited[0], jdbcName: 'no_column' }],
      }),
    ).toMatchObject({ code: 400, msg: '数据表没有列 no_column' });
    expect(await call('POST', `${api}/model/submit-list`, { modelId, prototypes: [] })).toMatchObject({
      code: 400,
      msg: '请至少保留一个字段',
    });
    expect(
      await call('POST', `${api}/model/submit`, {
        id: modelId,
        modelName: '图书',
        modelCode: 'book',
        modelTable: 'demo_book',
        datasourceId: source.data.id,
        prototype: '{',
      }),
    ).toMatchObject({ code: 400, msg: '字段配置格式不正确：不是 JSON' });

    const setting = {
      modelId,
      codeName: '图书管理',
      serviceName: 'blade-demo',
      apiPath: 'demo-book',
      resourceName: 'demoBook',
      modulePath: 'develop',
    };
    expect(await call('POST', `${api}/code/submit`, { ...setting, resourceName: 'demo_book' })).toMatchObject(
      {
        code: 400,
        msg: '资源名只能是字母组成的小驼峰，如 demoBook',
      },
    );
    expect(
      await call('POST', `${api}/code/submit`, { ...setting, modelId: '1858000000000999999' }),
    ).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^数据模型不存在/),
    });
    const code = await call<Row>('POST', `${api}/code/submit`, setting);
    codeId = code.data.id;
    const copy = await call<Row>('POST', `${api}/code/copy?id=${codeId}`);
    expect(copy).toMatchObject({ code: 200, data: { ...setting, codeName: '图书管理-副本' } });
    expect(copy.data.id).not.toBe(codeId);
    const list = await call<Page<Row>>('GET', `${api}/code/list?codeName=图书管理`);
    expect(list.data.total).toBe(2);
    expect(await call('POST', `${api}/code/remove?ids=${copy.data.id}`)).toMatchObject({ code: 200 });
    expect(await call('GET', `${api}/code/detail?id=${copy.data.id}`)).toMatchObject({ code: 404 });
    expect(await call('POST', `${api}/model/remove?ids=${modelId}`)).toMatchObject({
      code: 400,
      msg: '该数据模型已被代码生成使用,无法删除',
    });
    expect(await call('GET', `${api}/code/list`, undefined, tenantA)).toMatchObject({ code: 403 });
  });

  it('generates the files, the same in the zip', async () => {
    const answer = await call<GeneratedCodeAnswer>('GET', `${api}/code/gen-code?id=${codeId}`);
    expect(answer.code).toBe(200);
    generated = answer.data;
    expect(generated.fileName).toBe('demo-book.zip');
    expect(generated.files.map((file) => file.path)).toEqual([
      'services/src/demo/demo-book/demo-book.resource.ts',
      'projections/src/demo/demo-book/demo-book.table.ts',
      'console/src/features/demo/demo-book.pages.ts',
      'console/src/features/demo/demo-book.i18n.ts',
      'infra/src/migrations/demo/NNNN-demo-book.ts',
      'demo-book.md',
    ]);
    const zip = await JSZip.loadAsync(Buffer.from(generated.zip, 'base64'));
    for (const file of generated.files) expect(await zip.file(file.path)!.async('string')).toBe(file.content);
    const resource = generated.files[0]!.content;
    expect(resource).toContain(
      "bookName: field.text({ label: { zh: '书名', en: 'Title' }, required: '请输入书名', maxLength: 100, filterable: true, sortable: true })",
    );
    expect(await call('GET', `${api}/code/gen-code?id=1858000000000999999`)).toMatchObject({ code: 404 });
  });

  it('generates code that compiles with the project’s compiler and, registered, serves its calls', async () => {
    for (const file of generated.files) {
      await mkdir(dirname(join(folder, file.path)), { recursive: true });
      await writeFile(join(folder, file.path), file.content);
    }
    const at = (path: string) => join(folder, path);
    const server = generated.files.filter((file) => /^(services|projections|infra)\//.test(file.path));
    expect(
      compileErrors(
        server.map((file) => at(file.path)),
        join(root, 'tsconfig.json'),
      ),
    ).toEqual([]);
    const console = generated.files.filter((file) => file.path.startsWith('console/'));
    expect(
      compileErrors(
        console.map((file) => at(file.path)),
        join(root, 'console/tsconfig.json'),
      ),
    ).toEqual([]);

    // Loaded through the project's SWC transform, as the tests load every source file.
    const { demoBookResource } = jest.requireActual<{ demoBookResource: Resource }>(
      at(generated.files[0]!.path),
    );
    const migration = jest.requireActual<Migrations[string]>(at(generated.files[4]!.path));
    await generator.close();
    generator = await startTestApp({
      databaseUrl: scratch.url,
      contexts: [
        { name: 'demo', resources: [demoBookResource], migrations: { '9999-demo-book': migration } },
      ],
    });

    const book = { bookName: '三体', isbn: '9787536692930', pages: 302, publishedAt: '2008-01-01 00:00:00' };
    const saved = await call<Row>('POST', '/api/blade-demo/demo-book/submit', book, tenantA);
    expect(saved).toMatchObject({
      code: 200,
      data: { ...book, tenantId: tenantA, summary: null, isDeleted: 0 },
    });
    expect(await call('POST', '/api/blade-demo/demo-book/submit', { pages: 1 }, tenantA)).toMatchObject({
      code: 400,
      msg: '请输入书名',
    });
    const page = await call<Page<Row>>(
      'GET',
      '/api/blade-demo/demo-book/list?bookName=三',
      undefined,
      tenantA,
    );
    expect(page.data).toMatchObject({ total: 1, records: [{ id: saved.data.id, bookName: '三体' }] });
    const everyBook = await call<Page<Row>>('GET', '/api/blade-demo/demo-book/list', undefined, tenantA);
    expect(everyBook.data.total).toBe(1);
    expect(await call('GET', '/api/blade-demo/demo-book/list', undefined, '100001')).toMatchObject({
      data: { total: 0, records: [] },
    });
    const detail = await call<Row>(
      'GET',
      `/api/blade-demo/demo-book/detail?id=${saved.data.id}`,
      undefined,
      tenantA,
    );
    expect(detail.data).toMatchObject(book);
    expect(
      await call('POST', `/api/blade-demo/demo-book/remove?ids=${saved.data.id}`, undefined, tenantA),
    ).toMatchObject({ code: 200 });
    expect(
      await call('GET', `/api/blade-demo/demo-book/detail?id=${saved.data.id}`, undefined, tenantA),
    ).toMatchObject({ code: 404 });
  }, 240_000);
});
