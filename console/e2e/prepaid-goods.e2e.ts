import { expect, type Page, test } from '@playwright/test';
import { adminApi, creditCode, type TreeNode } from './support/admin-api';
import { pick } from './support/pick';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E商户${run}`;
const goodsName = `E2E商品${run}`;

const screen = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Selects the goods row alone, runs a lifecycle action and confirms it. */
async function act(page: Page, action: string, confirm = true) {
  const goods = screen(page, '商品管理');
  const row = goods.getByRole('row', { name: new RegExp(goodsName) });
  await row.getByRole('checkbox').check();
  await goods.getByRole('toolbar').getByRole('button', { name: action, exact: true }).click();
  if (confirm) await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功!').last()).toBeVisible();
}

test('a merchant and its goods: audit, approve, off sale, recycle bin, recovery, history; a statistics export downloads', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(page);
  await api.post('/api/prepaid-merchant/superviseBank/submit', {
    bankName: `E2E银行${run}`,
    bankCode: `B${run}`,
  });
  const [top] = await api.get<TreeNode[]>('/api/prepaid-merchant/category/tree');
  const category = top!.children?.[0] ?? top!;
  await api.post('/api/prepaid-goods/goodsAuditConfig/insertAuditConfig', {
    industryCategoryId: category.id,
    auditRequired: 1,
  });

  await signIn(page);

  // A merchant, with the phone rules in Chinese on the way.
  await page.goto('/prepaid/merchant/index');
  const merchants = screen(page, '商户管理');
  await merchants.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手机号码').fill('1381234');
  await dialog.getByLabel('商户地址').focus();
  await expect(dialog.getByText('手机号码长度不为11位')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('12812345678');
  await dialog.getByLabel('商户地址').focus();
  await expect(dialog.getByText('手机号码格式不正确')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13812345678');
  await dialog.getByLabel('商户名称').fill(merchantName);
  // A mistyped check character shows on the field, before saving.
  const code = creditCode('913501');
  await dialog.getByLabel('统一社会信用代码').fill(code.slice(0, 17) + (code.endsWith('0') ? '1' : '0'));
  await dialog.getByLabel('商户地址').focus();
  await expect(dialog.getByText('统一社会信用代码校验位不正确')).toBeVisible();
  await dialog.getByLabel('统一社会信用代码').fill(code);
  await dialog.getByLabel('法人姓名').fill('张三');
  await dialog.getByLabel('联系人').fill('李四');
  await dialog.getByLabel('商户地址').fill('福州市鼓楼区五四路1号');
  await pick(page, dialog.getByRole('combobox', { name: '行业类别' }), category.title);
  await pick(page, dialog.getByRole('combobox', { name: '监管银行' }), `E2E银行${run}`);
  await dialog.getByLabel('监管账户户名').fill(merchantName);
  await dialog.getByLabel('监管账号').fill('6222000011112222');
  await dialog.getByLabel('开户行').fill('鼓楼支行');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(merchants.getByRole('grid').getByText(merchantName)).toBeVisible();

  // Goods of that merchant, a draft.
  await page.goto('/prepaid/goods/index');
  const goods = screen(page, '商品管理');
  await goods.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  await dialog.getByLabel('商品名称').fill(goodsName);
  await pick(page, dialog.getByRole('combobox', { name: '商户' }), merchantName);
  await pick(page, dialog.getByRole('combobox', { name: '行业分类' }), category.title);
  await dialog.getByLabel('售价').fill('128');
  await dialog.getByLabel('原价').fill('198');
  await dialog.getByLabel('有效期天数').fill('365');
  await dialog.getByLabel('库存').fill('10');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = goods.getByRole('row', { name: new RegExp(goodsName) });
  await expect(row).toContainText('草稿');
  // Only what a draft allows: no approval, no taking off sale.
  await row.getByRole('checkbox').check();
  const toolbar = goods.getByRole('toolbar');
  await expect(toolbar.getByRole('button', { name: '提交审核' })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: '审核通过' })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: '下架' })).toBeDisabled();
  await row.getByRole('checkbox').uncheck();

  await act(page, '提交审核');
  await expect(row).toContainText('待审核');
  await act(page, '审核通过');
  await expect(row).toContainText('已上架');
  await act(page, '下架');
  await expect(row).toContainText('已下架');
  await act(page, '删除');
  await expect(row).toBeHidden();

  await page.getByRole('tab', { name: '回收站' }).click();
  await expect(row).toContainText('回收站');
  await act(page, '恢复');
  await expect(row).toBeHidden();
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(row).toContainText('已下架');

  // The item's history as the audit explorer reads it, in order, and its audit step.
  await row.getByRole('button', { name: '详情' }).click();
  const history = page.getByRole('region', { name: '变更记录' }).getByRole('table', { name: '变更时间线' });
  const events = history.locator(':scope > tbody > tr > td:nth-child(5)');
  await expect(events).toHaveText([
    'GoodsCreated',
    'GoodsSubmittedForAudit',
    'GoodsApproved',
    'GoodsTakenOffSale',
    'GoodsRecycled',
    'GoodsRecovered',
  ]);
  // Its audit steps in words, not the server's codes.
  const audit = page.getByRole('region', { name: '审核记录' });
  await expect(audit).toContainText('提交审核');
  await expect(audit).toContainText('审核 · 审核通过');
  await expect(audit).not.toContainText(/process|submit/);
  await page.keyboard.press('Escape');

  // The process log names its steps too, and shows its times whole.
  await page.goto('/prepaid/goods-process-log/index');
  const logRow = screen(page, '商品流程日志')
    .getByRole('row', { name: new RegExp(goodsName) })
    .first();
  await expect(logRow).toBeVisible();
  await expect(logRow).not.toContainText(/process|submit/);
  const time = logRow.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(await time.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);

  // An export answers a job; the file downloads when it is done.
  await page.goto('/prepaid/merchant-statistics/index');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(/导出完成/)).toBeVisible();
  expect((await file.path()) ?? '').not.toBe('');
});

test('goods audit configurations show names, not ids, and are searched by category', async ({ page }) => {
  const api = await adminApi(page);
  const categoryName = `E2E类别${run}`;
  await api.post('/api/prepaid-merchant/category/submit', { industryCategory: categoryName, parentId: '0' });
  const categories = await api.get<TreeNode[]>('/api/prepaid-merchant/category/tree');
  const category = categories.find((node) => node.title === categoryName)!;
  await api.post('/api/prepaid-goods/goodsAuditConfig/insertAuditConfig', {
    industryCategoryId: category.id,
    auditRequired: 1,
  });

  await signIn(page);
  await page.goto('/prepaid/goods-audit-config/index');
  const configs = screen(page, '商品审核配置');
  const grid = configs.getByRole('grid');
  const row = grid.getByRole('row', { name: new RegExp(categoryName) });
  await expect(row.getByText('是', { exact: true })).toBeVisible();
  await expect(grid.getByText(category.id)).toHaveCount(0);

  const search = configs.getByRole('search');
  await pick(page, search.getByRole('combobox', { name: '行业分类' }), categoryName);
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and this configuration
});
