import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { axeOn } from './support/axe';
import { seedMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';

/** A key no other run or seed uses. */
const paramKey = `audit.e2e.${Date.now().toString(36)}`;

test('the audit page shows a parameter’s two edits, its first value back on the slider, the request of a change, a new edit as it happens, and the trail exported to xlsx', async ({
  page,
}) => {
  const api = await adminApi(page);
  const submit = (values: object) =>
    api.post('/api/blade-system/param/submit', { paramName: '审计E2E', paramKey, ...values });
  await submit({ paramValue: 'first' });
  const list = await api.get<{ records: { id: string }[] }>(
    `/api/blade-system/param/list?paramKey=${paramKey}`,
  );
  const id = list.records[0]!.id;
  await submit({ id, paramValue: 'second' });
  await submit({ id, paramValue: 'third' });

  await signIn(page);
  await page.goto('/audit/explorer/index');
  const search = page.getByRole('search', { name: '查找记录' });
  await expect(search).toBeVisible();
  // Before a record is asked for, the page says how to find one.
  const hint = page.getByText('选择业务类型并输入业务编号,查看该记录的每一次变更', { exact: false });
  await expect(hint).toBeVisible();
  await expectAccessible(page);
  await search.getByRole('combobox', { name: '业务类型' }).click();
  await page.getByRole('option', { name: 'param', exact: true }).click();
  await search.getByLabel('业务编号').fill(id);
  await search.getByRole('button', { name: '查询' }).click();

  // Both edits in the timeline, each with what it changed.
  const timeline = page.getByRole('table', { name: '变更时间线' });
  await expect(hint).toHaveCount(0);
  await expect(timeline.getByRole('cell', { name: 'param.updated', exact: true })).toHaveCount(2);
  const firstEdit = page.getByRole('table', { name: '变更内容 1' });
  await expect(firstEdit.getByRole('row', { name: /record\.paramValue first second/ })).toBeVisible();
  const secondEdit = page.getByRole('table', { name: '变更内容 2' });
  await expect(secondEdit.getByRole('row', { name: /record\.paramValue second third/ })).toBeVisible();
  // Its history verifies against its hash chain.
  await expect(page.getByText(/^哈希链校验通过/)).toBeVisible();

  // The slider starts at the last revision; one step back shows the record after the first edit.
  const state = page.getByLabel('该版本时的记录');
  await expect(state).toContainText('"paramValue": "third"');
  const slider = page.getByRole('slider', { name: '版本' });
  await slider.focus();
  await slider.press('ArrowLeft');
  await expect(state).toContainText('"paramValue": "second"');
  await slider.press('ArrowLeft');
  await expect(state).toContainText('"paramValue": "first"');

  // Two revisions compared, field by field.
  await page.getByRole('button', { name: '比较' }).click();
  await expect(
    page
      .getByRole('table', { name: '版本比较' })
      .getByRole('row', { name: /record\.paramValue first third/ }),
  ).toBeVisible();

  // The request that made the last edit changed this parameter only.
  await timeline.getByRole('button', { name: '查看同一请求的全部变更' }).last().click();
  const request = page.getByRole('table', { name: /^同一请求的变更 / });
  await expect(request.getByRole('row')).toHaveCount(2);
  await expect(request.getByRole('row', { name: new RegExp(`param ${id} 2 param.updated`) })).toBeVisible();

  // A change made while the page is open appears in its timeline by itself.
  await submit({ id, paramValue: 'fourth' });
  await expect(timeline.getByRole('cell', { name: 'param.updated', exact: true })).toHaveCount(3);
  const thirdEdit = page.getByRole('table', { name: '变更内容 3' });
  await expect(thirdEdit.getByRole('row', { name: /record\.paramValue third fourth/ })).toBeVisible();

  // The trail exports to xlsx: a line per changed field, oldest first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('审计追溯.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const valueLines: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const cells = row.values as unknown[];
    if (cells[6] === 'record.paramValue') valueLines.push([cells[1], cells[7] ?? null, cells[8]]);
  });
  expect(valueLines).toEqual([
    [0, null, 'first'],
    [1, 'first', 'second'],
    [2, 'second', 'third'],
    [3, 'third', 'fourth'],
  ]);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await expectAccessible(page);
});

