import { expect, test } from '@playwright/test';
import { seedAdministrator } from '../../infra/src/seed/platform-tenant.seed';
import { leavePages, workPage } from '../src/lib/menu/work-paths';
import { adminApi } from './support/admin-api';
import { signIn } from './support/sign-in';
import { toast } from './support/toast';

/** A process of one user task with nobody to do it: the properties panel is to say who. */
const undecidedXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
    xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
    xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
    id="${key}Definitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="报销" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="toApprove" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="${key}Diagram">
    <bpmndi:BPMNPlane id="${key}Plane" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="150" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="400" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toApprove_di" bpmnElement="toApprove"><di:waypoint x="186" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toEnd_di" bpmnElement="toEnd"><di:waypoint x="340" y="200" /><di:waypoint x="400" y="200" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

test("the modeler's properties panel sets a user task's assignee and candidate groups, deployed from the model list and started on its category's form", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const admin = await adminApi(page);
  const modelKey = `expense${Date.now() % 1e8}`;
  const model = await admin.post<{ id: string }>('/api/blade-flow/model/submit', {
    modelKey,
    name: `报销 ${modelKey}`,
    xml: undecidedXml(modelKey),
  });

  await page.goto('/flow/model/index');
  await page.getByRole('row').filter({ hasText: modelKey }).getByRole('button', { name: '设计' }).click();
  const designer = page.getByRole('dialog', { name: '设计模型' });
  const panel = designer.getByRole('region', { name: '属性' });
  await expect(panel.getByText('在画布上选中一个节点或连线以设置其属性')).toBeVisible();

  await designer.locator('.djs-element[data-element-id="approve"]').click();
  await expect(panel.getByRole('textbox', { name: '名称' })).toHaveValue('审批');
  await panel.getByRole('textbox', { name: '办理人' }).fill(seedAdministrator.id);
  await panel.getByRole('textbox', { name: '办理人' }).press('Tab');
  await panel.getByRole('combobox', { name: '候选组' }).click();
  await page.getByRole('menuitemcheckbox', { name: '部门经理' }).click();
  await page.getByRole('menuitemcheckbox', { name: '人事' }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('combobox', { name: '候选组' })).toContainText('人事');
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();

  const saved = await admin.get<{ xml: string }>(`/api/blade-flow/model/detail?id=${model.id}`);
  expect(saved.xml).toContain(`camunda:assignee="${seedAdministrator.id}"`);
  expect(saved.xml).toMatch(/camunda:candidateGroups="(manager,hr|hr,manager)"/);

  // Deployed from its row, the engine reads the saved model: the first version of its process.
  await page.getByRole('row').filter({ hasText: modelKey }).getByRole('button', { name: '部署' }).click();
  const deploy = page.getByRole('dialog', { name: `部署模型 报销 ${modelKey}` });
  await deploy.getByRole('combobox', { name: '流程分类' }).fill('flow_1');
  await deploy.getByRole('button', { name: '部署' }).click();
  await expect(toast(page, '部署成功')).toBeVisible();
  const definitions = await admin.get<{ records: Array<{ key: string; version: number }> }>(
    `/api/blade-flow/manager/list?processKey=${modelKey}`,
  );
  expect(definitions.records).toEqual([expect.objectContaining({ key: modelKey, version: 1 })]);

  // It runs: started from the start list on its category's form (办公流程's), it waits at 审批.
  await page.goto(workPage('start'));
  await page
    .getByRole('row')
    .filter({ hasText: `报销 ${modelKey}` })
    .getByRole('button', { name: '发起' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${leavePages}/form/${modelKey}%3A1%3A\\d+$`));
  await page.locator('input[name="startTime"]').fill('2026-12-01T09:00');
  await page.locator('input[name="endTime"]').fill('2026-12-01T18:00');
  await page.locator('textarea[name="reason"]').fill(`报销 ${modelKey}`);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '发起成功')).toBeVisible();
  await expect(page).toHaveURL(/\/work\/send\/index$/);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `报销 ${modelKey}` })
      .filter({ hasText: '审批' }),
  ).toContainText('未完成');
});
