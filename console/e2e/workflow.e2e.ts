import { createHash } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seedAdministratorRoleIds, seedLeaveRoles } from '../../infra/src/seed/platform-tenant.seed';
import { leaveProcessXml } from '../../services/src/workflow/leave/leave-process';
import { type AdminApi, adminApi } from './support/admin-api';
import { uploadDeployment } from './support/flow-upload';
import { workPage } from '../src/lib/menu/work-paths';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

const password = 'leave-pw';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A user of this run holding `roleIds` (an administrator's by default, who sees every menu). */
async function userWith(
  admin: AdminApi,
  account: string,
  realName: string,
  roleIds: readonly string[] = seedAdministratorRoleIds,
) {
  await admin.post('/api/blade-user/submit', {
    account,
    name: realName,
    realName,
    password: md5(password),
    roleId: roleIds.join(','),
  });
  return account;
}

/** The seeded role the leave model names as a candidate group: nothing to set up by hand. */
const leaveRole = (alias: string) => seedLeaveRoles.find((role) => role.roleAlias === alias)!.id;

/** Signs the browser out and in again as another user. */
async function switchTo(page: Page, account: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { account, password });
}

const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Claims the applicant's task from the claim list, then opens it from the todo list. */
async function claimAndOpen(page: Page, applicant: string) {
  await page.goto(workPage('claim'));
  await rowWith(page, applicant).getByRole('button', { name: '签收' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '签收成功')).toBeVisible();
  await page.goto(workPage('todo'));
  await rowWith(page, applicant).getByRole('button', { name: '办理' }).click();
  await expect(page.getByRole('heading', { name: '请假审批' })).toBeVisible();
}

test('the leave model deployed from the console: a 5-day leave goes from the applicant to the department head and HR, and shows done and active steps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  const admin = await adminApi(page);
  const serial = String(Date.now() % 1e8).padStart(8, '0');
  const applicantName = `申请人${serial}`;
  const applicant = await userWith(admin, `apply${serial}`, applicantName);
  // The head and HR hold only the seeded roles: those alone let them sign and handle the leave.
  const head = await userWith(admin, `head${serial}`, `经理${serial}`, [leaveRole('manager')]);
  const hrUser = await userWith(admin, `hr${serial}`, `人事${serial}`, [leaveRole('hr')]);

  // The leave model is deployed from 部署管理 as the newest version of its key, which the start list offers.
  await uploadDeployment(page, 'leave.bpmn20.xml', leaveProcessXml);
  const deployed = await admin.get<{ records: Array<{ id: string }> }>(
    '/api/blade-flow/manager/list?processKey=leave&size=1',
  );
  const definitionId = deployed.records[0]!.id;

  // The applicant starts it from the start list.
  await switchTo(page, applicant);
  await page.goto(workPage('start'));
  await rowWith(page, '请假流程').getByRole('button', { name: '发起' }).click();
  await expect(page.getByRole('heading', { name: '请假申请' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/form/${encodeURIComponent(definitionId)}$`));
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请选择开始时间')).toBeVisible();
  await page.locator('input[name="startTime"]').fill('2026-12-01T09:00');
  await page.locator('input[name="endTime"]').fill('2026-12-05T18:00');
  await page.locator('textarea[name="reason"]').fill(`探亲 ${serial}`);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '发起成功')).toBeVisible();
  await expect(page).toHaveURL(/\/work\/send\/index$/);
  await expect(rowWith(page, '部门经理审批')).not.toHaveCount(0);

  // The department head claims it and approves: 5 days is more than 3, so it goes on to HR.
  await switchTo(page, head);
  await claimAndOpen(page, applicantName);
  await expect(page.getByText('待部门审批')).toBeVisible();
  await expect(page.getByRole('button', { name: '放弃申请' })).toHaveCount(0);
  await page.locator('textarea[name="comment"]').fill(`经理同意 ${serial}`);
  await page.getByRole('button', { name: '同意' }).click();
  await expect(toast(page, '办理成功')).toBeVisible();
  await expect(page.getByText('审批中', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '同意' })).toHaveCount(0);

  // HR sees the diagram with the head's step done and its own active, then claims and approves.
  await switchTo(page, hrUser);
  await page.goto(workPage('claim'));
  await rowWith(page, applicantName).getByRole('button', { name: '流程图' }).click();
  const diagram = page.getByRole('dialog', { name: '流程图展示' });
  await expect(diagram.locator('.djs-element.flow-active')).toHaveCount(1);
  await expect(diagram.locator('[data-element-id="hr"].flow-active')).toHaveCount(1);
  await expect(diagram.locator('[data-element-id="deptHead"].flow-done')).toHaveCount(1);
  await expect(diagram.locator('.djs-connection.flow-warning')).not.toHaveCount(0);
  const width = (await diagram.boundingBox())!.width;
  expect(width / page.viewportSize()!.width).toBeCloseTo(0.7, 1);
  await diagram.getByRole('button', { name: '关闭' }).click();

  await claimAndOpen(page, applicantName);
  await page.locator('textarea[name="comment"]').fill(`人事同意 ${serial}`);
  await page.getByRole('button', { name: '同意' }).click();
  await expect(toast(page, '办理成功')).toBeVisible();
  await expect(page.getByText('已通过', { exact: true })).toBeVisible();

  // HR's done list holds the task; its diagram shows every step done and nothing waiting.
  await page.goto(workPage('done'));
  await rowWith(page, `人事同意 ${serial}`).getByRole('button', { name: '流程图' }).click();
  await expect(diagram.locator('[data-element-id="end"].flow-done')).toHaveCount(1);
  await expect(diagram.locator('[data-element-id="hr"].flow-done')).toHaveCount(1);
  await expect(diagram.locator('.flow-active')).toHaveCount(0);
  await expect(diagram.getByRole('table', { name: '流转记录' })).toContainText(`经理同意 ${serial}`);
});