test('a list row opens its record’s history on the audit page', async ({ page }) => {
  const api = await adminApi(page);
  const key = `${paramKey}.row`;
  await api.post('/api/blade-system/param/submit', {
    paramName: '审计行',
    paramKey: key,
    paramValue: 'only',
  });
  const list = await api.get<{ records: { id: string }[] }>(`/api/blade-system/param/list?paramKey=${key}`);
  const id = list.records[0]!.id;

  await signIn(page);
  await page.goto('/system/param/index');
  const params = page.getByRole('region', { name: '参数管理' });
  const search = params.getByRole('search');
  await search.getByLabel('参数键名').fill(key);
  await search.getByLabel('参数键名').press('Enter');
  await params
    .getByRole('row', { name: new RegExp(key.replace(/\./g, '\\.')) })
    .getByRole('button', { name: '历史' })
    .click();

  await expect(page).toHaveURL(new RegExp(`/audit/explorer/index\\?type=param&id=${id}$`));
  const timeline = page.getByRole('table', { name: '变更时间线' });
  await expect(timeline.getByRole('cell', { name: 'param.created', exact: true })).toBeVisible();
  await expect(page.getByRole('search', { name: '查找记录' }).getByLabel('业务编号')).toHaveValue(id);
  await expect(page.getByLabel('该版本时的记录')).toContainText('"paramValue": "only"');
});

test('a merchant changed three times: its row opens its history, the slider goes back to its first version, and a change leads to its request', async ({
  page,
}) => {
  const api = await adminApi(page);
  const name = `审计商户${Date.now().toString(36)}`;
  const id = await seedMerchant(api, name, '913530');
  const detail = await api.get<Record<string, unknown>>(`/api/prepaid-merchant/merchant/detail?id=${id}`);
  for (const address of ['鼓楼区二号', '鼓楼区三号', '鼓楼区四号'])
    await api.post('/api/prepaid-merchant/merchant/submit', { ...detail, id, address });

  await signIn(page);
  await page.goto('/prepaid/merchant/index');
  await page
    .getByRole('region', { name: '商户管理' })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '历史' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/audit/explorer/index\\?type=merchant&id=${id}$`));

  const timeline = page.getByRole('table', { name: '变更时间线' });
  await expect(timeline.getByRole('cell', { name: 'MerchantUpdated', exact: true })).toHaveCount(3);
  await expect(
    page
      .getByRole('table', { name: '变更内容 1' })
      .getByRole('row', { name: /profile\.address .* 鼓楼区二号/ }),
  ).toBeVisible();

  // The slider starts at the last version; back to the start shows the merchant as registered.
  const state = page.getByLabel('该版本时的记录');
  await expect(state).toContainText('"address": "鼓楼区四号"');
  const slider = page.getByRole('slider', { name: '版本' });
  await slider.focus();
  await slider.press('ArrowLeft');
  await expect(state).toContainText('"address": "鼓楼区三号"');
  await slider.press('Home');
  await expect(state).toContainText('"address": "福州市鼓楼区1号"');
  await expect(state).toContainText(`"merchantName": "${name}"`);

  // The request that registered it: the merchant's first event among that request's changes.
  await timeline.getByRole('button', { name: '查看同一请求的全部变更' }).first().click();
  const request = page.getByRole('table', { name: /^同一请求的变更 / });
  await expect(
    request.getByRole('row', { name: new RegExp(`merchant ${id} 0 MerchantRegistered`) }),
  ).toBeVisible();
});

/** Everything on the audit page named and readable (axe), empty as every menu page opens, and full. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await axeOn(page).include('section').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}
