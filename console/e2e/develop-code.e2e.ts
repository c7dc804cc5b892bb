import { expect, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { pick } from './support/pick';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

/** Names no other run uses, so that this run's rows are found by them. */
const run = Date.now().toString(36);

test('admin adds a data source, tests it, models a table and previews the code generated for it', async ({
  page,
}) => {
  const databaseUrl = process.env.E2E_DATABASE_URL!;
  await signIn(page);

  // A data source: the product's own database, and one nothing listens at.
  await page.goto('/develop/datasource/index');
  const sources = page.getByRole('region', { name: '数据源管理' });
  const addSource = async (name: string, url: string) => {
    await sources.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名称').fill(name);
    await pick(page, dialog.getByRole('combobox', { name: '驱动类型' }), 'postgresql');
    await dialog.getByLabel('连接地址').fill(url);
    await dialog.getByLabel('密码').fill('not-needed-on-loopback');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await addSource(`E2E源${run}`, databaseUrl);
  await addSource(`E2E断${run}`, 'postgres://postgres@127.0.0.1:1/nowhere');

  const grid = page.getByRole('grid', { name: '数据源管理' });
  await expect(grid.getByRole('row', { name: new RegExp(`E2E源${run}`) })).not.toContainText('not-needed');
  await grid
    .getByRole('row', { name: new RegExp(`E2E源${run}`) })
    .getByRole('button', { name: '测试连接' })
    .click();
  await expect(toast(page, '连接成功')).toBeVisible();
  await grid
    .getByRole('row', { name: new RegExp(`E2E断${run}`) })
    .getByRole('button', { name: '测试连接' })
    .click();
  await expect(toast(page, '连接失败：').last()).toContainText('ECONNREFUSED');

  // A model of one of its tables, its fields as the table offers them.
  await page.goto('/develop/model/index');
  await page
    .getByRole('region', { name: '数据模型' })
    .getByRole('toolbar')
    .getByRole('button', { name: '从数据表新建' })
    .click();
  const fromTable = page.getByRole('dialog');
  await pick(page, fromTable.getByRole('combobox', { name: '数据源' }), `E2E源${run}`);
  await fromTable.getByRole('combobox', { name: '数据表' }).click();
  await page.getByRole('option', { name: /^blade_param/ }).click();
  await fromTable.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功').last()).toBeVisible();

  const models = page.getByRole('grid', { name: '数据模型' });
  await models
    .getByRole('row', { name: /blade_param/ })
    .first()
    .getByRole('button', { name: '字段配置' })
    .click();
  const fields = page.getByRole('dialog');
  await expect(fields.getByLabel('param_name 英文名称')).toHaveValue('Param name');
  await fields.getByLabel('param_name 英文名称').fill('Name of the parameter');
  await fields.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();

  // A generator setting of that model (given), generated and previewed on its row.
  const api = await adminApi(page);
  const modelList = await api.get<{ records: Array<{ id: string; datasourceId: string }> }>(
    '/api/blade-develop/model/list?modelTable=blade_param&size=100',
  );
  const sourceList = await api.get<{ records: Array<{ id: string }> }>(
    `/api/blade-develop/datasource/list?name=${encodeURIComponent(`E2E源${run}`)}`,
  );
  const model = modelList.records.find((record) => record.datasourceId === sourceList.records[0]!.id)!;
  await api.post('/api/blade-develop/code/submit', {
    modelId: model.id,
    codeName: `E2E参数${run}`,
    serviceName: 'blade-demo',
    apiPath: 'demo-param',
    resourceName: 'demoParam',
    modulePath: 'develop',
  });
  await page.goto('/develop/code/index');
  const codes = page.getByRole('grid', { name: '代码生成' });
  await codes
    .getByRole('row', { name: new RegExp(`E2E参数${run}`) })
    .getByRole('button', { name: '生成代码' })
    .click();
  const preview = page.getByRole('dialog');
  await expect(
    preview.getByRole('tab', { name: 'services/src/demo/demo-param/demo-param.resource.ts' }),
  ).toBeVisible();
  await expect(preview.getByLabel('services/src/demo/demo-param/demo-param.resource.ts')).toContainText(
    "en: 'Name of the parameter'",
  );
  await preview.getByRole('tab', { name: 'console/src/features/demo/demo-param.pages.ts' }).click();
  await expect(preview.getByLabel('console/src/features/demo/demo-param.pages.ts')).toContainText(
    "'/develop/demo-param': resourcePage('demoParam'",
  );
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: '下载 zip' }).click();
  expect((await download).suggestedFilename()).toBe('demo-param.zip');
});
