import { expect, type Page, test } from '@playwright/test';
import { adminApi, creditCode } from './support/admin-api';
import { amountPaidTo } from './support/fake-bank';
import { seedMerchant as registerMerchant } from './support/seed-merchant';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E扩展商户${run}`;
const ruleName = `E2E规则${run}`;

/** The records these screens act on, made by the admin's calls: a bank, a merchant, a rule. */
async function seedMerchant(page: Page): Promise<void> {
  const api = await adminApi(page);
  const bank = await api.post<{ id: string }>('/api/prepaid-merchant/superviseBank/submit', {
    bankName: `E2E扩展银行${run}`,
    bankCode: `X${run}`,
  });
  const [category] = await api.get<Array<{ id: string }>>('/api/prepaid-merchant/category/tree');
  await api.post('/api/prepaid-merchant/merchant/submit', {
    merchantName,
    creditCode: creditCode('913502'),
    legalPerson: '王五',
    contactName: '赵六',
    phone: '13912345678',
    address: '厦门市思明区1号',
    industryCategory: category!.id,
    superviseBankId: bank.id,
    bankAccountName: merchantName,
    bankAccountNo: '6222000033334444',
    bankName: '思明支行',
  });
  await api.post('/api/prepaid-merchant/ruleBase/save', {
    ruleName,
    ruleCode: `R${run}`,
    ruleType: 1,
  });
}

test('a merchant: its rule bases, its bank verification, its extension with a fourth-level business area, exported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seedMerchant(page);
  await signIn(page);

  await page.goto('/prepaid/merchant/index');
  const row = page
    .getByRole('region', { name: '商户管理' })
    .getByRole('row', { name: new RegExp(merchantName) });

  // Rule bases, saved at once and shown again on reopening.
  await row.getByRole('button', { name: '规则配置' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: new RegExp(ruleName) }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '操作成功!')).toBeVisible();
  await row.getByRole('button', { name: '规则配置' }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(ruleName) })).toBeChecked();
  await dialog.getByRole('button', { name: '取消' }).click();

  // Bank verification: the deposit is requested, three tries; an amount out of range uses none,
  // a wrong one uses one, and the amount the bank paid verifies the account.
  const openVerification = () => row.getByRole('button', { name: '银行账户验证' }).click();
  const closeDialog = () => dialog.getByRole('button', { name: '关闭' }).first().click();
  const amount = dialog.getByLabel(/到账金额/);
  const verify = dialog.getByRole('button', { name: '验证', exact: true });
  await openVerification();
  await dialog.getByRole('button', { name: '发起验证' }).click();
  await expect(dialog.getByText(/还可尝试 3 次/)).toBeVisible();
  await amount.fill('0.00');
  await verify.click();
  await expect(dialog.getByText('请输入到账金额(0.01 至 0.99 元)')).toBeVisible();
  const paid = await amountPaidTo(merchantName);
  await amount.fill(paid === '0.01' ? '0.02' : '0.01');
  await verify.click();
  await expect(dialog.getByText('验证金额不正确,还可尝试2次')).toBeVisible();
  await expect(dialog.getByText(/还可尝试 3 次/)).toBeHidden();
  await amount.fill(paid);
  await verify.click();
  const verified = dialog.getByText(new RegExp(`^已验证: ${merchantName} 6222000033334444 · 验证时间 `));
  await expect(verified).toBeVisible();
  await closeDialog();
  // Opened again, the dialog reads the verified account from the server and offers no new request.
  await openVerification();
  await expect(verified).toBeVisible();
  await expect(dialog.getByRole('button', { name: '发起验证' })).toBeHidden();
  await closeDialog();

  // An extension whose business area is picked province › city › district › street.
  await page.goto('/prepaid/merchant-ext/index');
  const extensions = page.getByRole('region', { name: '商户扩展' });
  await extensions.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  await dialog.getByRole('combobox', { name: '商户' }).click();
  await page.getByRole('option', { name: merchantName }).click();
  for (const level of ['省', '市', '区县', '街道/乡镇']) {
    await dialog.getByRole('combobox', { name: level, exact: true }).click();
    await page.getByRole('option').first().click();
  }
  await dialog.getByLabel('经营范围').fill('健身服务');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const saved = extensions.getByRole('row', { name: new RegExp(merchantName) });
  await expect(saved).toContainText(/\S+\/\S+\/\S+\/\S+/);

  const download = page.waitForEvent('download');
  await extensions.getByRole('toolbar').getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the bank verification page: a merchant’s verification requested and proved from its row, the list following', async ({
  page,
}) => {
  const name = `E2E验证商户${run}`;
  await registerMerchant(await adminApi(page), name, '913505');
  await signIn(page);

  await page.goto('/prepaid/bank-verify/index');
  const screen = page.getByRole('region', { name: '银行账户验证' });
  const search = screen.getByRole('search');
  await search.getByLabel('商户名称').fill(name);
  await search.getByRole('button', { name: '搜索' }).click();
  const row = screen.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('6222000077778888');
  await expect(row).toContainText('未验证');
  await expect(row.getByRole('button', { name: '金额验证' })).toHaveCount(0);

  // Requested from the row: the dialog opens at the request, and the row behind it follows.
  await row.getByRole('button', { name: '发起验证' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '发起验证' }).click();
  await expect(dialog.getByText(/还可尝试 3 次/)).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(row).toContainText('待输入金额');
  await expect(row.getByRole('button', { name: '发起验证' })).toHaveCount(0);

  // The amount, entered from the row: the dialog opens at the amount, with the tries left.
  await row.getByRole('button', { name: '金额验证' }).click();
  await expect(dialog.getByText(/还可尝试 3 次/)).toBeVisible();
  await dialog.getByLabel(/到账金额/).fill(await amountPaidTo(name));
  await dialog.getByRole('button', { name: '验证', exact: true }).click();
  await expect(dialog.getByText(new RegExp(`^已验证: ${name} 6222000077778888`))).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await expect(row).toContainText('已验证');
  await expect(row.getByRole('button', { name: /发起验证|金额验证/ })).toHaveCount(0);

  // Found again by where it stands.
  await search.getByRole('combobox', { name: '验证状态' }).click();
  await page.getByRole('option', { name: '已验证' }).click();
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(row).toBeVisible();
  await search.getByRole('combobox', { name: '验证状态' }).click();
  await page.getByRole('option', { name: '未验证' }).click();
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(row).toHaveCount(0);
});
