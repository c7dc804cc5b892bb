import { expect, type Page, test } from '@playwright/test';
import { docxTemplate } from '../../services/src/contract/template/testing/docx-template';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

/** Names no other run uses, so that this run's rows are found by them. */
const run = Date.now().toString(36);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const screen = (page: Page, name: string) => page.getByRole('region', { name });

test('admin configures storage, then uploads, previews, downloads and removes attachments', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/resource/oss/index');
  await screen(page, '对象存储').getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '本地磁盘' }).click();
  await dialog.getByLabel('资源编号').fill(`e2e${run}`);
  await dialog.getByLabel('上传上限(KB)').fill('2048');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const setting = page
    .getByRole('grid', { name: '对象存储' })
    .getByRole('row', { name: new RegExp(`e2e${run}`) });
  await setting.getByRole('button', { name: '启用', exact: true }).click();
  await expect(setting.getByRole('button', { name: '已启用' })).toBeDisabled();

  await page.goto('/resource/attach/index');
  const attachments = screen(page, '附件管理');
  const upload = async (name: string, buffer: Buffer, mimeType: string) => {
    await attachments.getByLabel('上传').setInputFiles({ name, mimeType, buffer });
    await expect(toast(page, '操作成功').last()).toBeVisible();
  };
  await upload(`e2e-${run}.pdf`, pdf, 'application/pdf');
  await upload(`e2e-${run}.png`, png, 'image/png');
  const grid = page.getByRole('grid', { name: '附件管理' });
  const row = (name: string) => grid.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });

  // An image is previewed in an <img>, a PDF in a frame, both from a link that loads.
  await row(`e2e-${run}.png`).getByRole('button', { name: '预览' }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: `e2e-${run}.png` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  await row(`e2e-${run}.pdf`).getByRole('button', { name: '预览' }).click();
  const frame = page.getByRole('dialog').locator('iframe');
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/\.pdf\?expires=\d+&signature=/);
  expect((await page.request.get(src!)).headers()['content-type']).toBe('application/pdf');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

  const downloading = page.waitForEvent('download');
  await row(`e2e-${run}.pdf`).getByRole('button', { name: '下载' }).click();
  const downloaded = await downloading;
  expect(downloaded.suggestedFilename()).toBe(`e2e-${run}.pdf`);

  await row(`e2e-${run}.pdf`).getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row(`e2e-${run}.pdf`)).toHaveCount(0);
  // Its file went with it.
  expect((await page.request.get(src!)).status()).toBe(404);
});

test('admin uploads a contract template, whose placeholders are checked', async ({ page }) => {
  await signIn(page);
  await page.goto('/prepaid/cus-contract-template/index');
  const templates = screen(page, '客户合同模板');
  await templates.getByRole('toolbar').getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('模板名称').fill(`合同${run}`);
  const chooseFile = async (text: string) =>
    dialog.getByLabel('上传模板').setInputFiles({
      name: `template-${run}.docx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await docxTemplate(text),
    });

  await chooseFile('甲方 {{merchantNmae}}');
  await expect(dialog.getByText(`已上传：template-${run}.docx`)).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '合同模板含有未知占位符：{{merchantNmae}}')).toBeVisible();

  await chooseFile('甲方 {{merchantName}}，金额 {{tradeAmount}}');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(page.getByRole('grid', { name: '客户合同模板' }).getByText(`合同${run}`)).toBeVisible();
});
