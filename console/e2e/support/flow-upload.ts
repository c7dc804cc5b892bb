import { expect, type Page } from '@playwright/test';
import { toast } from './toast';

/**
 * Deploys a BPMN file as an operator does: 部署管理's 部署上传 dialog, category 办公流程
 * (flow_1), the file chosen in its file field. Leaves the browser on 部署管理.
 */
export async function uploadDeployment(page: Page, fileName: string, xml: string): Promise<void> {
  await page.goto('/flow/manager/index');
  await page.getByRole('button', { name: '部署上传' }).click();
  const upload = page.getByRole('dialog', { name: '部署上传' });
  await upload.getByRole('combobox', { name: '流程分类' }).fill('flow_1');
  await upload.locator('input[name="files"]').setInputFiles({
    name: fileName,
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  });
  await upload.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '部署成功')).toBeVisible();
}
