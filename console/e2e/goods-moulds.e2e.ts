import { expect, type Page, test } from '@playwright/test';
import { adminApi, creditCode, type TreeNode } from './support/admin-api';
import { pick } from './support/pick';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const run = Date.now().toString(36);
const merchantName = `E2E模板商户${run}`;
const mouldName = `E2E模板${run}`;
const goodsName = `E2E模板商品${run}`;

/** This run's merchant, and the categories the mould (industry and main industry) and goods take. */
async function seed(page: Page): Promise<{ main: TreeNode; industry: TreeNode }> {
  const api = await adminApi(page);
  const bank = await api.post<{ id: string }>('/api/prepaid-merchant/superviseBank/submit', {
    bankName: `E2E模板银行${run}`,
    bankCode: `M${run}`,
  });
  const [main] = await api.get<TreeNode[]>('/api/prepaid-merchant/category/tree');
  const industry = main!.children?.[0] ?? main!;
  await api.post('/api/prepaid-merchant/merchant/submit', {
    merchantName,
    creditCode: creditCode('913503'),
    legalPerson: '孙七',
    contactName: '周八',
    phone: '13712345678',
    address: '泉州市鲤城区1号',
    industryCategory: industry.id,
    superviseBankId: bank.id,
    bankAccountName: merchantName,
    bankAccountNo: '6222000055556666',
    bankName: '鲤城支行',
  });
  return { main: main!, industry };
}

/** The name the mould editor gives an input of a row, counted from 1. */
const named = (row: number, input: '键名' | '名称' | '类型' | '必填' | '选项' | '最大长度') =>
  `第${row}个字段的${input}`;

test('a mould built field by field, refused inline until fixed and reopened in order; goods fill its fields, the server refusing a required one left empty, and the details show them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { main, industry } = await seed(page);
  await signIn(page);

  // A mould: a required text field, then a select whose key repeats the first one's.
  await page.goto('/prepaid/goods-mould/index');
  const moulds = page.getByRole('region', { name: '商品模板' });
  await moulds.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  const textbox = (row: number, input: '键名' | '名称' | '选项') =>
    dialog.getByRole('textbox', { name: named(row, input) });
  await dialog.getByLabel('模板名称').fill(mouldName);
  await pick(page, dialog.getByRole('combobox', { name: '行业', exact: true }), industry.title);
  await pick(page, dialog.getByRole('combobox', { name: '主行业' }), main.title);
  await expect(dialog.getByText('暂无字段')).toBeVisible();

  await dialog.getByRole('button', { name: '添加字段' }).click();
  await expect(textbox(1, '键名')).toBeFocused();
  await textbox(1, '键名').fill('coach');
  await textbox(1, '名称').fill('教练');
  await dialog.getByRole('checkbox', { name: named(1, '必填') }).check();
  await dialog.getByRole('spinbutton', { name: named(1, '最大长度') }).fill('20');

  await dialog.getByRole('button', { name: '添加字段' }).click();
  await textbox(2, '键名').fill('coach');
  await textbox(2, '名称').fill('级别');
  const duplicate = dialog.getByText('模板字段键名不能重复', { exact: true });
  await expect(duplicate).toBeVisible();
  await pick(page, dialog.getByRole('combobox', { name: named(2, '类型') }), '下拉选择');
  await textbox(2, '选项').fill('初级\n高级');
  // Saved as it is, the form names the row and the dialog stays.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('第2个字段:模板字段键名不能重复')).toBeVisible();
  await textbox(2, '键名').fill('level');
  await expect(dialog.getByText(/模板字段键名不能重复/)).toHaveCount(0);

  // The select goes first; the moved row's down button keeps the keyboard.
  await dialog.getByRole('button', { name: '上移第2个字段' }).click();
  await expect(dialog.getByRole('button', { name: '下移第1个字段' })).toBeFocused();
  await expect(textbox(1, '键名')).toHaveValue('level');
  await expect(textbox(2, '键名')).toHaveValue('coach');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // Reopened, the fields come back from the server in that order, each with its settings.
  const mouldRow = moulds.getByRole('row', { name: new RegExp(mouldName) });
  await expect(mouldRow).toContainText('启用');
  await mouldRow.getByRole('button', { name: '编辑' }).click();
  await expect(textbox(1, '键名')).toHaveValue('level');
  await expect(textbox(1, '名称')).toHaveValue('级别');
  await expect(dialog.getByRole('combobox', { name: named(1, '类型') })).toHaveText('下拉选择');
  await expect(textbox(1, '选项')).toHaveValue('初级\n高级');
  await expect(dialog.getByRole('checkbox', { name: named(1, '必填') })).not.toBeChecked();
  await expect(textbox(2, '键名')).toHaveValue('coach');
  await expect(textbox(2, '名称')).toHaveValue('教练');
  await expect(dialog.getByRole('combobox', { name: named(2, '类型') })).toHaveText('文本');
  await expect(dialog.getByRole('spinbutton', { name: named(2, '最大长度') })).toHaveValue('20');
  await expect(dialog.getByRole('checkbox', { name: named(2, '必填') })).toBeChecked();
  await expect(textbox(3, '键名')).toHaveCount(0);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  // Goods taking the mould: its required field left empty, the server refuses in its own words.
  await page.goto('/prepaid/goods/index');
  const goods = page.getByRole('region', { name: '商品管理' });
  await goods.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  await dialog.getByLabel('商品名称').fill(goodsName);
  await pick(page, dialog.getByRole('combobox', { name: '商户' }), merchantName);
  await pick(page, dialog.getByRole('combobox', { name: '行业分类' }), industry.title);
  await dialog.getByLabel('售价').fill('299');
  await dialog.getByLabel('原价').fill('399');
  await dialog.getByLabel('有效期天数').fill('180');
  await dialog.getByLabel('库存').fill('5');
  await pick(page, dialog.getByRole('combobox', { name: '商品模板' }), mouldName);
  const level = dialog.getByRole('combobox', { name: '级别' });
  const coach = dialog.getByRole('textbox', { name: '教练' });
  await expect(level).toBeVisible();
  await expect(coach).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '请填写教练')).toBeVisible();
  await expect(dialog).toBeVisible();

  await coach.fill('王教练');
  await pick(page, level, '高级');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // The details list the mould's fields in its order, with the values saved.
  const row = goods.getByRole('row', { name: new RegExp(goodsName) });
  await row.getByRole('button', { name: '详情' }).click();
  const values = page.getByRole('dialog').getByRole('region', { name: '商品模板' });
  await expect(values.getByRole('term')).toHaveText(['级别', '教练']);
  await expect(values.getByRole('definition')).toHaveText(['高级', '王教练']);
});
